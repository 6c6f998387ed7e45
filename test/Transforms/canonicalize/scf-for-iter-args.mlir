// RUN: ir-opt %s --canonicalize | FileCheck %s

/// `scf.for` loses the iter_args that carry nothing, as mlir-opt's
/// canonicalize does: one yielded back unchanged or yielding its initial
/// value holds that value all along, and one read neither in the body nor
/// after the loop is not needed. The others stay.

// CHECK-LABEL: func.func @yielded_back
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %arg0 step %{{.*}} iter_args(%[[A:.*]] = %c0_i32) -> (i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %arg1 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %c0_i32 : i32, i32
func.func @yielded_back(%n: index, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %i0, %same = %i0) -> (i32, i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s, %same : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @yields_its_initial_value
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg1) -> (i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.muli %[[A]], %arg1 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %arg1 : i32, i32
func.func @yields_its_initial_value(%n: index, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s = arith.muli %a, %b : i32
    scf.yield %s, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @read_by_no_one
// CHECK:         scf.for %{{.*}} iter_args(%[[A:.*]] = %arg1) -> (i32) {
// CHECK-NOT:     %arg2
// CHECK:         return
func.func @read_by_no_one(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %unused = %x) -> (i32, i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s, %y : i32, i32
  }
  return %r#0 : i32
}

/// Every iter_arg goes: the loop keeps its side effects and no results.
// CHECK-LABEL: func.func @all_go
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %arg0 step %{{.*}} {
// CHECK-NEXT:      memref.store %arg1, %arg2[%[[I]]] : memref<8xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg1 : i32
func.func @all_go(%n: index, %x: i32, %m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    memref.store %a, %m[%i] : memref<8xi32>
    scf.yield %a : i32
  }
  return %r : i32
}

/// Two iter_args with the same initial and yielded values hold the same
/// value: the second becomes the first.
// CHECK-LABEL: func.func @twins
// CHECK:         %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg1) -> (i32) {
// CHECK-NEXT:      memref.store %[[A]], %arg2[%{{.*}}] : memref<8xi32>
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[R]] : i32, i32
func.func @twins(%n: index, %x: i32, %m: memref<8xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    memref.store %b, %m[%i] : memref<8xi32>
    %s = arith.addi %a, %b : i32
    scf.yield %s, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

/// Values the loop changes stay, whether read after the loop or only in
/// the body.
// CHECK-LABEL: func.func @carried_values_stay
// CHECK:         scf.for %{{.*}} iter_args(%{{.*}} = %arg1, %{{.*}} = %arg3) -> (i32, i32) {
func.func @carried_values_stay(%n: index, %x: i32, %m: memref<8xi32>, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    memref.store %b, %m[%i] : memref<8xi32>
    %s = arith.addi %a, %b : i32
    %t = arith.muli %a, %b : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}
