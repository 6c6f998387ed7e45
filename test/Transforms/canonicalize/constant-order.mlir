// RUN: ir-opt %s --canonicalize | FileCheck %s

/// The driver visits ops in program order after sharing the constants
/// already in the IR, as mlir-opt-22's does, so constants come out in the
/// same order: here folded ones first (the latest fold in front, as the
/// next round moves them there in program order), then the existing ones,
/// then the one a pattern made (right after them, so it stays).
/// `constant-placement.mlir` has the rule.

// CHECK-LABEL: func.func @constant_order
// CHECK-NEXT:    %[[C19:.*]] = arith.constant 19 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C12]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %[[C2]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.subi %[[M]], %[[C1]] : i32
// CHECK-NEXT:    return %[[A]], %[[C3]], %[[S]], %[[C19]]
func.func @constant_order(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %a, %c5 : i32
  %1 = arith.addi %0, %c7 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %2 = arith.addi %c1, %c2 : i32
  %3 = arith.muli %b, %c2 : i32
  %4 = arith.subi %3, %c1 : i32
  %c9 = arith.constant 9 : i32
  %c10 = arith.constant 10 : i32
  %5 = arith.addi %c9, %c10 : i32
  return %1, %2, %4, %5 : i32, i32, i32, i32
}
