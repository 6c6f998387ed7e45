// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22 declares arith.remsi, remui and floordivsi always speculatable, and hoists them whatever the divisor; a zero divisor is undefined for them as for divsi, so here they follow the division rule

func.func private @use(i32)

/// A remainder or floor division by a divisor that may be zero stays in
/// the loop (it would trap where the loop runs no iteration); by a safe
/// constant it leaves.

// CHECK-LABEL: func.func @remainders
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[R2:.*]] = arith.remsi %arg0, %[[C2]] : i32
// CHECK-NEXT:    %[[U2:.*]] = arith.remui %arg0, %[[C2]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[RS:.*]] = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:      %[[RU:.*]] = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:      %[[FS:.*]] = arith.floordivsi %arg0, %arg1 : i32
func.func @remainders(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) {
  %c2 = arith.constant 2 : i32
  scf.for %i = %lb to %ub step %s {
    %rs = arith.remsi %a, %b : i32
    %ru = arith.remui %a, %b : i32
    %fs = arith.floordivsi %a, %b : i32
    %r2 = arith.remsi %a, %c2 : i32
    %u2 = arith.remui %a, %c2 : i32
    func.call @use(%rs) : (i32) -> ()
    func.call @use(%ru) : (i32) -> ()
    func.call @use(%fs) : (i32) -> ()
    func.call @use(%r2) : (i32) -> ()
    func.call @use(%u2) : (i32) -> ()
  }
  return
}
