// RUN: ir-opt %s --sccp | FileCheck %s
// RUN: ir-opt %s --sccp | ir-run - -e for_changes --args=0,3,1 | FileCheck %s --check-prefix=RUN-FOR
// RUN: ir-opt %s --sccp | ir-run - -e kept_loop --args=0,4,1 | FileCheck %s --check-prefix=RUN-KEPT
// RUN: ir-opt %s --sccp | ir-run - -e if_differs --args=false | FileCheck %s --check-prefix=RUN-IF

/// Values flow through the regions of `scf.if`, `scf.for` and `scf.while`
/// as through branches (their `RegionBranch` interface): a region's inputs
/// and the op's results meet what every way in forwards (the op's
/// operands, the regions' terminators), and a region a constant condition
/// rules out never runs. Results and loop-carried values known to be one
/// constant are replaced, as mlir-opt-22's sccp does; what changes around
/// a loop stays. The RUN lines above check that the rewritten program
/// still computes what the input does (8, 9 and 2).

// Both arms yield 7: the result is 7 (plus one folds to 8), and the
// `scf.if`, now unused and pure, goes.
// CHECK-LABEL: func.func @if_same_constant
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1) -> i32 {
// CHECK-NEXT:    %[[C8_I32:[a-zA-Z0-9_.-]+]] = arith.constant 8 : i32
// CHECK-NEXT:    %[[C1_I32:[a-zA-Z0-9_.-]+]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C7_I32:[a-zA-Z0-9_.-]+]] = arith.constant 7 : i32
// CHECK-NEXT:    return %[[C8_I32]] : i32
// CHECK-NEXT:  }
func.func @if_same_constant(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.constant 7 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 7 : i32
    scf.yield %b : i32
  }
  %one = arith.constant 1 : i32
  %s = arith.addi %r, %one : i32
  return %s : i32
}

// Different constants on each arm: the `scf.if` stays.
// CHECK-LABEL: func.func @if_differs
// CHECK:         %[[R:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK:           scf.yield %{{.*}} : i32
// CHECK:         } else {
// CHECK:           scf.yield %{{.*}} : i32
// CHECK:         }
// CHECK:         return %[[R]] : i32
// RUN-IF: 2
func.func @if_differs(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// A constant condition: only the then arm runs, so the else arm's 2 does
// not reach the result.
// CHECK-LABEL: func.func @if_constant_condition
// CHECK-SAME:  () -> i32 {
// CHECK-NEXT:    %[[C1_I32:[a-zA-Z0-9_.-]+]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// CHECK-NEXT:    return %[[C1_I32]] : i32
// CHECK-NEXT:  }
func.func @if_constant_condition() -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// The loop-carried value starts at 5 and each iteration yields it plus
// zero: it is 5 in the body and after the loop (also when the loop runs
// no iteration), and the loop goes.
// CHECK-LABEL: func.func @for_invariant
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C5]] : i32
// CHECK-NEXT:  }
func.func @for_invariant(%lb: index, %ub: index, %st: index) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c5) -> (i32) {
    %z = arith.constant 0 : i32
    %n = arith.addi %acc, %z : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// Each iteration adds one: nothing is constant but the start.
// CHECK-LABEL: func.func @for_changes
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32) {
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[ACC]], %{{.*}} : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// RUN-FOR: 8
func.func @for_changes(%lb: index, %ub: index, %st: index) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c5) -> (i32) {
    %one = arith.constant 1 : i32
    %n = arith.addi %acc, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// A loop with a side effect stays, but its invariant carried value is a
// constant inside it and after it; the induction variable is not.
// CHECK-LABEL: func.func @kept_loop
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[M:.*]] = memref.alloca() : memref<index>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[C3]]) -> (index) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[I]], %[[C3]] : index
// CHECK-NEXT:      memref.store %[[S]], %[[M]][] : memref<index>
// CHECK-NEXT:      scf.yield %[[C3]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L:.*]] = memref.load %[[M]][] : memref<index>
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[L]], %[[C3]] : index
// CHECK-NEXT:    return %[[T]] : index
// RUN-KEPT: 9
func.func @kept_loop(%lb: index, %ub: index, %st: index) -> index {
  %c3 = arith.constant 3 : index
  %m = memref.alloca() : memref<index>
  memref.store %lb, %m[] : memref<index>
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c3) -> (index) {
    %s = arith.addi %i, %acc : index
    memref.store %s, %m[] : memref<index>
    scf.yield %acc : index
  }
  %l = memref.load %m[] : memref<index>
  %t = arith.addi %l, %r : index
  return %t : index
}

// The value carried around a `scf.while` stays 3: the result is 3.
// CHECK-LABEL: func.func @while_invariant
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    return %[[C3]] : i32
// CHECK-NEXT:  }
func.func @while_invariant(%c: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.while (%x = %c3) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// Incremented in the after region: the `scf.while` stays.
// CHECK-LABEL: func.func @while_changes
// CHECK:         scf.while
// CHECK:           scf.condition
// CHECK:           arith.addi
// CHECK:           scf.yield
func.func @while_changes(%c: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.while (%x = %c3) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %y, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}
