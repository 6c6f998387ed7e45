// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// One case per verifier rule of the scf ops, with mlir-opt's wording.

func.func @if_condition_type(%c: i32) {
  // expected-error @below {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_region_count(%c: i1) {
  // expected-error @below {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @if_empty_then(%c: i1) {
  // expected-error @below {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_two_blocks(%c: i1) {
  // expected-error @below {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_region_arguments(%c: i1) {
  // expected-error @below {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_results_without_else(%c: i1, %x: i32) {
  // expected-error @below {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_wrong_terminator(%c: i1) {
  // expected-error @below {{'scf.if' op expects regions to end with 'scf.yield', found 'test.end'}}
  // expected-note @below {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "test.end"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: i32) {
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %r = scf.if %c -> (i64) {
    // expected-note @below {{region branch point}}
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: i32) {
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (i32) {
    // expected-note @below {{region branch point}}
    scf.yield
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_yield_without_results(%c: i1, %x: i32) {
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note @below {{region branch point}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @for_bound_types(%a: index, %b: i32) {
  // expected-error @below {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %a) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_bound_kind(%x: f32) {
  // expected-error @below {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_two_blocks(%a: index) {
  // expected-error @below {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_wrong_terminator(%a: index) {
  // expected-error @below {{'scf.for' op expects regions to end with 'scf.yield', found 'test.end'}}
  // expected-note @below {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "test.end"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_init_count(%a: index, %x: i32) {
  // expected-error @below {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_count(%a: index, %x: i32) {
  // expected-error @below {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %a to %a step %a iter_args(%y = %x) -> (i32) {
    scf.yield %y, %y : i32, i32
  }
  return
}

// -----

func.func @for_result_count(%a: index, %x: i32) {
  // expected-error @below {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @for_init_type(%a: index, %x: i32) {
  // expected-error @below {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: i64):
    "scf.yield"(%y) : (i64) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_type(%a: index, %x: i32) {
  // expected-error @below {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'index'}}
  %r = scf.for %i = %a to %a step %a iter_args(%y = %x) -> (i32) {
    scf.yield %i : index
  }
  return
}

// -----

func.func @for_result_type(%a: index, %x: i32) {
  // expected-error @below {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (index, index, index, i32) -> i64
  return
}

// -----

func.func @for_induction_type(%a: index, %x: i32) {
  // expected-error @below {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @while_region_count(%c: i1) {
  // expected-error @below {{'scf.while' op expected 2 regions}}
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_two_blocks(%c: i1) {
  // expected-error @below {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  ^bb1:
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_empty_before() {
  // expected-error @below {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_empty_after(%c: i1) {
  // expected-error @below {{'scf.while' op region #1 ('after') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
  }) : () -> ()
  return
}

// -----

func.func @while_before_terminator(%x: i32) {
  // expected-error @below {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note @below {{terminator here}}
    scf.yield %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_terminator(%c: i1) {
  // expected-error @below {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note @below {{terminator here}}
    "test.end"() : () -> ()
  }
  return
}

// -----

func.func @while_init_type(%c: i1, %x: i32) {
  // expected-error @below {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  // expected-note @below {{region branch point}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i64):
    "scf.condition"(%c, %a) : (i1, i64) -> ()
  }, {
  ^bb0(%b: i64):
    "scf.yield"(%b) : (i64) -> ()
  }) : (i32) -> i64
  return
}

// -----

func.func @while_result_type(%c: i1, %x: i32) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %r = scf.while (%a = %x) : (i32) -> i64 {
    // expected-note @below {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_arguments(%c: i1, %x: i32) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 1 operands, but region successor needs 2 inputs}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note @below {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32, %d: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_argument_type(%c: i1, %x: i32) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-note @below {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i64):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @while_yield_count(%c: i1, %x: i32) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-note @below {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @condition_type(%c: i32) {
  "scf.while"() ({
    // expected-error @below {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c) : (i32) -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @condition_parent(%c: i1) {
  scf.if %c {
    // expected-error @below {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @execute_region_empty() {
  // expected-error @below {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_arguments(%x: i32) {
  // expected-error @below {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> i32 {
  ^bb0(%y: i32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @execute_region_yield_type(%x: i32) {
  // expected-error @below {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %r = scf.execute_region -> i64 {
    // expected-note @below {{region branch point}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @index_switch_operand(%i: i32) {
  // expected-error @below {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @index_switch_case_count(%i: index, %x: i32) {
  // expected-error @below {{'scf.index_switch' op has 1 case regions but 2 case values}}
  %r = "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"(%x) : (i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (index) -> i32
  return
}

// -----

func.func @index_switch_duplicate(%i: index) {
  // expected-error @below {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @index_switch_empty_case(%i: index) {
  // expected-error @below {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @index_switch_terminator(%i: index, %c: i1) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got test.end}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "test.end"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @index_switch_yield_count(%i: index, %x: i32) {
  // expected-error @below {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> i32
  case 1 {
    // expected-note @below {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @index_switch_yield_type(%i: index, %x: i32) {
  // expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'i64'}}
  %r = scf.index_switch %i -> i64
  default {
    // expected-note @below {{default region returns 'i32' here}}
    scf.yield %x : i32
  }
  return
}
