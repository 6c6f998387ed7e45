// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Structural errors, checked before dominance.

"func.func"() <{function_type = () -> (), sym_name = "terminator_not_last"}> ({
  // expected-error @below {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

/// (An op that is not registered might be a terminator: not an error.)
"func.func"() <{function_type = () -> (), sym_name = "no_terminator"}> ({
  // expected-error @below {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "successor_count"}> ({
^bb0(%x: i32):
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "successor_type"}> ({
^bb0(%x: i32):
  // expected-error @below {{type mismatch for bb argument #0 of successor #0}}
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1(%y: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "entry_pred"}> ({
// expected-error @above {{entry block of region may not have predecessors}}
^bb0:
  "cf.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "signature"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> i32, sym_name = "return_count"}> ({
  // expected-error @below {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = (i32, i1) -> (), sym_name = "cond_br_segments"}> ({
^bb0(%x: i32, %c: i1):
  // expected-error @below {{'cf.cond_br' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

