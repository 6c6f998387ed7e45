// RUN: ir-opt %s --canonicalize | FileCheck %s

/// An op that folds to a constant gets a new constant just before it (at
/// its place, as MLIR's driver makes one), even when its operand's definer
/// folded first: the next round moves that constant to the entry block,
/// in front of the constants hoisted before it. Here xori(x, poison) is
/// poison, and xori(x, that) is poison again: a new ub.poison, which ends
/// in front of the arith.constant hoisted from the later block, not the
/// ub.poison the chain started from, hoisted behind it.

// CHECK-LABEL: func.func @folded_chain
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    cf.cond_br
// CHECK:         arith.cmpi slt, %arg0, %[[C]] : i32
// CHECK:         return %[[P]] : i32
func.func @folded_chain(%arg0: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb3, ^bb1
^bb1:
  %1 = ub.poison : i32
  %2 = arith.xori %arg0, %1 : i32
  %3 = arith.xori %arg0, %2 : i32
  cf.br ^bb2
^bb2:
  %c0 = arith.constant 0 : i32
  %t = arith.cmpi sgt, %c0, %arg0 : i32
  cf.cond_br %t, ^bb2, ^bb4
^bb3:
  return %arg0 : i32
^bb4:
  return %3 : i32
}
