// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | ir-opt -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s

/// A file range `"f":L:C to L2:C2` is kept (`to :C2` when it ends on its
/// first line; a range ending where it starts is the point `"f":L:C`), as
/// mlir-opt-22 keeps it; an empty file name stays empty in a range.

// CHECK:      #loc1 = loc("r.c":1:2 to 3:4)
// CHECK-NEXT: #loc2 = loc("r.c":1:2 to :9)
// CHECK-NEXT: #loc3 = loc("r.c":1:2)
// CHECK-NEXT: #loc4 = loc("":5:6 to 7:8)
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.a"() {a = #loc1, b = #loc2, c = #loc3, d = #loc4} : () -> () loc(#loc1)
"test.a"() {a = loc("r.c":1:2 to 3:4), b = loc("r.c":1:2 to 1:9), c = loc("r.c":1:2 to 1:2), d = loc("":5:6 to 7:8)} : () -> () loc("r.c":1:2 to 3:4)
