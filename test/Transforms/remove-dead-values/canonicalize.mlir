// Not supported yet (a known gap against mlir-opt-22): the loops are
// rewritten as MLIR's are, but the `ub.poison` left unused before each
// loop is erased by our canonicalization where mlir-opt-22 keeps it.
// Expected to fail.
// XFAIL: *
// RUN: ir-opt %s --remove-dead-values | FileCheck %s

/// With `canonicalize` (the default) the canonicalization patterns run on
/// every region-branch op after the cleanup, removing the results and
/// region arguments left carrying poison.

// CHECK-LABEL: func.func @for_dead_iter_arg
// CHECK-NEXT:    %{{.*}} = ub.poison : i32
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{[a-z0-9_]+}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:[a-z0-9_]+]] = %{{.*}}) -> (i32) {
// CHECK-NEXT:      %[[A2:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      %{{.*}} = ub.poison : i32
// CHECK-NEXT:      scf.yield %[[A2]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @for_dead_iter_arg(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %b : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @while_dead_value
// CHECK:         %{{.*}} = scf.while (%{{[a-z0-9_]+}} = %{{.*}}) : (i32) -> i32 {
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
