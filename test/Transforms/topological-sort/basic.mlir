// RUN: ir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(topological-sort)' | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect --topological-sort | FileCheck %s

/// The ops of a graph region (no dominance: a use may come before its
/// definition) are ordered so that definitions come first; ops nested in
/// an op count as its uses; a cycle keeps its order. These CHECK lines
/// hold for mlir-opt-22 too.

/// Ops ready from the start keep their order; the others follow in the
/// order they become ready, sweep after sweep (a user after the
/// definitions it waits for; one waiting on a later op goes to the next
/// sweep).

// CHECK-LABEL: test.graph_region {
// CHECK-NEXT:    %[[C:.*]] = "test.op"() {name = "c"} : () -> i32
// CHECK-NEXT:    %[[B:.*]] = "test.op"(%[[C]]) {name = "b"} : (i32) -> i32
// CHECK-NEXT:    %[[A:.*]] = "test.op"(%[[B]], %[[C]]) {name = "a"} : (i32, i32) -> i32
// CHECK-NEXT:    %[[D:.*]] = "test.op"(%[[A]]) {name = "d"} : (i32) -> i32
// CHECK-NEXT:  }
test.graph_region {
  %a = "test.op"(%b, %c) {name = "a"} : (i32, i32) -> i32
  %b = "test.op"(%c) {name = "b"} : (i32) -> i32
  %c = "test.op"() {name = "c"} : () -> i32
  %d = "test.op"(%a) {name = "d"} : (i32) -> i32
}

/// A use inside a nested region counts as the holder's: `g` waits for
/// `h`. An op using its own result is ready. The cycle `d`/`e` stays in
/// its order at the end, after everything that could be sorted.

// CHECK-LABEL: test.graph_region {
// CHECK-NEXT:    %[[F:.*]] = "test.op"(%[[F]]) {name = "f"} : (i32) -> i32
// CHECK-NEXT:    %[[H:.*]] = "test.op"() {name = "h"} : () -> i32
// CHECK-NEXT:    %{{.*}} = "u.holder"() ({
// CHECK-NEXT:      "u.user"(%[[H]]) : (i32) -> ()
// CHECK-NEXT:    }) {name = "g"} : () -> i32
// CHECK-NEXT:    %[[D:.*]] = "test.op"(%[[E:.*]]) {name = "d"} : (i32) -> i32
// CHECK-NEXT:    %[[E]] = "test.op"(%[[D]]) {name = "e"} : (i32) -> i32
// CHECK-NEXT:  }
test.graph_region {
  %d = "test.op"(%e) {name = "d"} : (i32) -> i32
  %e = "test.op"(%d) {name = "e"} : (i32) -> i32
  %f = "test.op"(%f) {name = "f"} : (i32) -> i32
  %g = "u.holder"() ({
    "u.user"(%h) : (i32) -> ()
  }) {name = "g"} : () -> i32
  %h = "test.op"() {name = "h"} : () -> i32
}

/// Graph regions nested in graph regions are sorted too. (A block of
/// MLIR's `test.graph_region` must end in an op that may be a terminator:
/// `test.op`, which mlir-opt-22 does not register, is one.)

// CHECK-LABEL: test.graph_region {
// CHECK-NEXT:    test.graph_region {
// CHECK-NEXT:      %[[Y:.*]] = "test.op"() {name = "y"} : () -> i32
// CHECK-NEXT:      "test.op"(%[[Y]]) {name = "x"} : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.op"() {name = "end"} : () -> ()
// CHECK-NEXT:  }
test.graph_region {
  test.graph_region {
    "test.op"(%y) {name = "x"} : (i32) -> ()
    %y = "test.op"() {name = "y"} : () -> i32
  }
  "test.op"() {name = "end"} : () -> ()
}

/// Regions with SSA dominance are already in order and left alone, an
/// unused op included.

// CHECK-LABEL: func.func @ssa
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[X]] : i32
func.func @ssa(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  return %x : i32
}
