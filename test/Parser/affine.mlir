// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s

/// Affine maps and integer sets end at the `>` after their results or
/// constraints: the `>` of a comparison (`>=`) or of an arrow (`->`) does
/// not close them. They are printed through `#map` and `#set` aliases, as
/// mlir-opt-22 prints them (sorted by name: maps first).

// CHECK:      #map = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 mod 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 - s0 == 0, s0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.a"() {m = #map, s = #set, t = #set1, u = #set} : () -> ()
// CHECK-NEXT: }
"test.a"() {s = affine_set<(d0) : (d0 >= 0)>, t = affine_set<(d0)[s0] : (d0 - s0 == 0, s0 >= 0)>, u = affine_set<(d0) : (d0 >= 0)>, m = affine_map<(d0)[s0] -> (d0 floordiv 2, s0 mod 3)>} : () -> ()
