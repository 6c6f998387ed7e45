// RUN: ir-opt %s | FileCheck %s

/// Top-level functions are wrapped in an implicit module; values and
/// arguments are numbered per function, as mlir-opt does.

// CHECK: module {
// CHECK-NEXT:   func.func @id(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
"func.func"() <{function_type = (i32) -> i32, sym_name = "id"}> ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) : () -> ()

// CHECK:   func.func @select(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg0 : i32
"func.func"() <{function_type = (i32, i1) -> i32, sym_name = "select"}> ({
^bb0(%x: i32, %c: i1):
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%y: i32):
  "func.return"(%y) : (i32) -> ()
^bb2:
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
