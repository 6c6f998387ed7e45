// Statistics are reported only when the pipeline ran: after a parse error
// only the error is (as mlir-opt); with -split-input-file, the chunks that
// parsed are counted.

// RUN: not ir-opt %s -mlir-pass-statistics --pass-pipeline='builtin.module(test-stats-pass)' 2>&1 | FileCheck %s
// CHECK: error: expected ':'
// CHECK-NOT: Pass statistics report

// RUN: not ir-opt %s -split-input-file -mlir-pass-statistics --pass-pipeline='builtin.module(test-stats-pass)' 2>&1 >/dev/null | FileCheck %s --check-prefix=SPLIT
// SPLIT: error: expected ':'
// SPLIT: ... Pass statistics report ...
// SPLIT: TestStatisticPass
// SPLIT:   (S) 1 num-runs - Number of ops the pass ran on

func.func @parses() {
  return
}

// -----

func.func @does_not_parse() {
  %0 = arith.constant 1 : i32
  return %0
}
