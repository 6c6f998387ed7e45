// RUN: ir-opt %s --test-print-dominance-frontiers | FileCheck %s

// test-print-dominance-frontiers prints, for each block of each region, its
// immediate dominator and dominance frontier, its immediate post-dominator
// and post-dominance frontier (to stdout, as MLIR's pass does). Run on the
// module, it reports each function.

/// A diamond: the join is in the frontier of both arms and post-dominates
/// everything.
// CHECK-LABEL: dominance of @diamond
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    ^bb0: idom none, frontier [], ipdom ^bb3, post-frontier []
// CHECK-NEXT:    ^bb1: idom ^bb0, frontier [^bb3], ipdom ^bb3, post-frontier [^bb0]
// CHECK-NEXT:    ^bb2: idom ^bb0, frontier [^bb3], ipdom ^bb3, post-frontier [^bb0]
// CHECK-NEXT:    ^bb3: idom ^bb0, frontier [], ipdom exit, post-frontier []
func.func @diamond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}

/// A loop: its header is in its own frontier (and in that of the latch).
/// An unreachable block has no immediate dominator.
// CHECK-LABEL: dominance of @loop_with_unreachable_block
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    ^bb0: idom none, frontier [], ipdom ^bb1, post-frontier []
// CHECK-NEXT:    ^bb1: idom ^bb0, frontier [^bb1], ipdom ^bb3, post-frontier [^bb1]
// CHECK-NEXT:    ^bb2: idom ^bb1, frontier [^bb1], ipdom ^bb1, post-frontier [^bb1]
// CHECK-NEXT:    ^bb3: idom ^bb1, frontier [], ipdom exit, post-frontier []
// CHECK-NEXT:    ^bb4: unreachable, ipdom ^bb3, post-frontier []
func.func @loop_with_unreachable_block(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  return
^bb4:
  cf.br ^bb3
}

/// A block that can only loop forever is post-dominated by the virtual
/// exit alone, so the entry, which may reach it or return, is too.
// CHECK-LABEL: dominance of @infinite_loop
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    ^bb0: idom none, frontier [], ipdom exit, post-frontier []
// CHECK-NEXT:    ^bb1: idom ^bb0, frontier [^bb1], ipdom exit, post-frontier [^bb0, ^bb1]
// CHECK-NEXT:    ^bb2: idom ^bb0, frontier [], ipdom exit, post-frontier [^bb0]
func.func @infinite_loop(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}

/// Nested regions are reported after their parent region, each with its
/// own block numbering.
// CHECK-LABEL: dominance of @nested
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    ^bb0: idom none, frontier [], ipdom exit, post-frontier []
// CHECK-NEXT:  region 1 (scf.if):
// CHECK-NEXT:    ^bb0: idom none, frontier [], ipdom exit, post-frontier []
// CHECK-NEXT:  region 2 (scf.if):
// CHECK-NEXT:    ^bb0: idom none, frontier [], ipdom exit, post-frontier []
func.func @nested(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  } else {
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  return %r : i32
}

/// A declaration has an empty region.
// CHECK-LABEL: dominance of @declaration
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    no blocks
func.func private @declaration(i32) -> i32
