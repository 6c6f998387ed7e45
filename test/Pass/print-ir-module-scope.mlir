// RUN: ir-opt %s --pass-pipeline='builtin.module(builtin.module(func.func(canonicalize)),cse)' -mlir-print-ir-after-all -mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(builtin.module(func.func(canonicalize)),cse)' -mlir-print-ir-after-all -mlir-print-ir-module-scope -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22 refuses -mlir-print-ir-module-scope unless -mlir-disable-threading is given; ir-opt prints the module scope with threads too

/// With -mlir-print-ir-module-scope every dump prints the top-level module,
/// also after a pass on a function two modules down, with the function
/// just changed in place and the ones not yet run on as they were; the
/// header names the op the pass ran on. As mlir-opt-22 prints it (which
/// also needs -mlir-disable-threading; ir-opt runs the nested pipelines
/// one op at a time by itself).

// CHECK:      // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @f) //----- //
// CHECK-NEXT: module @outer {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:       return %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:       %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:       %0 = arith.muli %arg0, %c0_i32 : i32
// CHECK-NEXT:       return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @g) //----- //
// CHECK-NEXT: module @outer {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:       return %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:       %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:       return %c0_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) ('builtin.module' operation: @outer) //----- //
// CHECK-NEXT: module @outer {
module @outer {
  module @inner {
    func.func @f(%a: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %0 = arith.addi %a, %c0 : i32
      return %0 : i32
    }
    func.func @g(%a: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %0 = arith.muli %a, %c0 : i32
      return %0 : i32
    }
  }
}
