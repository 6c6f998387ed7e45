// RUN: ir-opt %s --convert-scf-to-cf | FileCheck %s

/// `scf.if` with results: the "then" and "else" blocks branch to a new
/// block taking the results, which branches on to the rest of the block.

// CHECK-LABEL: func.func @results
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    cf.br ^bb3(%[[SUM]] : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%[[B]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    return %[[R]] : i32
func.func @results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

/// Without results or "else": the condition skips to the rest of the
/// block directly.

// CHECK-LABEL: func.func @no_else
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
func.func @no_else(%c: i1, %a: i32) {
  scf.if %c {
    %y = arith.muli %a, %a : i32
  }
  return
}

/// Nested: the outer `scf.if` first, then the inner one in its "then"
/// block, whose continuation branches on to the outer continuation.

// CHECK-LABEL: func.func @nested
// CHECK-SAME:      (%[[C:.*]]: i1, %[[D:.*]]: i1) -> i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb6
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %[[D]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb4(%[[ONE]] : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    cf.br ^bb4(%[[TWO]] : i32)
// CHECK-NEXT:  ^bb4(%[[IN:.*]]: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    cf.br ^bb5
// CHECK-NEXT:  ^bb5:  // pred: ^bb4
// CHECK-NEXT:    cf.br ^bb7(%[[IN]] : i32)
// CHECK-NEXT:  ^bb6:  // pred: ^bb0
// CHECK-NEXT:    %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    cf.br ^bb7(%[[THREE]] : i32)
// CHECK-NEXT:  ^bb7(%[[OUT:.*]]: i32):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT:    cf.br ^bb8
// CHECK-NEXT:  ^bb8:  // pred: ^bb7
// CHECK-NEXT:    return %[[OUT]] : i32
func.func @nested(%c: i1, %d: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %x = scf.if %d -> i32 {
      %one = arith.constant 1 : i32
      scf.yield %one : i32
    } else {
      %two = arith.constant 2 : i32
      scf.yield %two : i32
    }
    scf.yield %x : i32
  } else {
    %three = arith.constant 3 : i32
    scf.yield %three : i32
  }
  return %r : i32
}
