// RUN: ir-opt %s --test-print-cfg -o /dev/null 2>&1 | FileCheck %s

// test-print-cfg prints the CFG utilities on each region (to stderr):
// reverse postorder, successors and predecessors (one entry per edge),
// unreachable blocks and critical edges. Run on the module, it reports
// each function and not the module, which has no control flow.
// CHECK-NOT: cfg of 'builtin.module'

/// The edge ^bb0 -> ^bb2 leaves a block with two successors for a block
/// with two predecessors: it is critical. Reverse postorder visits a block
/// after all its predecessors on forward edges.
// CHECK-LABEL: cfg of @critical
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    reverse postorder: [^bb0, ^bb1, ^bb2]
// CHECK-NEXT:    ^bb0: successors [^bb1, ^bb2], predecessors []
// CHECK-NEXT:    ^bb1: successors [^bb2], predecessors [^bb0]
// CHECK-NEXT:    ^bb2: successors [], predecessors [^bb0, ^bb1]
// CHECK-NEXT:    critical edge: ^bb0 -> ^bb2 (successor 1)
func.func @critical(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}

/// Two edges between the same blocks count separately, and both are
/// critical. An unreachable block is left out of the reverse postorder but
/// still lists its edges.
// CHECK-LABEL: cfg of @parallel_edges_and_unreachable_block
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    reverse postorder: [^bb0, ^bb1]
// CHECK-NEXT:    ^bb0: successors [^bb1, ^bb1], predecessors []
// CHECK-NEXT:    ^bb1: successors [], predecessors [^bb0, ^bb0, ^bb2]
// CHECK-NEXT:    ^bb2: successors [^bb1], predecessors [], unreachable
// CHECK-NEXT:    critical edge: ^bb0 -> ^bb1 (successor 0)
// CHECK-NEXT:    critical edge: ^bb0 -> ^bb1 (successor 1)
func.func @parallel_edges_and_unreachable_block(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%v: i32):
  return
^bb2:
  cf.br ^bb1(%x : i32)
}

/// A loop: the back edge from the latch with two successors to the header
/// with two predecessors is critical.
// CHECK-LABEL: cfg of @loop
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    reverse postorder: [^bb0, ^bb1, ^bb2]
// CHECK-NEXT:    ^bb0: successors [^bb1], predecessors []
// CHECK-NEXT:    ^bb1: successors [^bb1, ^bb2], predecessors [^bb0, ^bb1]
// CHECK-NEXT:    ^bb2: successors [], predecessors [^bb1]
// CHECK-NEXT:    critical edge: ^bb1 -> ^bb1 (successor 0)
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
