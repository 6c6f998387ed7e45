// RUN: ir-opt %s --canonicalize | FileCheck %s

/// Where folded constants go, as mlir-opt-22 leaves them: a fold makes
/// its constant just before the folded op, and the next round shares the
/// constants in program order, moving each to the front of the entry
/// block unless it is first there or right after a constant shared
/// before it. Constants shared at the start stay in front; dead code is
/// erased only after that sharing.

/// The folded op comes right after the constants: its constant stays
/// after them, in the order of the folds.
// CHECK-LABEL: func.func @after_the_constants
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %[[C3]], %[[C4]] : i32
// CHECK-NEXT:    return %[[S]], %[[C7]], %[[C12]]
func.func @after_the_constants(%c: i1) -> (i32, i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %s = arith.addi %a, %b : i32
  %u = arith.muli %a, %b : i32
  %t = arith.select %c, %a, %b : i32
  return %t, %s, %u : i32, i32, i32
}

/// Another op comes first: the folded constant goes to the front, before
/// the constants that were moved there one by one (the last first).
// CHECK-LABEL: func.func @after_another_op
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %[[C3]], %[[C4]] : i32
// CHECK-NEXT:    return %[[S]], %[[C7]], %[[Y]]
func.func @after_another_op(%c: i1, %x: i32) -> (i32, i32, i32) {
  %y = arith.addi %x, %x : i32
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %s = arith.addi %a, %b : i32
  %t = arith.select %c, %a, %b : i32
  return %t, %s, %y : i32, i32, i32
}

/// A fold that needs no constant (`xori %x, %x`) places its constant
/// before the op all the same; the next round moves the constants after
/// other ops to the front in program order.
// CHECK-LABEL: func.func @fold_without_constants
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.ceildivsi %[[C0]], %arg0 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[D]], %[[C1]] : i32
// CHECK-NEXT:    return %[[D]], %[[A]]
func.func @fold_without_constants(%x: i32) -> (i32, i32) {
  %0 = arith.xori %x, %x : i32
  %1 = arith.ceildivsi %0, %x : i32
  %c1 = arith.constant 1 : index
  %5 = arith.index_cast %c1 : index to i32
  %7 = arith.addi %5, %1 : i32
  return %1, %7 : i32, i32
}

/// Constants are shared before dead code goes: the dead `ub.poison` of
/// the entry block takes the place of the one in `^bb1`, after the
/// constant that dead code preceded.
// CHECK-LABEL: func.func @shared_before_dead_code_goes
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i8
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i8
// CHECK-NEXT:    %[[B:.*]] = arith.cmpi sgt, %[[P]], %[[C0]] : i8
// CHECK-NEXT:    cf.cond_br %[[B]]
func.func @shared_before_dead_code_goes(%x: i32) {
  %0 = arith.cmpi sgt, %x, %x : i32
  %1 = ub.poison : i8
  %c0_i8 = arith.constant 0 : i8
  cf.br ^bb1
^bb1:
  %2 = ub.poison : i8
  %3 = arith.cmpi sgt, %2, %c0_i8 : i8
  cf.cond_br %3, ^bb2, ^bb3
^bb2:
  return
^bb3:
  return
}

/// `c & c` folds to a new constant (MLIR folds constants before `x & x`),
/// made in `^bb1`; the old one goes with its last use, and the next round
/// moves the new one to the front, before the one shared from `^bb2`.
// CHECK-LABEL: func.func @and_of_one_constant
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[L:.*]] = arith.cmpi sle, %arg0, %[[C1]] : i32
// CHECK:         return %[[C3]] : i32
func.func @and_of_one_constant(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1_i32 = arith.constant 1 : i32
  %1 = arith.andi %c1_i32, %c1_i32 : i32
  %2 = arith.cmpi sle, %x, %1 : i32
  cf.cond_br %2, ^bb3, ^bb4
^bb2:
  %3 = arith.constant 3 : i32
  return %3 : i32
^bb3:
  return %x : i32
^bb4:
  return %1 : i32
}
