// RUN: ir-opt %s --dce | FileCheck %s
// RUN: ir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: ir-opt %s --dce --canonicalize | FileCheck %s --check-prefix=BOTH
// RUN: ir-opt %s --dce | ir-run -e main --args 5 - | FileCheck %s --check-prefix=EXEC
// RUN: ir-opt %s --canonicalize | ir-run -e main --args 5 - | FileCheck %s --check-prefix=EXEC
// RUN: ir-run -e main --args 5 %s | FileCheck %s --check-prefix=EXEC

/// A value an `scf.for` carries around its loop that nothing after the
/// loop reads and that feeds only its own next iteration is dead, however
/// it is computed: `dce` makes the yield pass the iter_arg back unchanged
/// and erases the computation; `canonicalize` then drops the iter_arg
/// (one passed back unchanged carries nothing). `canonicalize` alone
/// keeps the cycle, as mlir-opt-22's does (its region simplification
/// follows MLIR's region DCE, for which a live terminator's operands are
/// live); `remove-dead-values` removes it.

// CHECK-LABEL: func.func @dead_cycle
// CHECK:         scf.for %{{.*}} iter_args(%[[A:.*]] = %c1_i32, %[[D:.*]] = %c1_i32) -> (i32, i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %arg1 : i32
// CHECK-NEXT:      scf.yield %[[S]], %[[D]] : i32, i32
// CHECK-NEXT:    }
// CANON-LABEL: func.func @dead_cycle
// CANON:         scf.for %{{.*}} iter_args(%[[A:.*]] = %c1_i32, %[[D:.*]] = %c1_i32) -> (i32, i32) {
// CANON-NEXT:      %[[S:.*]] = arith.addi %[[A]], %arg1 : i32
// CANON-NEXT:      %[[M:.*]] = arith.muli %[[D]], %arg1 : i32
// CANON-NEXT:      %[[T:.*]] = arith.xori %[[M]], %[[S]] : i32
// CANON-NEXT:      scf.yield %[[S]], %[[T]] : i32, i32
// CANON-NEXT:    }
// BOTH-LABEL: func.func @dead_cycle
// BOTH:         scf.for %{{.*}} iter_args(%[[A:.*]] = %c1_i32) -> (i32) {
// BOTH-NEXT:      %[[S:.*]] = arith.addi %[[A]], %arg1 : i32
// BOTH-NEXT:      scf.yield %[[S]] : i32
// BOTH-NEXT:    }
func.func @dead_cycle(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %one, %d = %one) -> (i32, i32) {
    %s = arith.addi %a, %x : i32
    %m = arith.muli %d, %x : i32
    %t = arith.xori %m, %s : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

/// Two carried values that feed each other and nothing else die together.
// CHECK-LABEL: func.func @dead_pair
// CHECK-NOT:     arith.muli
// CHECK:         scf.yield %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32
// CANON-LABEL: func.func @dead_pair
// CANON:         scf.for %{{.*}} iter_args(%{{.*}} = %arg1, %{{.*}} = %arg1, %{{.*}} = %arg1) -> (i32, i32, i32) {
// CANON-COUNT-2:   arith.muli
// BOTH-LABEL: func.func @dead_pair
// BOTH:         scf.for %{{.*}} iter_args(%{{.*}} = %arg1) -> (i32) {
func.func @dead_pair(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %p = %x, %q = %x) -> (i32, i32, i32) {
    %s = arith.addi %a, %x : i32
    %np = arith.muli %q, %x : i32
    %nq = arith.muli %p, %x : i32
    scf.yield %s, %np, %nq : i32, i32, i32
  }
  return %r#0 : i32
}

/// Carried values something reads stay: after the loop, or in the loop by
/// an op with a side effect.
// CHECK-LABEL: func.func @live_carried
// CHECK:         scf.for %{{.*}} iter_args(%[[A:.*]] = %arg1, %[[B:.*]] = %arg1) -> (i32, i32) {
// CHECK-NEXT:      memref.store %[[B]], %arg2[%{{.*}}] : memref<8xi32>
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %arg1 : i32
// CHECK-NEXT:      %[[T:.*]] = arith.muli %[[B]], %arg1 : i32
// CHECK-NEXT:      scf.yield %[[S]], %[[T]] : i32, i32
func.func @live_carried(%n: index, %x: i32, %m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    memref.store %b, %m[%i] : memref<8xi32>
    %s = arith.addi %a, %x : i32
    %t = arith.muli %b, %x : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

/// What the program computes is unchanged: 1 + 5 * 3 and 3 + 5 * 3.
// EXEC: 16
// EXEC-NEXT: 18
func.func @main(%n: i32) -> (i32, i32) {
  %three = arith.constant 3 : i32
  %count = arith.index_cast %n : i32 to index
  %r = func.call @dead_cycle(%count, %three) : (index, i32) -> i32
  %r2 = func.call @dead_pair(%count, %three) : (index, i32) -> i32
  return %r, %r2 : i32, i32
}
