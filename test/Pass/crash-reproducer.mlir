// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-failure-at{functions=bad}))' --mlir-pass-pipeline-crash-reproducer=%t.failure 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: FileCheck %s --check-prefix=REPRO < %t.failure
// RUN: not ir-opt %t.failure --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited,test-panic-on-op{op-name=arith.muli}))' --mlir-pass-pipeline-crash-reproducer=%t.panic 2>&1 | FileCheck %s --check-prefix=PANIC
// RUN: FileCheck %s --check-prefix=PANIC-REPRO < %t.panic
// RUN: not ir-opt %t.panic --run-reproducer 2>&1 | FileCheck %s --check-prefix=PANIC-AGAIN
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited))' --mlir-pass-pipeline-crash-reproducer=%t.none | FileCheck %s --check-prefix=FINE
// RUN: not ir-opt %s --run-reproducer 2>&1 | FileCheck %s --check-prefix=NO-PIPELINE

/// As mlir-opt's: a pipeline that fails (or panics) leaves the IR it
/// started from, with the pipeline in an mlir_reproducer external
/// resource, and --run-reproducer runs that pipeline on it again.

// NOTE: note: the pipeline failed: reproducer written to
// NOTE: error: 'func.func' op failed as test-pass-failure was asked to

// REPRO:      func.func @bad(
// REPRO-NEXT:   arith.muli
// REPRO:      {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(test-pass-failure-at{functions={bad}}))",
// REPRO-NEXT:       disable_threading: true,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// AGAIN: error: 'func.func' op failed as test-pass-failure was asked to

// PANIC: test-panic-on-op saw 'arith.muli'
// PANIC: note: the pipeline failed: reproducer written to

/// The IR before the pipeline: test-mark-visited's attribute is not there.
// PANIC-REPRO-NOT: test.visited
// PANIC-REPRO:     pipeline: "builtin.module(func.func(test-mark-visited,test-panic-on-op{op-name=arith.muli}))"

// PANIC-AGAIN: test-panic-on-op saw 'arith.muli'

/// A pipeline that succeeds writes nothing and prints as usual.
// FINE: func.func @bad

// NO-PIPELINE: error: {{.*}}crash-reproducer.mlir records no pipeline (no mlir_reproducer pipeline entry)

func.func @good(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @bad(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
