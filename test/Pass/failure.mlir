// RUN: not ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(test-pass-failure-at{functions=g}),test-mark-visited)' 2>&1 >/dev/null | FileCheck %s
// RUN: not ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(test-pass-failure-at{functions=g}),test-mark-visited)' 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: ir-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(test-pass-failure-at{functions=g}),test-mark-visited)'

/// A pass failing on one function reports the function's location and
/// stops the pipeline (test-mark-visited does not run); no IR is printed
/// for the chunk. Other chunks are processed as usual.

// CHECK:     error: 'func.func' op failed as test-pass-failure was asked to
// CHECK-NEXT: --> {{.*}}failure.mlir:[[@LINE+5]]:1
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// expected-error @below {{failed as test-pass-failure was asked to}}
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

/// This chunk has no 'g': the pipeline succeeds and the module is printed.
// OUT-NOT:  {{sym_name = "g"|@g}}
// OUT:      module attributes {test.visited}
// OUT-NEXT: {{sym_name = "h"|@h}}
// OUT-NOT:  {{sym_name = "g"|@g}}
"func.func"() <{function_type = () -> (), sym_name = "h"}> ({
  "func.return"() : () -> ()
}) : () -> ()
