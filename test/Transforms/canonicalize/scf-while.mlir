// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// scf.while carries only what it must: a result unused after the loop
/// whose `after` argument is unused goes; a `before` argument nothing uses
/// goes with its initial value and yielded value; a `before` argument the
/// body gives back unchanged becomes its initial value; an scf.condition
/// operand defined outside the `before` block is used directly; a value
/// forwarded twice is carried once; the forwarded condition is true in the
/// body, and so is a cmpi there repeating the condition's (false with the
/// inverse predicate). A result whose `after` argument the body reads stays.

// CHECK-LABEL: func.func @while_unused_result(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_unused_result(%x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%a = %x, %b = %c0) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.addi %a, %n : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_result_used_in_body(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: %2 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
func.func @while_result_used_in_body(%x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%a = %x, %b = %c0) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.addi %b, %a : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_unused_before_arg(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_unused_before_arg(%x: i32, %y: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x, %u = %y) : (i32, i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a: i32):
    %a2 = arith.addi %a, %a : i32
    %u2 = arith.muli %a, %a : i32
    scf.yield %a2, %u2 : i32, i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: "test.use"(%c0_i32) : (i32) -> ()
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_invariant(%x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:3 = scf.while (%a = %x, %b = %c0, %e = %n) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %a, %e : i32
    "test.use"(%b) : (i32) -> ()
    scf.condition(%c) %a, %b, %a : i32, i32, i32
  } do {
  ^bb0(%a: i32, %b: i32, %z: i32):
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2, %b, %n : i32, i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_forwards_outer_value(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @while_forwards_outer_value(%x: i32, %y: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %y : i32, i32
  } do {
  ^bb0(%a: i32, %v: i32):
    %a2 = arith.addi %a, %v : i32
    scf.yield %a2 : i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @while_condition_true_in_body(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_condition_true_in_body(%x: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i1) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%a: i32, %c: i1):
    %a2 = arith.addi %a, %a : i32
    %s = arith.select %c, %a2, %a : i32
    scf.yield %s : i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_duplicated_results(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @while_duplicated_results(%x: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %a2 = arith.addi %a, %b : i32
    scf.yield %a2 : i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @while_body_compare_known(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.select %1, %arg0, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_body_compare_known(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a: i32):
    %same = arith.cmpi slt, %a, %n : i32
    %inv = arith.cmpi sge, %a, %n : i32
    %other = arith.cmpi sgt, %a, %n : i32
    %s1 = arith.select %same, %a, %n : i32
    %s2 = arith.select %inv, %s1, %x : i32
    %s3 = arith.select %other, %s2, %n : i32
    scf.yield %s3 : i32
  }
  return %r : i32
}
