// Compat with mlir-opt-22: a location used as an attribute value is printed
// as an alias #loc (#loc1, ...) defined before the top-level op, even
// without -mlir-print-debuginfo; a location nested in another one refers to
// its alias and is numbered after it (aliases sort by nesting depth first).
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      #loc = loc("x.c":1:2)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("y.c":3:4)
// CHECK-NEXT: #loc3 = loc("n"(#loc2))
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() {l = #loc, m = [#loc1, #loc], n = #loc3} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.a"() {l = loc("x.c":1:2), m = [loc(unknown), loc("x.c":1:2)], n = loc("n"("y.c":3:4))} : () -> ()
