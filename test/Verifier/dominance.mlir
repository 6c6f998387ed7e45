// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Every use must be dominated by its definition.

/// Within a block: a use before the definition.
"func.func"() <{function_type = () -> (), sym_name = "use_before_def"}> ({
  // expected-error @below {{operand #0 does not dominate this use}}
  "test.op"(%late) : (i32) -> ()
  // expected-note @below {{operand defined here}}
  %late = "test.op"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

/// Across blocks: a value defined in one arm of a branch, used at the join.
"func.func"() <{function_type = (i1) -> (), sym_name = "across_blocks"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  // expected-note @below {{operand defined here}}
  %v = "test.op"() : () -> i32
  "cf.br"()[^bb3] : () -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @below {{operand #0 does not dominate this use}}
  "test.op"(%v) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

/// From an enclosing region into a nested one: defined after the region op.
"func.func"() <{function_type = () -> (), sym_name = "nested"}> ({
  "test.ssacfg_region"() ({
    // expected-error @below {{operand #0 does not dominate this use}}
    "test.op"(%after) : (i32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  // expected-note @below {{operand defined here}}
  %after = "test.op"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

/// An op's result used inside its own region does not dominate the use.
"func.func"() <{function_type = () -> (), sym_name = "own_region"}> ({
  // expected-note @below {{operand defined here}}
  %r = "test.ssacfg_region"() ({
    // expected-error @below {{operand #0 does not dominate this use}}
    "test.op"(%r) : (i32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
