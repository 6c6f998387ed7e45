// RUN: ir-opt %s -split-input-file --canonicalize | FileCheck %s

/// An allocation nothing reads goes with its stores and deallocations, as
/// mlir-opt-22 canonicalizes it; a read or an escape keeps it.

// CHECK-LABEL: func.func @only_stored
// CHECK-NEXT:    return
func.func @only_stored(%v: i32, %i: index) {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  %h = memref.alloc() : memref<4xi32>
  memref.store %v, %h[%i] : memref<4xi32>
  memref.dealloc %h : memref<4xi32>
  return
}

// -----

// CHECK-LABEL: func.func @loaded
// CHECK-NEXT:    %[[A:.*]] = memref.alloca()
// CHECK-NEXT:    memref.store %arg0, %[[A]][]
// CHECK-NEXT:    %[[V:.*]] = memref.load %[[A]][]
// CHECK-NEXT:    return %[[V]]
func.func @loaded(%v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

/// The inner allocation is stored into the outer one, which is read: it
/// escapes, and stays even though only stores use it.

// CHECK-LABEL: func.func @stored_as_value
// CHECK-NEXT:    %[[INNER:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %[[INNER]][]
// CHECK-NEXT:    %[[OUTER:.*]] = memref.alloca() : memref<memref<i32>>
// CHECK-NEXT:    memref.store %[[INNER]], %[[OUTER]][]
// CHECK-NEXT:    %[[R:.*]] = memref.load %[[OUTER]][]
// CHECK-NEXT:    return %[[R]]
func.func @stored_as_value(%v: i32) -> memref<i32> {
  %inner = memref.alloca() : memref<i32>
  memref.store %v, %inner[] : memref<i32>
  %outer = memref.alloca() : memref<memref<i32>>
  memref.store %inner, %outer[] : memref<memref<i32>>
  %r = memref.load %outer[] : memref<memref<i32>>
  return %r : memref<i32>
}
