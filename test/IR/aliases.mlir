// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file | ir-opt -allow-unregistered-dialect -split-input-file | FileCheck %s

/// A top-level op prints MLIR's aliases: tuples of more than 16 elements
/// (`!tuple`), affine maps (`#map`) and locations held by attributes
/// (`#loc`), each defined once before the module. Aliases are numbered as
/// mlir-opt-22 numbers them: found in printing order, then sorted by how
/// deeply they nest other aliases, types first, then by name. A callsite
/// holding two aliased locations, and a fused location inside an array,
/// come after everything they hold. The generic form meets an op's result
/// types before its attributes; -mlir-print-local-scope prints everything
/// in place. The output reads back to the same text.

// CHECK:      !tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
// CHECK-NEXT: #loc = loc("x.c":1:2)
// CHECK-NEXT: #loc1 = loc("callee.c":3:4)
// CHECK-NEXT: #loc2 = loc("y.c":5:6)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #loc3 = loc(callsite(#loc1 at #loc))
// CHECK-NEXT: #loc4 = loc(fused<#map1>[#loc2])
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.a"() {big = !tuple, small = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> ()
// CHECK-NEXT:   %0 = "test.b"() {l = #loc, m = #map1} : () -> memref<4xf32, #map>
// CHECK-NEXT:   "test.c"() {c = #loc3, f = [#loc4]} : () -> ()
// CHECK-NEXT: }

// GENERIC:      #map = affine_map<(d0) -> (d0 + 2)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// GENERIC:      %0 = "test.b"() {l = #loc, m = #map1} : () -> memref<4xf32, #map>

// LOCAL:      module {
// LOCAL-NEXT:   "test.a"() {big = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, small = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> ()
// LOCAL-NEXT:   %0 = "test.b"() {l = loc("x.c":1:2), m = affine_map<(d0) -> (d0 + 1)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 2)>>
// LOCAL-NEXT:   "test.c"() {c = loc(callsite("callee.c":3:4 at "x.c":1:2)), f = [loc(fused<affine_map<(d0) -> (d0 + 1)>>["y.c":5:6])]} : () -> ()
// LOCAL-NEXT: }
"test.a"() {big = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, small = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> ()
"test.b"() {m = affine_map<(d0) -> (d0 + 1)>, l = loc("x.c":1:2)} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 2)>>
"test.c"() {c = loc(callsite("callee.c":3:4 at "x.c":1:2)), f = [loc(fused<affine_map<(d0) -> (d0 + 1)>>["y.c":5:6])]} : () -> ()

// -----

/// Each chunk numbers its own aliases. A custom form meets attributes in
/// the order it prints them: `scf.for`'s attributes after its body.

// CHECK:      #map = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK:        "test.in"() {k = #map} : () -> ()
// CHECK-NEXT:   } {tag = #map1}
// CHECK:      "test.after"() {k = #map2} : () -> ()

// GENERIC:      #map = affine_map<(d0) -> (d0 + 4)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 + 5)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "test.in"() {k = affine_map<(d0) -> (d0 + 4)>} : () -> ()
  } {tag = affine_map<(d0) -> (d0 + 5)>}
  return
}
"test.after"() {k = affine_map<(d0) -> (d0 + 3)>} : () -> ()
