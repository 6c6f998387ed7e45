// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// A branch to a block that only forwards is not retargeted when the chain
/// of cf.br terminators from there runs into a cycle (as MLIR's
/// collapseBranch): bypassing would only move the branch around the
/// cycle, forever. The blocks of the cycle merge instead.

// CHECK-LABEL: func.func @pure_cycle
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @pure_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// CHECK-LABEL: func.func @cycle_through_an_op
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @cycle_through_an_op() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  "test.op"() : () -> ()
  cf.br ^bb3
^bb3:
  cf.br ^bb1
}

/// The chain ends in a cf.cond_br: no cycle, the branch is retargeted.

// CHECK-LABEL: func.func @chain_to_a_cond_br
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    "test.op3"() : () -> ()
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @chain_to_a_cond_br(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.br ^bb1
^bb4:
  "test.op3"() : () -> ()
  cf.br ^bb2
}
