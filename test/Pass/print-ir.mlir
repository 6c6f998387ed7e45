// The IR printing flags: dumps go to stderr with MLIR's headers; a pass on
// a function dumps that function only, a pass on the module the module.

// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited),test-stats-pass)' -mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER-ALL
// AFTER-ALL:      // -----// IR Dump After TestMarkVisited (test-mark-visited) //----- //
// AFTER-ALL-NOT:  module
// AFTER-ALL:      "test.op"() {tag = "in_f"}
// AFTER-ALL-NOT:  in_g
// AFTER-ALL:      // -----// IR Dump After TestMarkVisited (test-mark-visited) //----- //
// AFTER-ALL-NOT:  module
// AFTER-ALL:      "test.op"() {tag = "in_g"}
// AFTER-ALL:      // -----// IR Dump After TestStatisticPass (test-stats-pass) //----- //
// AFTER-ALL-NEXT: module {
// AFTER-ALL:      "test.op"() {tag = "in_f"}
// AFTER-ALL:      "test.op"() {tag = "in_g"}
// AFTER-ALL:      {{^}$}}
// AFTER-ALL-EMPTY:
// AFTER-ALL-NOT:  IR Dump

// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited),test-stats-pass)' -mlir-print-ir-before-all 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE-ALL
// BEFORE-ALL:     // -----// IR Dump Before TestMarkVisited (test-mark-visited) //----- //
// BEFORE-ALL-NOT: test.visited
// BEFORE-ALL:     in_f
// BEFORE-ALL:     // -----// IR Dump Before TestMarkVisited (test-mark-visited) //----- //
// BEFORE-ALL:     in_g
// BEFORE-ALL:     // -----// IR Dump Before TestStatisticPass (test-stats-pass) //----- //
// BEFORE-ALL:     test.visited
// BEFORE-ALL-NOT: IR Dump

// Selected passes only (a list, or the flag repeated).
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited),test-stats-pass)' -mlir-print-ir-before=test-stats-pass -mlir-print-ir-after=test-mark-visited,test-module-pass 2>&1 >/dev/null | FileCheck %s --check-prefix=SELECTED
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited),test-stats-pass)' -mlir-print-ir-before=test-stats-pass -mlir-print-ir-after=test-module-pass -mlir-print-ir-after=test-mark-visited 2>&1 >/dev/null | FileCheck %s --check-prefix=SELECTED
// SELECTED:     IR Dump After TestMarkVisited (test-mark-visited)
// SELECTED:     IR Dump After TestMarkVisited (test-mark-visited)
// SELECTED:     IR Dump Before TestStatisticPass (test-stats-pass)
// SELECTED-NOT: IR Dump

// Only passes that changed the op: the second marking changes nothing.
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited,test-mark-visited,test-stats-pass))' -mlir-print-ir-after-all -mlir-print-ir-after-change 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// CHANGE:     IR Dump After TestMarkVisited (test-mark-visited)
// CHANGE:     in_f
// CHANGE:     IR Dump After TestMarkVisited (test-mark-visited)
// CHANGE:     in_g
// CHANGE-NOT: IR Dump

// Only failures (for any pass): the IR as the failing pass left it.
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(test-mark-visited,test-pass-failure-at{functions=g}))' -mlir-print-ir-after-failure 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILURE
// FAILURE-NOT: IR Dump
// FAILURE:     error: 'func.func' op failed as test-pass-failure was asked to
// FAILURE:     // -----// IR Dump After TestFailurePass Failed (test-pass-failure-at) //----- //
// FAILURE-DAG: test.visited
// FAILURE-DAG: in_g
// FAILURE-NOT: IR Dump

// A failure under -mlir-print-ir-after-all is dumped as a failure too.
// RUN: not ir-opt %s --pass-pipeline='builtin.module(test-pass-failure)' -mlir-print-ir-after-all 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILURE-ALL
// FAILURE-ALL: error: 'builtin.module' op failed as test-pass-failure was asked to
// FAILURE-ALL: // -----// IR Dump After TestFailurePass Failed (test-pass-failure) //----- //
// FAILURE-ALL-NEXT: module {

// Dumps follow the printing flags.
// RUN: ir-opt %s --pass-pipeline='builtin.module(test-stats-pass)' -mlir-print-ir-after-all -mlir-print-debuginfo 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUGINFO
// DEBUGINFO: "test.op"() {tag = "in_f"} : () -> () loc(

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.op"() {tag = "in_f"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "test.op"() {tag = "in_g"} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
