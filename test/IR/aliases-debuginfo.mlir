// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | ir-opt -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

/// With -mlir-print-debuginfo every location gets an alias, as mlir-opt-22
/// prints them. Those only op locations use are defined after the module;
/// the others before it: a location also held by an attribute (`b.c`, and
/// so the fused location holding it refers back to it), and a block
/// argument's location, which is printed in place but named for the op
/// that shares it. An affine map only an op location holds is defined
/// after the module too (`#map1`). The output reads back to the same text.

// CHECK:      #loc2 = loc("b.c":3:3)
// CHECK-NEXT: #loc3 = loc("arg.c":1:1)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.a"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.c":1:1)):
// CHECK-NEXT:     "test.b"() : () -> () loc(#loc3)
// CHECK-NEXT:   }) : () -> () loc(#loc7)
// CHECK-NEXT:   "test.c"() {where = #loc2} : () -> () loc(#loc4)
// CHECK-NEXT:   "test.d"() {m = #map} : () -> () loc(#loc8)
// CHECK-NEXT:   "test.e"() : () -> () loc(#loc9)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}aliases-debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("a.c":2:2)
// CHECK-NEXT: #loc4 = loc("c.c":4:4)
// CHECK-NEXT: #loc5 = loc("d.c":5:5)
// CHECK-NEXT: #loc6 = loc("e.c":6:6)
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #loc7 = loc(fused[#loc1, #loc2])
// CHECK-NEXT: #loc8 = loc(fused<#map>[#loc5])
// CHECK-NEXT: #loc9 = loc(fused<#map1>[#loc6])

// GENERIC:      "builtin.module"() ({
// GENERIC:      }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("{{.*}}aliases-debuginfo.mlir":0:0)
"test.a"() ({
^bb0(%x: i32 loc("arg.c":1:1)):
  "test.b"() : () -> () loc("arg.c":1:1)
}) : () -> () loc(fused["a.c":2:2, "b.c":3:3])
"test.c"() {where = loc("b.c":3:3)} : () -> () loc("c.c":4:4)
"test.d"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> () loc(fused<affine_map<(d0) -> (d0 + 1)>>["d.c":5:5])
"test.e"() : () -> () loc(fused<affine_map<(d0) -> (d0 + 2)>>["e.c":6:6])
