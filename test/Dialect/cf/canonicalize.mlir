// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --canonicalize | FileCheck %s

/// The cf canonicalization patterns through the canonicalize pass, with
/// mlir-opt-22's results: branches on constants become unconditional,
/// identical targets merge (differing operands through arith.select),
/// single-predecessor blocks merge, forwarding blocks are bypassed, and
/// asserts of true disappear; unused case arguments go with their
/// operands (and the case operand segments).

// CHECK: func.func @cond_br_on_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @cond_br_on_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// CHECK: func.func @cond_br_on_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_on_false(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// CHECK: func.func @cond_br_same_target_same_operands(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_same_target_same_operands(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK: func.func @cond_br_same_target_different_operands(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cond_br_same_target_different_operands(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK: func.func @switch_on_a_case(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %c3_i32 : i32
// CHECK-NEXT: }
func.func @switch_on_a_case(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  cf.switch %c7 : i32, [default: ^bb1(%a : i32), 7: ^bb2, 8: ^bb1(%c7 : i32)]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c3 = arith.constant 3 : i32
  return %c3 : i32
}

// -----

// CHECK: func.func @switch_on_an_unlisted_value(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @switch_on_an_unlisted_value(%a: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  cf.switch %c9 : i32, [default: ^bb1(%a : i32), 7: ^bb2]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %c9 : i32
}

// -----

// CHECK: func.func @switch_default_only(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @switch_default_only(%flag: i32, %a: i32) -> i32 {
  cf.switch %flag : i32, [default: ^bb1(%a : i32)]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK: func.func @br_to_single_predecessor(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @br_to_single_predecessor(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}

// -----

// CHECK: func.func @forwarding_blocks(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @forwarding_blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}

// -----

// CHECK: func.func @forwarding_in_a_loop(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forwarding_in_a_loop(%n: i32, %c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  return
}

// -----

// CHECK: func.func @assert_true(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "may fail"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_true(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "never fails"
  cf.assert %c, "may fail"
  return
}

// -----

// CHECK: func.func @switch_case_argument_unused(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 1: ^bb2(%arg2 : i32),
// CHECK-NEXT: 2: ^bb3(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3(%2: i32):  // pred: ^bb0
// CHECK-NEXT: "test.use"(%2) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_case_argument_unused(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [default: ^bb1(%a : i32), 1: ^bb2(%a, %b : i32, i32), 2: ^bb3(%b : i32)]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32, %z: i32):
  "test.use"(%z) : (i32) -> ()
  return
^bb3(%w: i32):
  "test.use"(%w) : (i32) -> ()
  return
}
