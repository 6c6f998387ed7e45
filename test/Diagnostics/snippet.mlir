// RUN: not ir-opt %s 2>&1 | FileCheck %s
// RUN: not ir-opt %s -diagnostic-format=line 2>&1 | FileCheck %s --check-prefix=LINE

/// Errors are shown with the source line and a caret; the op itself
/// follows (without quoting the line again), then the note pointing at the
/// definition. The one-line form is MLIR's.

// CHECK: error: operand #0 does not dominate this use
// CHECK: snippet.mlir:23:3
// CHECK: "test.op"(%late) : (i32) -> ()
// CHECK: ^^^^^^^^^
// CHECK-NEXT: |
// CHECK-NEXT: note: see current operation: "test.op"(%0) : (i32) -> ()
// CHECK-NEXT: note: operand defined here (op in the same block)
// CHECK: snippet.mlir:24:11
// CHECK: %late = "test.op"() : () -> i32

// LINE: snippet.mlir:23:3: error: operand #0 does not dominate this use
// LINE-NEXT: snippet.mlir:23:3: note: see current operation: "test.op"(%0) : (i32) -> ()
// LINE-NEXT: snippet.mlir:24:11: note: operand defined here (op in the same block)

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.op"(%late) : (i32) -> ()
  %late = "test.op"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
