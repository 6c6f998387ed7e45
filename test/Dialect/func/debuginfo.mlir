// RUN: ir-opt %s -mlir-print-debuginfo | FileCheck %s
// RUN: ir-opt %s -mlir-print-debuginfo | ir-opt -mlir-print-debuginfo | FileCheck %s

/// With -mlir-print-debuginfo, the arguments a function declares in its
/// signature keep their locations, after their attributes (as mlir-opt
/// prints them, without its location aliases).

// CHECK: func.func @located(%arg0: i32 loc("first"), %arg1: i64 {my.attr} loc("second")) -> i32 {
// CHECK-NEXT: return %arg0 : i32 loc("ret")
// CHECK-NEXT: } loc("function")
func.func @located(%a: i32 loc("first"), %b: i64 {my.attr} loc("second")) -> i32 {
  return %a : i32 loc("ret")
} loc("function")
