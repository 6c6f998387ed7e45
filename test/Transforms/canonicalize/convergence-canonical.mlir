// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence}))' | FileCheck %s

/// A function already canonical: its one round changes nothing, so it has
/// converged within max-iterations=1 (as in mlir-opt-22).

// CHECK-LABEL: func.func @canonical
// CHECK-NEXT:    return %arg0 : i32
func.func @canonical(%x: i32) -> i32 {
  return %x : i32
}
