// RUN: ir-opt %s --remove-dead-values | FileCheck %s

/// An op goes when it has no memory effect and nothing live uses its
/// results, or when one of its operands is dead. Only what an op that
/// writes, frees or has unknown effects uses keeps values live: a load
/// whose result is unused loses its operands too, and with them itself.
/// Ops that write, allocate or free stay (an unused allocation goes only
/// with its size, when nothing else keeps that live: @dynamic_size).

// CHECK-LABEL: func.func @pure_chain
// CHECK-SAME:      (%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @pure_chain(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %x : i32
  %d = arith.divsi %x, %x : i32
  return %a : i32
}

// CHECK-LABEL: func.func @unused_load
// CHECK-NEXT:    return
func.func @unused_load(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  return
}

// CHECK-LABEL: func.func @load_with_live_operands
// CHECK-SAME:      (%[[M:.*]]: memref<4xi32>, %[[X:.*]]: i32) {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %{{.*}} = memref.load %[[M]][%[[C]]] : memref<4xi32>
// CHECK-NEXT:    memref.store %[[X]], %[[M]][%[[C]]] : memref<4xi32>
// CHECK-NEXT:    return
func.func @load_with_live_operands(%m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  memref.store %x, %m[%c0] : memref<4xi32>
  return
}

// CHECK-LABEL: func.func @allocations
// CHECK-NEXT:    %{{.*}} = memref.alloca() : memref<4xi32>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xi32>
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<?xi32>
// CHECK-NEXT:    %{{.*}} = memref.alloc(%{{.*}}) : memref<?xi32>
// CHECK-NEXT:    return
func.func @allocations(%n: index) {
  %a = memref.alloca() : memref<4xi32>
  %b = memref.alloc(%n) : memref<?xi32>
  memref.dealloc %b : memref<?xi32>
  %c = memref.alloc(%n) : memref<?xi32>
  return
}

// CHECK-LABEL: func.func @stored
// CHECK-SAME:      (%[[M:.*]]: memref<i32>, %[[X:.*]]: i32) {
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    memref.store %[[A]], %[[M]][] : memref<i32>
// CHECK-NEXT:    return
func.func @stored(%m: memref<i32>, %x: i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %a, %x : i32
  memref.store %a, %m[] : memref<i32>
  return
}

/// What a public function returns is live; a constant nothing uses goes.

// CHECK-LABEL: func.func @returned
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @returned() -> i32 {
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %p = ub.poison : i32
  return %c7 : i32
}

// CHECK-LABEL: func.func @dynamic_size
// CHECK-NEXT:    return
func.func @dynamic_size(%n: index) {
  %b = memref.alloc(%n) : memref<?xi32>
  return
}
