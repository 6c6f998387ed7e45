// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// Each memref op in its custom form, printed back as mlir-opt prints it.

// CHECK-LABEL: func.func @alloc_static
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT: return %alloc : memref<4x8xf32>
func.func @alloc_static() -> memref<4x8xf32> {
  %m = memref.alloc() : memref<4x8xf32>
  return %m : memref<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_dynamic
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x4x?xi32>
func.func @alloc_dynamic(%n: index, %k: index) {
  %m = memref.alloc(%n, %k) : memref<?x4x?xi32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_symbols
// CHECK-NEXT: %alloc = memref.alloc(%arg0)[%arg1, %arg0] : memref<?x4xf32, strided<[?, 1], offset: ?>>
func.func @alloc_symbols(%n: index, %s: index) {
  %m = memref.alloc(%n)[%s, %n] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_alignment
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
func.func @alloc_alignment() {
  %m = memref.alloc() {alignment = 64} : memref<16xi8>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_memory_space
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32, 1>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32, "shared">
func.func @alloc_memory_space() {
  %m = memref.alloc() : memref<4xf32, 1>
  %s = memref.alloc() : memref<4xf32, "shared">
  return
}

// -----

// CHECK-LABEL: func.func @alloc_discardable_attr
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 16 : i64, tag = "x"} : memref<2xf64>
func.func @alloc_discardable_attr() {
  %m = memref.alloc() {tag = "x", alignment = 16} : memref<2xf64>
  return
}

// -----

// CHECK-LABEL: func.func @alloca_scalar
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<1x1xf32>
func.func @alloca_scalar() {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<1x1xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloca_dynamic
// CHECK-NEXT: %alloca = memref.alloca(%arg0) {alignment = 8 : i64} : memref<?xi64>
func.func @alloca_dynamic(%n: index) {
  %a = memref.alloca(%n) {alignment = 8} : memref<?xi64>
  return
}

// -----

// CHECK-LABEL: func.func @alloca_vector_elements
// CHECK-NEXT: %alloca = memref.alloca() : memref<3xvector<4xf32>>
func.func @alloca_vector_elements() {
  %a = memref.alloca() : memref<3xvector<4xf32>>
  return
}

// -----

// CHECK-LABEL: func.func @dealloc
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<*xf32>
func.func @dealloc(%m: memref<?xf32>, %u: memref<*xf32>) {
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %u : memref<*xf32>
  return
}

// -----

// CHECK-LABEL: func.func @load
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<4x?xf32>
// CHECK-NEXT: return %0 : f32
func.func @load(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @load_scalar
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<i64>
func.func @load_scalar(%m: memref<i64>) -> i64 {
  %v = memref.load %m[] : memref<i64>
  return %v : i64
}

// -----

// CHECK-LABEL: func.func @load_nontemporal
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] {nontemporal = true} : memref<8xi16>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<8xi16>
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] {alignment = 16 : i64} : memref<8xi16>
func.func @load_nontemporal(%m: memref<8xi16>, %i: index) {
  %a = memref.load %m[%i] {nontemporal = true} : memref<8xi16>
  %b = memref.load %m[%i] {nontemporal = false} : memref<8xi16>
  %c = memref.load %m[%i] {alignment = 16} : memref<8xi16>
  return
}

// -----

// CHECK-LABEL: func.func @store
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1, %arg1] : memref<2x2xi1>
func.func @store(%m: memref<2x2xi1>, %i: index, %v: i1) {
  memref.store %v, %m[%i, %i] : memref<2x2xi1>
  return
}

// -----

// CHECK-LABEL: func.func @store_scalar_with_attrs
// CHECK-NEXT: memref.store %arg1, %arg0[] {alignment = 4 : i64, nontemporal = true} : memref<f32>
func.func @store_scalar_with_attrs(%m: memref<f32>, %v: f32) {
  memref.store %v, %m[] {nontemporal = true, alignment = 4} : memref<f32>
  return
}

// -----

// CHECK-LABEL: func.func @store_layout
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32, strided<[2], offset: 1>>
func.func @store_layout(%m: memref<4xf32, strided<[2], offset: 1>>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<4xf32, strided<[2], offset: 1>>
  return
}

// -----

// CHECK-LABEL: func.func @cast_shapes
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x8xf32>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<?x8xf32> to memref<4x8xf32>
func.func @cast_shapes(%m: memref<4x?xf32>) {
  %a = memref.cast %m : memref<4x?xf32> to memref<?x8xf32>
  %b = memref.cast %a : memref<?x8xf32> to memref<4x8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @cast_unranked
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xi32> to memref<*xi32>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<*xi32> to memref<?xi32>
func.func @cast_unranked(%m: memref<4xi32>) {
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<?xi32>
  return
}

// -----

// CHECK-LABEL: func.func @cast_strided
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[4, 1]>>
func.func @cast_strided(%m: memref<4x4xf32>) {
  %a = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %b = memref.cast %a : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

// CHECK-LABEL: func.func @cast_attr
// CHECK-NEXT: %cast = memref.cast %arg0 {note} : memref<2xf16> to memref<?xf16>
func.func @cast_attr(%m: memref<2xf16>) {
  %a = memref.cast %m {note} : memref<2xf16> to memref<?xf16>
  return
}
