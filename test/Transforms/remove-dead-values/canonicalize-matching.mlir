// RUN: ir-opt %s --remove-dead-values | FileCheck %s
// RUN: ir-opt %s --remove-dead-values=canonicalize=true | FileCheck %s

/// With `canonicalize` (the default), where our scf patterns are MLIR's:
/// an `scf.if` on a constant becomes the region it takes (the constant
/// goes with it), and one loses the results nothing uses or that both
/// branches take from outside.

// CHECK-LABEL: func.func @if_static
// CHECK-SAME:      (%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[X]] : i32
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

/// An `scf.if` result left yielding poison is unused and goes; the other
/// one, alike in both branches, becomes the value.

// CHECK-LABEL: func.func @if_one_result
// CHECK-SAME:      (%{{.*}}: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[X]] : i32
func.func @if_one_result(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}

/// Ops outside region-branch ops are not canonicalized.

// CHECK-LABEL: func.func @not_canonicalized
// CHECK-SAME:      (%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[X]], %[[C]] : i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @not_canonicalized(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  return %a : i32
}
