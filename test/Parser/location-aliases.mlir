// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s

/// Location aliases may be used before their definition at the end of the
/// file, as `mlir-opt -mlir-print-debuginfo` writes them; locations of every
/// kind read and print back.

// CHECK: "foo.a"() : () -> () loc("a.mlir":3:4)
"foo.a"() : () -> () loc(#loc1)
// CHECK: "foo.b"() : () -> () loc(callsite("callee.mlir":1:2 at "a.mlir":3:4))
"foo.b"() : () -> () loc(#loc2)
// CHECK: "foo.c"() : () -> () loc(fused["x.mlir":1:1, "y.mlir":2:2])
"foo.c"() : () -> () loc(fused["x.mlir":1:1, "y.mlir":2:2])
// CHECK: "foo.d"() : () -> () loc("name"("n.mlir":5:6))
"foo.d"() : () -> () loc("name"("n.mlir":5:6))
// CHECK: "foo.e"() : () -> () loc(unknown)
"foo.e"() : () -> () loc(unknown)
#loc1 = loc("a.mlir":3:4)
#loc2 = loc(callsite("callee.mlir":1:2 at #loc1))
