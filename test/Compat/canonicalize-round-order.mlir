// Compat with mlir-opt-22: --canonicalize on a chain of branches decided by
// poison conditions. mlir-opt-22's driver requeues an erased op's operand's
// definer only when at most one other user is left, and leaves the rest to
// its next round, which visits every op in program order; ours revisits
// every op that loses a use at once. The rewrites then come in another
// order: here ours bypasses the block MLIR's keeps with an argument.
// (Reduced by ir-reduce from bench-gen --shape cfg --ops 10000 --seed 1.)
// Not supported yet (a known gap against mlir-opt-22): expected to fail.
// XFAIL: *
// RUN: ir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f0
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb2(%[[A:.*]]: i32):  // pred: ^bb0
// CHECK-NEXT:    return %[[A]] : i32
// CHECK-NEXT:  }
func.func @f0(%arg0: i32, %arg1: i32) -> i32 {
  %0 = ub.poison : i1
  cf.cond_br %0, ^bb1, ^bb2(%arg1, %arg1 : i32, i32)
^bb1:
  return %arg0 : i32
^bb2(%1: i32, %2: i32):
  cf.br ^bb3
^bb3:
  %3 = ub.poison : i1
  cf.cond_br %3, ^bb4, ^bb5(%1, %1, %arg1 : i32, i32, i32)
^bb4:
  cf.br ^bb5(%arg0, %arg0, %1 : i32, i32, i32)
^bb5(%4: i32, %5: i32, %6: i32):
  %7 = ub.poison : i1
  cf.cond_br %7, ^bb6, ^bb10(%4, %1 : i32, i32)
^bb6:
  cf.br ^bb7(%arg0, %arg0 : i32, i32)
^bb7(%8: i32, %9: i32):
  %10 = ub.poison : i1
  cf.cond_br %10, ^bb8, ^bb9(%9 : i32)
^bb8:
  cf.br ^bb7(%8, %1 : i32, i32)
^bb9(%11: i32):
  return %11 : i32
^bb10(%12: i32, %13: i32):
  cf.br ^bb11
^bb11:
  %14 = ub.poison : i1
  cf.cond_br %14, ^bb12, ^bb13
^bb12:
  cf.br ^bb13
^bb13:
  cf.br ^bb14(%arg1 : i32)
^bb14(%15: i32):
  return %15 : i32
}
