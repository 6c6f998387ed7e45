// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22's loop-invariant-code-motion keeps no statistics

/// `num-hoisted` counts the ops moved out of loops, once per loop left:
/// `%k` leaves the inner loop, then the outer one.

// CHECK:      'func.func' Pipeline
// CHECK-NEXT:   LoopInvariantCodeMotion
// CHECK-NEXT:     (S) 2 num-hoisted - Number of ops hoisted out of loops

func.func @f(%a: i32, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %k = arith.subi %a, %a : i32
      "test.op"(%k) : (i32) -> ()
    }
  }
  return
}
