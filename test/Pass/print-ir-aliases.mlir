// RUN: ir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cse),cse)' -mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s

/// IR dumps print as mlir-opt-22's: a function dumped for a function pass
/// is printed in local scope (everything in place, no alias); the module
/// dumped for a module pass is a top-level op, with its aliases defined
/// before it and one more newline after it.

// CHECK:      // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @g(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 7)>>) {
// CHECK-NEXT:   "test.h"() {k = affine_map<(d0) -> (d0 + 4)>} : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32, #map>) {
// CHECK-NEXT:     "test.h"() {k = #map1} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:  {{.}}
func.func @g(%m: memref<4xf32, affine_map<(d0) -> (d0 + 7)>>) {
  "test.h"() {k = affine_map<(d0) -> (d0 + 4)>} : () -> ()
  return
}
