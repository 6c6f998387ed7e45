// -mlir-timing: a tree of wall time (and user time when threads are on) in
// MLIR's report shape: parser, pipelines with their passes and the analyses
// those computed, output, the rest and the total.

// RUN: ir-opt %s -mlir-disable-threading -mlir-timing --pass-pipeline='builtin.module(func.func(test-analysis-cache,test-stats-pass),test-module-pass)' 2>&1 >/dev/null | FileCheck %s
// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}    TestAnalysisCache
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}      (A) OpCount
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}    TestStatisticPass
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  TestModulePass
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// CHECK-NEXT:   {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total
// CHECK-NOT: {{.}}

// With threads, a user-time column comes first.
// RUN: ir-opt %s -mlir-timing --pass-pipeline='builtin.module(func.func(test-stats-pass))' 2>&1 >/dev/null | FileCheck %s --check-prefix=THREADS
// THREADS:      ----User Time----  ----Wall Time----  ----Name----
// THREADS-NEXT: {{[ ]*[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// THREADS-NEXT: {{.*}}  'func.func' Pipeline
// THREADS-NEXT: {{.*}}    TestStatisticPass
// THREADS-NEXT: {{.*}}  Output

// Without a pipeline: parsing and printing only.
// RUN: ir-opt %s -mlir-timing -mlir-disable-threading 2>&1 >/dev/null | FileCheck %s --check-prefix=NO-PASSES
// NO-PASSES:      ----Wall Time----  ----Name----
// NO-PASSES-NEXT: {{.*}}  Parser
// NO-PASSES-NEXT: {{.*}}  Output
// NO-PASSES-NEXT: {{.*}}  Rest
// NO-PASSES-NEXT: {{.*}}  Total

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "func.return"() : () -> ()
}) : () -> ()
