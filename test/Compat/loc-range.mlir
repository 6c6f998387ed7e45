// Compat with mlir-opt-22: file-line-column ranges "f":L:C to L2:C2 and
// "f":L:C to :C2 (on one line) are kept and printed back.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      #loc = loc("range.c":1:2 to 3:4)
// CHECK-NEXT: #loc1 = loc("range.c":1:2 to :4)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() {l = #loc, m = #loc1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.a"() {l = loc("range.c":1:2 to 3:4), m = loc("range.c":1:2 to :4)} : () -> ()
