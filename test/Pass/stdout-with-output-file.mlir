// RUN: ir-opt %s --test-print-dominance-frontiers -o %t | FileCheck %s
// RUN: FileCheck %s --check-prefix=FILE < %t

/// What passes print for the user goes to the terminal, as mlir-opt's
/// llvm::outs(), even when -o sends the IR to a file; the file holds only IR.

// CHECK: dominance of @f
// CHECK-NOT: func.func @f
// FILE-NOT: dominance of
// FILE: func.func @f
func.func @f() {
  return
}
