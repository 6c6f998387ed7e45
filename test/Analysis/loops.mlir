// RUN: ir-opt %s --test-print-loops -o /dev/null 2>&1 | FileCheck %s

// test-print-loops prints the loop nesting forest of each region (to
// stderr, as mlir-opt's test-cfg-loop-info does): one line per natural loop
// or irreducible region, indented by depth.

/// Natural loops nest by containment (mlir-opt's test-cfg-loop-info finds
/// the same two loops): header, latches, exit blocks and blocks of each.
// CHECK-LABEL: loops of @nested_loops
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    natural loop, depth 1: header ^bb1, latches [^bb4], exits [^bb5, ^bb6], blocks [^bb1, ^bb2, ^bb3, ^bb4]
// CHECK-NEXT:      natural loop, depth 2: header ^bb3, latches [^bb3], exits [^bb4], blocks [^bb3]
func.func @nested_loops(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb5
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.cond_br %c, ^bb3, ^bb4
^bb4:
  cf.cond_br %c, ^bb1, ^bb6
^bb5:
  return
^bb6:
  return
}

/// A cycle entered at two blocks has no back edge: it is reported as an
/// irreducible region with its entries (mlir-opt reports no loop).
// CHECK-LABEL: loops of @two_entries
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    irreducible region, depth 1: entries [^bb1, ^bb2], exits [^bb3], blocks [^bb1, ^bb2]
func.func @two_entries(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  return
}

/// A natural loop whose header lies on an irreducible cycle is inside the
/// irreducible region.
// CHECK-LABEL: loops of @natural_loop_in_irreducible_cycle
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    irreducible region, depth 1: entries [^bb1, ^bb2], exits [^bb4], blocks [^bb1, ^bb2, ^bb3]
// CHECK-NEXT:      natural loop, depth 2: header ^bb1, latches [^bb3], exits [^bb2], blocks [^bb1, ^bb3]
func.func @natural_loop_in_irreducible_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  cf.cond_br %c, ^bb1, ^bb4
^bb3:
  cf.br ^bb1
^bb4:
  return
}

/// An irreducible cycle inside a natural loop is nested in it.
// CHECK-LABEL: loops of @irreducible_cycle_in_loop
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    natural loop, depth 1: header ^bb1, latches [^bb4], exits [^bb5], blocks [^bb1, ^bb2, ^bb3, ^bb4]
// CHECK-NEXT:      irreducible region, depth 2: entries [^bb2, ^bb3], exits [^bb4], blocks [^bb2, ^bb3]
func.func @irreducible_cycle_in_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.cond_br %c, ^bb2, ^bb4
^bb4:
  cf.cond_br %c, ^bb1, ^bb5
^bb5:
  return
}

/// Unreachable blocks are in no loop.
// CHECK-LABEL: loops of @unreachable_cycle
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    no loops
func.func @unreachable_cycle() {
  return
^bb1:
  cf.br ^bb1
}

/// Two edges to one block make no loop.
// CHECK-LABEL: loops of @no_loops
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    no loops
func.func @no_loops(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
