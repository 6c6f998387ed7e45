// RUN: ir-opt %s -diagnostic-format=line -mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-analysis-cache,test-analysis-cache{preserve=true},test-analysis-cache{preserve=true},test-mark-visited,test-analysis-cache{preserve=true},test-function-pass,test-analysis-cache))' 2>&1 >/dev/null | FileCheck %s

/// Analyses are computed on first request and cached per op. A pass that
/// preserves an analysis keeps it for the next pass; a pass that changed
/// nothing keeps every analysis (test-mark-visited on an op it already
/// marked, test-function-pass); any other pass drops them.

// CHECK:      :[[F:[0-9]+]]:3: remark: 3 ops (computed)
// CHECK-NEXT: :[[F]]:3: remark: 3 ops (computed)
// CHECK-NEXT: :[[F]]:3: remark: 3 ops (cached)
// CHECK-NEXT: :[[F]]:3: remark: 3 ops (computed)
// CHECK-NEXT: :[[F]]:3: remark: 3 ops (cached)
// CHECK-NEXT: :[[G:[0-9]+]]:3: remark: 2 ops (computed)
// CHECK-NEXT: :[[G]]:3: remark: 2 ops (computed)
// CHECK-NEXT: :[[G]]:3: remark: 2 ops (cached)
// CHECK-NEXT: :[[G]]:3: remark: 2 ops (cached)
// CHECK-NEXT: :[[G]]:3: remark: 2 ops (cached)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) {test.visited} : () -> ()
}
