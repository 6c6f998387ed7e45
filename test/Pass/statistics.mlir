// -mlir-pass-statistics: the counters each pass declares, summed over the
// ops (and threads) it ran on, laid out as the pipeline or as a list.

// RUN: ir-opt %s -mlir-pass-statistics --pass-pipeline='builtin.module(func.func(test-stats-pass,test-mark-visited),test-stats-pass)' 2>&1 >/dev/null | FileCheck %s
// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: 'func.func' Pipeline
// CHECK-NEXT:   TestStatisticPass
// CHECK-NEXT:     (S) 6 num-ops  - Number of ops counted (nested ones included)
// CHECK-NEXT:     (S) 2 num-runs - Number of ops the pass ran on
// CHECK-NEXT:   TestMarkVisited
// CHECK-NEXT: TestStatisticPass
// CHECK-NEXT:   (S) 7 num-ops  - Number of ops counted (nested ones included)
// CHECK-NEXT:   (S) 1 num-runs - Number of ops the pass ran on
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// The list merges the instances of a pass and sorts passes by name.
// RUN: ir-opt %s -mlir-pass-statistics -mlir-pass-statistics-display=list --pass-pipeline='builtin.module(func.func(test-stats-pass,test-mark-visited),test-stats-pass)' 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// LIST:      ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   TestStatisticPass
// LIST-NEXT:     (S) 13 num-ops  - Number of ops counted (nested ones included)
// LIST-NEXT:     (S)  3 num-runs - Number of ops the pass ran on
// LIST-EMPTY:

// Counts do not depend on threads.
// RUN: ir-opt %s -mlir-pass-statistics -mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-stats-pass,test-mark-visited),test-stats-pass)' 2>&1 >/dev/null | FileCheck %s

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.op"() : () -> ()
  "test.op"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "func.return"() : () -> ()
}) : () -> ()
