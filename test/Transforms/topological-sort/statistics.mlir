// RUN: ir-opt %s -allow-unregistered-dialect --topological-sort -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22's topological-sort keeps no statistics

/// `num-reordered-blocks` counts the graph blocks whose order changed,
/// `num-cyclic-blocks` those holding a cycle (here the same block).

// CHECK:      TopologicalSort
// CHECK-NEXT:   (S) 1 num-cyclic-blocks    - Number of blocks whose ops depend on each other in a cycle
// CHECK-NEXT:   (S) 1 num-reordered-blocks - Number of blocks whose ops were reordered

test.graph_region {
  %p = "test.op"(%q) : (i32) -> i32
  %q = "test.op"(%p) : (i32) -> i32
  %z = "test.op"(%w) : (i32) -> i32
  %w = "test.op"() : () -> i32
}
