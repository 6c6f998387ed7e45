// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-print-dominance))' -o %t | FileCheck %s
// RUN: FileCheck %s --check-prefix=FILE < %t

/// What passes print for the user goes to the terminal, as mlir-opt's
/// llvm::outs(), even when -o sends the IR to a file; the file holds only IR.

// CHECK: Testing : f
// CHECK-NOT: func.func @f
// FILE-NOT: Testing :
// FILE: func.func @f
func.func @f() {
  return
}
