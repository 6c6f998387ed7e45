// RUN: ir-opt %s --remove-dead-values=canonicalize=false | FileCheck %s

/// Region-branch ops without `canonicalize`: an op without memory effects
/// and with no live result goes whole; one that stays keeps its results
/// and region arguments, and each operand it or its terminators forward
/// that is dead, or whose every destination is, becomes `ub.poison` (made
/// right before the op that uses it). What only fed those goes.

// CHECK-LABEL: func.func @if_unused
// CHECK-NEXT:    return
func.func @if_unused(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return
}

// CHECK-LABEL: func.func @if_one_result
// CHECK-SAME:      (%[[C:.*]]: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]]:2 = scf.if %[[C]] -> (i32, i32) {
// CHECK-NEXT:      %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[P]], %[[X]] : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[P2:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[P2]], %[[X]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#1 : i32
func.func @if_one_result(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}

/// An `scf.if` with memory effects stays though its result is unused.

// CHECK-LABEL: func.func @if_stores
// CHECK-SAME:      (%[[M:.*]]: memref<i32>, %[[X:.*]]: i32, %[[C:.*]]: i1) {
// CHECK-NEXT:    %{{.*}} = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      memref.store %[[X]], %[[M]][] : memref<i32>
// CHECK-NEXT:      %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[P]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[P2:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[P2]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @if_stores(%m: memref<i32>, %x: i32, %c: i1) {
  %r = scf.if %c -> i32 {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}

/// An `scf.for` loses nothing but what feeds its dead iter_arg: the
/// initial value and the yielded one become poison.

// CHECK-LABEL: func.func @for_dead_iter_arg
// CHECK-SAME:      (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %{{[a-z0-9_]+}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[A:[a-z0-9_]+]] = %[[X]], %{{[a-z0-9_]+}} = %[[P]]) -> (i32, i32) {
// CHECK-NEXT:      %[[A2:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      %[[P2:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[A2]], %[[P2]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0 : i32
func.func @for_dead_iter_arg(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %b : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

/// `scf.while`: the condition stays; the dead carried value becomes poison
/// at the init, in `scf.condition` and in the `scf.yield`; the constant
/// that started it goes.

// CHECK-LABEL: func.func @while_dead_value
// CHECK-SAME:      (%[[X:.*]]: i32, %[[N:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %[[R:.*]]:2 = scf.while (%[[A:[a-z0-9_]+]] = %[[X]], %{{[a-z0-9_]+}} = %[[P]]) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:      %[[LT:.*]] = arith.cmpi slt, %[[A]], %[[N]] : i32
// CHECK-NEXT:      %[[P2:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.condition(%[[LT]]) %[[A]], %[[P2]] : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[A3:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:      %[[A4:.*]] = arith.addi %[[A3]], %[[A3]] : i32
// CHECK-NEXT:      %[[P3:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[A4]], %[[P3]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0 : i32
func.func @while_dead_value(%x: i32, %n: i32) -> i32 {
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

/// A region that never runs (`scf.if` on `true`) has only dead values: the
/// else branch's computation goes and it yields poison.

// CHECK-LABEL: func.func @if_static
// CHECK-SAME:      (%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[T]] -> (i32) {
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[P]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @if_static(%x: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    %z = arith.muli %x, %x : i32
    scf.yield %z : i32
  }
  return %r : i32
}

/// A pure `scf.for` whose results are unused goes with its bounds.

// CHECK-LABEL: func.func @for_unused
// CHECK-NEXT:    return
func.func @for_unused(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return
}
