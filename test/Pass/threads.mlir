// Threads do not change the output: nested pipelines run over the
// functions in parallel by default and on one thread with
// -mlir-disable-threading; stdout and stderr (IR dumps, remarks, errors,
// statistics) are byte-identical.

// RUN: ir-opt %s -mlir-print-ir-after-all -mlir-pass-statistics --pass-pipeline='builtin.module(func.func(test-analysis-cache,test-mark-visited,test-analysis-cache{preserve=true},test-analysis-cache),test-stats-pass)' > %t.threads 2>&1
// RUN: ir-opt %s -mlir-print-ir-after-all -mlir-pass-statistics --pass-pipeline='builtin.module(func.func(test-analysis-cache,test-mark-visited,test-analysis-cache{preserve=true},test-analysis-cache),test-stats-pass)' -mlir-disable-threading > %t.single 2>&1
// RUN: diff %t.threads %t.single
// RUN: FileCheck %s --input-file=%t.single --check-prefix=ORDER

/// Function by function, in op order.
// ORDER: IR Dump After TestAnalysisCache (test-analysis-cache)
// ORDER: in_f0
// ORDER: IR Dump After TestAnalysisCache (test-analysis-cache)
// ORDER: in_f1
// ORDER: IR Dump After TestAnalysisCache (test-analysis-cache)
// ORDER: in_f23
// ORDER: IR Dump After TestStatisticPass (test-stats-pass)

// A pass failing in several functions: each failure is reported, in op
// order, and no IR is printed.
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited,test-pass-failure-at{functions=f17,f3}),test-stats-pass)' -mlir-print-ir-after-all > %t.fail-threads 2>&1
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited,test-pass-failure-at{functions=f17,f3}),test-stats-pass)' -mlir-print-ir-after-all -mlir-disable-threading > %t.fail-single 2>&1
// RUN: diff %t.fail-threads %t.fail-single
// RUN: FileCheck %s --input-file=%t.fail-single --check-prefix=FAIL
// FAIL:     IR Dump After TestMarkVisited (test-mark-visited)
// FAIL:     in_f3
// FAIL:     error: 'func.func' op failed as test-pass-failure was asked to
// FAIL:     IR Dump After TestFailurePass Failed (test-pass-failure-at)
// FAIL:     in_f3
// FAIL:     error: 'func.func' op failed as test-pass-failure was asked to
// FAIL:     IR Dump After TestFailurePass Failed (test-pass-failure-at)
// FAIL:     in_f17
// FAIL-NOT: TestStatisticPass
// FAIL-NOT: module

"func.func"() <{function_type = () -> (), sym_name = "f0"}> ({
  "test.op"() {tag = "in_f0"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f1"}> ({
  "test.op"() {tag = "in_f1"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f2"}> ({
  "test.op"() {tag = "in_f2"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f3"}> ({
  "test.op"() {tag = "in_f3"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f4"}> ({
  "test.op"() {tag = "in_f4"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f5"}> ({
  "test.op"() {tag = "in_f5"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f6"}> ({
  "test.op"() {tag = "in_f6"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f7"}> ({
  "test.op"() {tag = "in_f7"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f8"}> ({
  "test.op"() {tag = "in_f8"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f9"}> ({
  "test.op"() {tag = "in_f9"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f10"}> ({
  "test.op"() {tag = "in_f10"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f11"}> ({
  "test.op"() {tag = "in_f11"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f12"}> ({
  "test.op"() {tag = "in_f12"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f13"}> ({
  "test.op"() {tag = "in_f13"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f14"}> ({
  "test.op"() {tag = "in_f14"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f15"}> ({
  "test.op"() {tag = "in_f15"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f16"}> ({
  "test.op"() {tag = "in_f16"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f17"}> ({
  "test.op"() {tag = "in_f17"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f18"}> ({
  "test.op"() {tag = "in_f18"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f19"}> ({
  "test.op"() {tag = "in_f19"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f20"}> ({
  "test.op"() {tag = "in_f20"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f21"}> ({
  "test.op"() {tag = "in_f21"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f22"}> ({
  "test.op"() {tag = "in_f22"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "f23"}> ({
  "test.op"() {tag = "in_f23"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
