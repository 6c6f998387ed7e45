// Compat with mlir-opt-22: a block whose only predecessor reaches it over
// several edges (cond_br/switch to the same block) is "N preds" with the
// predecessor repeated once per edge, not "pred:" (MLIR uses
// Block::getSinglePredecessor, which is null when there are two edges).
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "cf.cond_br"(%arg0)[^bb2, ^bb2]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:   "cf.switch"(%arg1)[^bb3, ^bb3, ^bb3]
// CHECK-NEXT: ^bb3:  // 4 preds: ^bb2, ^bb2, ^bb2, ^bb3
// CHECK-NEXT:   "cf.cond_br"(%arg0)[^bb4, ^bb3]
// CHECK-NEXT: ^bb4:  // pred: ^bb3
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "dup"}> ({
^bb0(%c: i1, %x: i32):
  "cf.cond_br"(%c, %x, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%a: i32):
  "cf.cond_br"(%c)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  "cf.switch"(%x)[^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb3:
  "cf.cond_br"(%c)[^bb4, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb4:
  "func.return"() : () -> ()
}) : () -> ()
