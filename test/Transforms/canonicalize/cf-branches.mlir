// RUN: ir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

/// `cf.br`, `cf.cond_br` and `cf.assert` canonicalization, as MLIR's.

/// Blocks entered by a single `cf.br` merge into their predecessor.
// CHECK-LABEL: func.func @br_chain(
// CHECK-NEXT: return %arg0 : i32
func.func @br_chain(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}

/// A constant condition makes the branch unconditional.
// CHECK-LABEL: func.func @cond_br_constant(
// CHECK-NEXT: return %arg0 : i32
func.func @cond_br_constant(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

/// Both ways to one block with the same operands is a `cf.br`.
// CHECK-LABEL: func.func @cond_br_same_target(
// CHECK-NEXT: return %arg1 : i32
func.func @cond_br_same_target(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

/// Both ways to one block with other operands: the operands become a
/// `select`.
// CHECK-LABEL: func.func @cond_br_same_target_other_operands(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @cond_br_same_target_other_operands(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

/// A negated condition stays (MLIR has no pattern swapping the successors).
// CHECK-LABEL: func.func @cond_br_negated(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: %[[V_0:[^ ]+]] = arith.xori %arg0, %[[V_TRUE]] : i1
// CHECK-NEXT: cf.cond_br %[[V_0]], ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return
func.func @cond_br_negated(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

/// In a successor the branch alone enters, the condition is a constant.
// CHECK-LABEL: func.func @cond_br_truth_in_successors(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %[[V_0:[^ ]+]] = "test.a"(%[[V_TRUE]]) : (i1) -> i1
// CHECK-NEXT: return %[[V_TRUE]], %[[V_0]] : i1, i1
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %[[V_FALSE]], %[[V_FALSE]] : i1, i1
func.func @cond_br_truth_in_successors(%c: i1) -> (i1, i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "test.a"(%c) : (i1) -> i1
  return %c, %x : i1, i1
^bb2:
  return %c, %c : i1, i1
}

/// A successor that forwards to another block is bypassed.
// CHECK-LABEL: func.func @cond_br_through_forwarding(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
func.func @cond_br_through_forwarding(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  "test.x"() : () -> ()
  return
^bb3:
  "test.y"() : () -> ()
  return
}

/// Two forwarding blocks passing the same value to one block: one branch.
// CHECK-LABEL: func.func @cond_br_to_equal_forwarders(
// CHECK-NEXT: return %arg1 : i32
func.func @cond_br_to_equal_forwarders(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
}

/// Identical blocks ending in `return` are left apart, as MLIR leaves them.
// CHECK-LABEL: func.func @identical_blocks(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
func.func @identical_blocks(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %a : i32
}

/// Blocks that differ only in a returned value stay apart.
// CHECK-LABEL: func.func @blocks_differing_in_operands(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : i32
func.func @blocks_differing_in_operands(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

/// An unreachable block is erased.
// CHECK-LABEL: func.func @unreachable_block(
// CHECK-NEXT: return %arg0 : i32
func.func @unreachable_block(%a: i32) -> i32 {
  return %a : i32
^bb1:
  cf.br ^bb1
}

/// `cf.assert` of `true` is erased; of `false` it stays.
// CHECK-LABEL: func.func @assert_constants(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK: cf.assert %[[V_FALSE]], "fails"
// CHECK-NEXT: return
func.func @assert_constants() {
  %t = arith.constant true
  cf.assert %t, "holds"
  %f = arith.constant false
  cf.assert %f, "fails"
  return
}

/// A loop argument passed itself around the loop stays (the patterns do
/// not remove block arguments).
// CHECK-LABEL: func.func @loop_argument_invariant(
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK: ^bb1(%[[V_0:[^ ]+]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%[[V_0]] : i32), ^bb2
// CHECK: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %[[V_0]] : i32
func.func @loop_argument_invariant(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  return %x : i32
}

/// Branch weights are kept on a branch that stays.
// CHECK-LABEL: func.func @cond_br_weights_kept(
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return
func.func @cond_br_weights_kept(%c: i1) {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}
