// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s

/// Location aliases may be used before their definition at the end of the
/// file, as `mlir-opt -mlir-print-debuginfo` writes them; locations of every
/// kind read and print back, through aliases numbered as mlir-opt-22 does:
/// locations nested in others first.

// CHECK:      "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT: "foo.b"() : () -> () loc(#loc7)
// CHECK-NEXT: "foo.c"() : () -> () loc(#loc8)
// CHECK-NEXT: "foo.d"() : () -> () loc(#loc9)
// CHECK-NEXT: "foo.e"() : () -> () loc(#loc6)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}location-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("a.mlir":3:4)
// CHECK-NEXT: #loc2 = loc("callee.mlir":1:2)
// CHECK-NEXT: #loc3 = loc("x.mlir":1:1)
// CHECK-NEXT: #loc4 = loc("y.mlir":2:2)
// CHECK-NEXT: #loc5 = loc("n.mlir":5:6)
// CHECK-NEXT: #loc6 = loc(unknown)
// CHECK-NEXT: #loc7 = loc(callsite(#loc2 at #loc1))
// CHECK-NEXT: #loc8 = loc(fused[#loc3, #loc4])
// CHECK-NEXT: #loc9 = loc("name"(#loc5))
"foo.a"() : () -> () loc(#loc1)
"foo.b"() : () -> () loc(#loc2)
"foo.c"() : () -> () loc(fused["x.mlir":1:1, "y.mlir":2:2])
"foo.d"() : () -> () loc("name"("n.mlir":5:6))
"foo.e"() : () -> () loc(unknown)
#loc1 = loc("a.mlir":3:4)
#loc2 = loc(callsite("callee.mlir":1:2 at #loc1))
