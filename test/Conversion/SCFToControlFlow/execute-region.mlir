// RUN: ir-opt %s --convert-scf-to-cf | FileCheck %s

/// `scf.execute_region`: a branch into its inlined blocks; each `scf.yield`
/// branches to the rest of the enclosing block, which takes the results.

// CHECK-LABEL: func.func @blocks
// CHECK-SAME:      (%[[C:.*]]: i1) -> i32
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb4(%[[ONE]] : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    cf.br ^bb4(%[[TWO]] : i32)
// CHECK-NEXT:  ^bb4(%[[R:.*]]: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    return %[[R]] : i32
func.func @blocks(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

/// Block arguments inside the region stay; ops after the region move to
/// the block that takes the results.

// CHECK-LABEL: func.func @arguments
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb2(%[[ONE]] : i32)
// CHECK-NEXT:  ^bb2(%[[V:.*]]: i32):  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%[[V]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):  // pred: ^bb2
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[R]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @arguments(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    cf.br ^bb1(%c : i32)
  ^bb1(%v: i32):
    scf.yield %v : i32
  }
  %s = arith.addi %r, %r : i32
  return %s : i32
}
