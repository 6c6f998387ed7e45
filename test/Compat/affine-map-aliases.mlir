// Compat with mlir-opt-22: affine maps in attributes and types are printed
// as aliases #map, #map1, ... defined before the top-level op. Numbering
// follows MLIR's alias-collection walk: an op's regions first, then its
// operand types, result types and discardable attributes (in name order);
// one alias per distinct map. Properties (<{...}>) are not aliased.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 6)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0 floordiv 2, d1 mod 3, -d0)>
// CHECK-NEXT: #map6 = affine_map<() -> ()>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.outer"() ({
// CHECK-NEXT:     "foo.inner"() {m = #map} : () -> ()
// CHECK-NEXT:   }) {m = #map1} : () -> ()
// CHECK-NEXT:   %0 = "foo.t"() {a = #map3} : () -> memref<2xf32, #map2>
// CHECK-NEXT:   "foo.u"(%0) {d = #map} : (memref<2xf32, #map2>) -> ()
// CHECK-NEXT:   "foo.v"() <{p = affine_map<(d0) -> (d0 + 5)>}> {q = #map4} : () -> ()
// CHECK-NEXT:   "foo.w"() {x = [#map5], y = {z = #map6}} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.outer"() ({
  "foo.inner"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
}) {m = affine_map<(d0) -> (d0 + 2)>} : () -> ()
%0 = "foo.t"() {a = affine_map<(d0) -> (d0 + 3)>} : () -> memref<2xf32, affine_map<(d0) -> (d0 + 4)>>
"foo.u"(%0) {d = affine_map<(d0) -> (d0 + 1)>} : (memref<2xf32, affine_map<(d0) -> (d0 + 4)>>) -> ()
"foo.v"() <{p = affine_map<(d0) -> (d0 + 5)>}> {q = affine_map<(d0) -> (d0 + 6)>} : () -> ()
"foo.w"() {y = {z = affine_map<() -> ()>}, x = [affine_map<(d0, d1) -> (d0 floordiv 2, d1 mod 3, -d0)>]} : () -> ()
