// RUN: ir-opt %s | FileCheck %s

/// Results are named as mlir-opt names them (`%alloc`, `%alloca`, `%cast`,
/// made unique with `_N` across the function), loads are numbered.

// CHECK-LABEL: func.func @names
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<f32>
// CHECK-NEXT: %cast_2 = memref.cast %alloca : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %0 = memref.load %alloca_1[] : memref<f32>
func.func @names() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %d = memref.cast %a : memref<4xf32> to memref<?xf32>
  %e = memref.alloca() : memref<f32>
  %f = memref.cast %b : memref<4xf32> to memref<*xf32>
  %g = memref.load %e[] : memref<f32>
  return
}
