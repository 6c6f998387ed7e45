// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited,test-panic-on-op{op-name=arith.muli}))' --mlir-pass-pipeline-crash-reproducer=%t -mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: FileCheck %s < %t
// RUN: not ir-opt %t --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN

/// A pass that panics gets a local reproducer too: the IR before it
/// carries what test-mark-visited did, and the pipeline is the panicking
/// pass alone. (mlir-opt-22 has no pass that panics on request.)

// NOTE: test-panic-on-op saw 'arith.muli'
// NOTE: note: the pipeline failed: reproducer written to

// CHECK:     test.visited
// CHECK:     arith.muli
// CHECK:     pipeline: "builtin.module(func.func(test-panic-on-op{op-name=arith.muli}))"

// AGAIN: test-panic-on-op saw 'arith.muli'

func.func @bad(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
