// RUN: ir-opt %s -mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-print-dominance))' -o /dev/null | FileCheck %s

// test-print-dominance in MLIR's format (mlir-opt's pass of that name):
// block numbers come from a post-order walk of the ops; the last one is
// the module's block holding the function. A diamond, a loop, an scf.if
// and a declaration. (An unreachable block is left out: mlir-opt-22
// crashes on it.)


// CHECK-LABEL: Testing : diamond
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 0
// CHECK-NEXT: Nearest(1, 3) = 0
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 0
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 0
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 0
// CHECK-NEXT: Nearest(3, 2) = 0
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 3
// CHECK-NEXT: Nearest(0, 2) = 3
// CHECK-NEXT: Nearest(0, 3) = 3
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 3
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 3
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 3
// CHECK-NEXT: Nearest(2, 1) = 3
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 3
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)
// CHECK-LABEL: Testing : loop
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 1
// CHECK-NEXT: Nearest(1, 3) = 1
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 1
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 1
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 1
// CHECK-NEXT: Nearest(3, 2) = 1
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 1
// CHECK-NEXT: Nearest(0, 2) = 1
// CHECK-NEXT: Nearest(0, 3) = 3
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 1
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 1
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 1
// CHECK-NEXT: Nearest(2, 1) = 1
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 3
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)
// CHECK-LABEL: Testing : nested
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 2
// CHECK-NEXT: Nearest(0, 2) = 2
// CHECK-NEXT: Nearest(0, 3) = 3
// CHECK-NEXT: Nearest(1, 0) = 2
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 2
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(2, 0) = 2
// CHECK-NEXT: Nearest(2, 1) = 2
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(3, 0) = 3
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 2
// CHECK-NEXT: Nearest(0, 2) = 2
// CHECK-NEXT: Nearest(0, 3) = 3
// CHECK-NEXT: Nearest(1, 0) = 2
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 2
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(2, 0) = 2
// CHECK-NEXT: Nearest(2, 1) = 2
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(3, 0) = 3
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(2, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(2, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 1)
// CHECK-LABEL: Testing : declaration
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 1)

func.func @diamond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  return
}
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
func.func private @declaration(i32) -> i32
