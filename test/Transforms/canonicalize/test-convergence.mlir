// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' -o /dev/null
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 region-simplify=disabled test-convergence}))' -o /dev/null
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 test-convergence}))' | FileCheck %s --check-prefix=THREE
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=false}))' | FileCheck %s --check-prefix=ONE

/// test-convergence fails the pass when the last round it may run still
/// changed something (as mlir-opt-22's, which fails without a message;
/// ours says so): a function that needs a second round does not converge
/// within max-iterations=1, and does within 3. Without test-convergence
/// the bound only stops the rewriting. (convergence-canonical.mlir: a
/// function already canonical converges in one round.)

// THREE-LABEL: func.func @needs_two_rounds
// THREE-NEXT:    return %arg0 : i32
// THREE-NEXT:  }
// ONE-LABEL:   func.func @needs_two_rounds
// ONE-NEXT:      return %arg0 : i32
// ONE-NEXT:    }
func.func @needs_two_rounds(%x: i32) -> i32 {
  cf.br ^bb2(%x : i32)
^bb1:
  %c4 = arith.constant 4 : i32
  cf.br ^bb2(%c4 : i32)
^bb2(%w: i32):
  return %w : i32
}
