// RUN: ir-opt %s -mlir-print-debuginfo | FileCheck %s
// RUN: ir-opt %s -mlir-print-debuginfo | ir-opt -mlir-print-debuginfo | FileCheck %s

/// With -mlir-print-debuginfo, the arguments a function declares in its
/// signature keep their locations, after their attributes, printed in
/// place; the aliases of argument locations are defined before the module
/// and those only op locations use after it (as mlir-opt-22 prints them).

// CHECK:      #loc2 = loc("first")
// CHECK-NEXT: #loc3 = loc("second")
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @located(%arg0: i32 loc("first"), %arg1: i64 {my.attr} loc("second")) -> i32 {
// CHECK-NEXT: return %arg0 : i32 loc(#loc4)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("function")
// CHECK-NEXT: #loc4 = loc("ret")
func.func @located(%a: i32 loc("first"), %b: i64 {my.attr} loc("second")) -> i32 {
  return %a : i32 loc("ret")
} loc("function")
