// RUN: ir-reduce %s --miscompile='func.func(test-swap-subi)' --entry=main --args=7,2 | FileCheck %s
// RUN: not ir-reduce %s --miscompile='func.func(canonicalize)' --entry=main --args=7,2 2>&1 | FileCheck %s --check-prefix=CORRECT
// RUN: not ir-reduce %s --miscompile='func.func(test-swap-subi)' --entry=main --args=7 2>&1 | FileCheck %s --check-prefix=ARGS

/// --miscompile: the interpreter's result of @main(7, 2) changes under
/// the pipeline (test-swap-subi is a planted miscompile: b - a for
/// a - b). What is left is the subtraction whose operands it swaps; the
/// loop, the call and the other arithmetic go.

// CHECK-LABEL: func.func @main(
// CHECK:         arith.subi
// CHECK-NOT:     scf.for
// CHECK-NOT:     call

/// A pipeline that keeps what the program computes finds nothing.
// CORRECT: error: the input is not interesting to the test

/// Arguments that do not fit @main make no run, so nothing interesting.
// ARGS: error: the input is not interesting to the test

func.func @square(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

func.func @main(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %s = call @square(%a) : (i32) -> i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %s) -> (i32) {
    %n = arith.addi %acc, %b : i32
    scf.yield %n : i32
  }
  %d = arith.subi %r, %b : i32
  %e = arith.xori %d, %a : i32
  return %e : i32
}
