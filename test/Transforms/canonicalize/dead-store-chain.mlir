// RUN: ir-opt %s --canonicalize | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22 stops at its bound of 10 iterations with three of the thirteen allocas left, not converged (test-convergence fails)

/// Thirteen allocas, each stored twice with the two loads of the one
/// before. Only the last is dead at first; erasing it kills the loads
/// that fed it, and with them the last use but stores of the one before.
/// Our worklist revisits every op that loses a use, so the whole chain
/// goes in one round. mlir-opt-22's revisits an operand's defining op only
/// when at most one other use is left, so here it erases one alloca per
/// iteration and stops at its bound of 10 with three left. Where MLIR's
/// driver converges, the fixed point is the same; here ours reaches it.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @chain(%arg0: i32) {
  %a0 = memref.alloca() : memref<i32>
  memref.store %arg0, %a0[] : memref<i32>
  memref.store %arg0, %a0[] : memref<i32>
  %a1 = memref.alloca() : memref<i32>
  %l1 = memref.load %a0[] : memref<i32>
  %m1 = memref.load %a0[] : memref<i32>
  memref.store %l1, %a1[] : memref<i32>
  memref.store %m1, %a1[] : memref<i32>
  %a2 = memref.alloca() : memref<i32>
  %l2 = memref.load %a1[] : memref<i32>
  %m2 = memref.load %a1[] : memref<i32>
  memref.store %l2, %a2[] : memref<i32>
  memref.store %m2, %a2[] : memref<i32>
  %a3 = memref.alloca() : memref<i32>
  %l3 = memref.load %a2[] : memref<i32>
  %m3 = memref.load %a2[] : memref<i32>
  memref.store %l3, %a3[] : memref<i32>
  memref.store %m3, %a3[] : memref<i32>
  %a4 = memref.alloca() : memref<i32>
  %l4 = memref.load %a3[] : memref<i32>
  %m4 = memref.load %a3[] : memref<i32>
  memref.store %l4, %a4[] : memref<i32>
  memref.store %m4, %a4[] : memref<i32>
  %a5 = memref.alloca() : memref<i32>
  %l5 = memref.load %a4[] : memref<i32>
  %m5 = memref.load %a4[] : memref<i32>
  memref.store %l5, %a5[] : memref<i32>
  memref.store %m5, %a5[] : memref<i32>
  %a6 = memref.alloca() : memref<i32>
  %l6 = memref.load %a5[] : memref<i32>
  %m6 = memref.load %a5[] : memref<i32>
  memref.store %l6, %a6[] : memref<i32>
  memref.store %m6, %a6[] : memref<i32>
  %a7 = memref.alloca() : memref<i32>
  %l7 = memref.load %a6[] : memref<i32>
  %m7 = memref.load %a6[] : memref<i32>
  memref.store %l7, %a7[] : memref<i32>
  memref.store %m7, %a7[] : memref<i32>
  %a8 = memref.alloca() : memref<i32>
  %l8 = memref.load %a7[] : memref<i32>
  %m8 = memref.load %a7[] : memref<i32>
  memref.store %l8, %a8[] : memref<i32>
  memref.store %m8, %a8[] : memref<i32>
  %a9 = memref.alloca() : memref<i32>
  %l9 = memref.load %a8[] : memref<i32>
  %m9 = memref.load %a8[] : memref<i32>
  memref.store %l9, %a9[] : memref<i32>
  memref.store %m9, %a9[] : memref<i32>
  %a10 = memref.alloca() : memref<i32>
  %l10 = memref.load %a9[] : memref<i32>
  %m10 = memref.load %a9[] : memref<i32>
  memref.store %l10, %a10[] : memref<i32>
  memref.store %m10, %a10[] : memref<i32>
  %a11 = memref.alloca() : memref<i32>
  %l11 = memref.load %a10[] : memref<i32>
  %m11 = memref.load %a10[] : memref<i32>
  memref.store %l11, %a11[] : memref<i32>
  memref.store %m11, %a11[] : memref<i32>
  %a12 = memref.alloca() : memref<i32>
  %l12 = memref.load %a11[] : memref<i32>
  %m12 = memref.load %a11[] : memref<i32>
  memref.store %l12, %a12[] : memref<i32>
  memref.store %m12, %a12[] : memref<i32>
  return
}
