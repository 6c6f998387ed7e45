// RUN: ir-opt %s -composite-fixed-point-pass='pipeline=canonicalize,cse' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(composite-fixed-point-pass{pipeline=func.func(canonicalize,cse) max-iterations=3})' | FileCheck %s
// RUN: ir-opt %s -canonicalize -cse | FileCheck %s --check-prefix=ONCE
// RUN: ir-opt %s -verify-diagnostics -composite-fixed-point-pass='name=Simplify pipeline=canonicalize,cse max-iterations=1' -o /dev/null

/// The pipeline runs until the module stops changing. Here cse merges the
/// two products only after canonicalize ran, and canonicalize folds their
/// difference only after cse ran: one run of the pipeline leaves the
/// subtraction, a fixed point leaves none.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }

// ONCE-LABEL: func.func @f
// ONCE:         arith.subi

/// With `max-iterations=1`, a pipeline that changed the module the first
/// time runs once more, and the pass warns (with MLIR's words) that it did
/// not converge.
// expected-warning @below {{Composite pass "Simplify"+ didn't converge in 1 iterations}}
module {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %s = arith.muli %a, %b : i32
    %t = arith.muli %a, %b : i32
    %d = arith.subi %s, %t : i32
    %m = arith.addi %d, %a : i32
    return %m : i32
  }
}
