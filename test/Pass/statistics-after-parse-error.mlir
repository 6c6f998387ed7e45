// Statistics are reported only when the pipeline ran: after a parse error
// only the error is (as mlir-opt); with -split-input-file, each chunk that
// parsed has its own report, printed after its run, and the chunk that
// does not parse has none (the counts are checked in
// statistics-counts.mlir: mlir-opt-22's build prints none).

// RUN: not ir-opt %s -mlir-pass-statistics --pass-pipeline='builtin.module(test-stats-pass)' 2>&1 | FileCheck %s
// CHECK: error: expected ':'
// CHECK-NOT: Pass statistics report

// RUN: not ir-opt %s -split-input-file -mlir-pass-statistics --pass-pipeline='builtin.module(test-stats-pass)' 2>&1 >/dev/null | FileCheck %s --check-prefix=SPLIT
// SPLIT:     ... Pass statistics report ...
// SPLIT:     error: expected ':'
// SPLIT-NOT: Pass statistics report

func.func @parses() {
  return
}

// -----

func.func @does_not_parse() {
  %0 = arith.constant 1 : i32
  return %0
}
