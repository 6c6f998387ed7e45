// Compat with mlir-opt-22: the location of the implicit module around
// top-level ops is "file":0:0; with -split-input-file, a later chunk's
// module is on the split-marker line, column 9 (just after the marker).
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}implicit-module-loc.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}implicit-module-loc.mlir":11:1)
"foo.a"() : () -> ()

// -----

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.b"() : () -> () loc(#loc1)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}implicit-module-loc.mlir":13:9)
// CHECK-NEXT: #loc1 = loc("{{.*}}implicit-module-loc.mlir":20:1)
"foo.b"() : () -> ()
