// IR-OPT-ONLY: mlir-opt-22 is built without statistics: its -mlir-pass-statistics report is empty for every pass (test-stats-pass and cse included)

// The counts of the report, for passes that mlir-opt-22 shares but whose
// counters its build leaves out. With -split-input-file, each chunk that
// parsed is counted in a report of its own, printed after its run, even
// when a later one does not parse.

// RUN: not ir-opt %s -split-input-file -mlir-pass-statistics --pass-pipeline='builtin.module(test-stats-pass)' 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS:      ... Pass statistics report ...
// STATS-NEXT: ===---
// STATS-NEXT: TestStatisticPass
// STATS-NEXT:   (S) 14 num-ops  - Number of ops counted (nested ones included)
// STATS-NEXT:   (S)  1 num-runs - Number of ops the pass ran on
// STATS:      ... Pass statistics report ...
// STATS-NEXT: ===---
// STATS-NEXT: TestStatisticPass
// STATS-NEXT:   (S) 5 num-ops  - Number of ops counted (nested ones included)
// STATS-NEXT:   (S) 1 num-runs - Number of ops the pass ran on
// STATS-EMPTY:
// STATS-NEXT: error: expected ':'

/// `num-cse'd` counts the ops replaced by an equivalent one (the `addi %b,
/// %a` in @one, the second load in @two), `num-dce'd` the unused ops
/// erased on the way (the `muli` in @one, the `memref.alloc` in @two). Run
/// on the module (both functions in one run) or on each function (counts
/// summed), the totals are the same.

// RUN: not ir-opt %s -split-input-file --cse -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=MODULE
// MODULE:      ... Pass statistics report ...
// MODULE-NEXT: ===---
// MODULE-NEXT: CSE
// MODULE-NEXT:   (S) 2 num-cse'd - Number of operations CSE'd
// MODULE-NEXT:   (S) 2 num-dce'd - Number of operations DCE'd
// MODULE:      ... Pass statistics report ...
// MODULE-NEXT: ===---
// MODULE-NEXT: CSE
// MODULE-NEXT:   (S) 1 num-cse'd - Number of operations CSE'd
// MODULE-NEXT:   (S) 0 num-dce'd - Number of operations DCE'd

// RUN: not ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(cse))' -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=FUNC
// FUNC:      ... Pass statistics report ...
// FUNC-NEXT: ===---
// FUNC-NEXT: 'func.func' Pipeline
// FUNC-NEXT:   CSE
// FUNC-NEXT:     (S) 2 num-cse'd - Number of operations CSE'd
// FUNC-NEXT:     (S) 2 num-dce'd - Number of operations DCE'd
// FUNC:      ... Pass statistics report ...
// FUNC-NEXT: ===---
// FUNC-NEXT: 'func.func' Pipeline
// FUNC-NEXT:   CSE
// FUNC-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// FUNC-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd

func.func @one(%a: i32, %b: i32) -> (i32, i32, i32) {
  %dead = arith.muli %a, %b : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @two(%m: memref<i32>, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  %1 = memref.load %m[] : memref<i32>
  memref.store %v, %m[] : memref<i32>
  %2 = memref.load %m[] : memref<i32>
  %3 = memref.alloc() : memref<i32>
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @three(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}

// -----

func.func @does_not_parse() {
  %0 = arith.constant 1 : i32
  return %0
}
