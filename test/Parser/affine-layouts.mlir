// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s

/// Affine maps compare by their simplified form: two spellings of one map
/// share an alias, and a memref layout that simplifies to the identity
/// (symbols bound or not) is the default layout and is not printed.

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "test.a"() {a = #map, b = #map, c = #map1} : () -> memref<4x4xf32>
// CHECK-NEXT:   %1 = "test.b"() : () -> memref<4xf32>
// CHECK-NEXT:   %2 = "test.c"() : () -> memref<4xf32>
// CHECK-NEXT:   %3 = "test.d"() : () -> memref<4x4xf32, #map1>
// CHECK-NEXT:   %4 = "test.e"() : () -> memref<4xf32, #map2>
// CHECK-NEXT: }
%0 = "test.a"() {a = affine_map<(d0) -> (d0 + 1)>, b = affine_map<(x) -> (1 + x)>, c = affine_map<(i, j) -> (j, i)>} : () -> memref<4x4xf32, affine_map<(i, j) -> (i, j)>>
%1 = "test.b"() : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0)>>
%2 = "test.c"() : () -> memref<4xf32, affine_map<(d0) -> (d0 * 1 + 0)>>
%3 = "test.d"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
%4 = "test.e"() : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
