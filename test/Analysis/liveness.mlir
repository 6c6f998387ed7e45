// RUN: ir-opt %s --test-print-live-ranges -o /dev/null 2>&1 | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-print-live-ranges))' -mlir-disable-threading -mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING

// test-print-live-ranges prints, for each block, the values live into and out
// of it, and for each op those live just before and just after it (to
// stderr, as MLIR's pass does). The live-in and live-out sets are those
// mlir-opt's test-print-live-ranges prints for the same functions.

/// Values passed to a successor are used at the end of the predecessor,
/// not live into the successor; a block argument is defined at the start of
/// its block. %0 is live around the cycle ^bb1 -> ^bb3 -> ^bb1.
// CHECK-LABEL: liveness of @branches
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    ^bb0: live-in [], live-out [%arg1, %0]
// CHECK-NEXT:      %0 = arith.addi: before [%arg0, %arg1], after [%arg1, %0]
// CHECK-NEXT:      cf.cond_br: before [%arg1, %0], after [%arg1, %0]
// CHECK-NEXT:    ^bb1: live-in [%arg1, %0], live-out [%arg1, %0]
// CHECK-NEXT:      %1 = arith.muli: before [%arg1, %0], after [%arg1, %0, %1]
// CHECK-NEXT:      cf.br: before [%arg1, %0, %1], after [%arg1, %0]
// CHECK-NEXT:    ^bb2: live-in [%arg1, %0], live-out [%arg1, %0]
// CHECK-NEXT:      cf.br: before [%arg1, %0, %2], after [%arg1, %0]
// CHECK-NEXT:    ^bb3: live-in [%arg1, %0], live-out [%arg1, %0, %3]
// CHECK-NEXT:      cf.cond_br: before [%arg1, %0, %3], after [%arg1, %0, %3]
// CHECK-NEXT:    ^bb4: live-in [%3], live-out []
// CHECK-NEXT:      func.return: before [%3], after []
func.func @branches(%arg0: i32, %c: i1) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  cf.cond_br %c, ^bb1, ^bb2(%0 : i32)
^bb1:
  %1 = arith.muli %0, %0 : i32
  cf.br ^bb3(%1 : i32)
^bb2(%a: i32):
  cf.br ^bb3(%a : i32)
^bb3(%b: i32):
  cf.cond_br %c, ^bb1, ^bb4
^bb4:
  return %b : i32
}

/// A loop: the bound and the step are live through it; the induction
/// variable dies where its successor is computed; the initial value only
/// reaches the branch that passes it.
// CHECK-LABEL: liveness of @loop
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    ^bb0: live-in [], live-out [%arg0, %c1_i32]
// CHECK-NEXT:      %c0_i32 = arith.constant: before [%arg0], after [%arg0, %c0_i32]
// CHECK-NEXT:      %c1_i32 = arith.constant: before [%arg0, %c0_i32], after [%arg0, %c0_i32, %c1_i32]
// CHECK-NEXT:      cf.br: before [%arg0, %c0_i32, %c1_i32], after [%arg0, %c1_i32]
// CHECK-NEXT:    ^bb1: live-in [%arg0, %c1_i32], live-out [%arg0, %c1_i32, %1]
// CHECK-NEXT:      %1 = arith.addi: before [%arg0, %c1_i32, %0], after [%arg0, %c1_i32, %1]
// CHECK-NEXT:      %2 = arith.cmpi: before [%arg0, %c1_i32, %1], after [%arg0, %c1_i32, %1, %2]
// CHECK-NEXT:      cf.cond_br: before [%arg0, %c1_i32, %1, %2], after [%arg0, %c1_i32, %1]
// CHECK-NEXT:    ^bb2: live-in [%1], live-out []
// CHECK-NEXT:      func.return: before [%1], after []
func.func @loop(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^bb1(%zero : i32)
^bb1(%i: i32):
  %next = arith.addi %i, %one : i32
  %done = arith.cmpi sge, %next, %n : i32
  cf.cond_br %done, ^bb2, ^bb1(%next : i32)
^bb2:
  return %next : i32
}

/// A use inside a nested region counts at the op holding the region: %arg1
/// is live up to the scf.if and into both of its regions, %arg2 across it.
// CHECK-LABEL: liveness of @nested
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    ^bb0: live-in [], live-out []
// CHECK-NEXT:      %0 = scf.if: before [%arg0, %arg1, %arg2], after [%arg2, %0]
// CHECK-NEXT:      %1 = arith.addi: before [%arg2, %0], after [%1]
// CHECK-NEXT:      func.return: before [%1], after []
// CHECK-NEXT:  region 1 (scf.if):
// CHECK-NEXT:    ^bb0: live-in [%arg1], live-out []
// CHECK-NEXT:      %2 = arith.addi: before [%arg1], after [%2]
// CHECK-NEXT:      scf.yield: before [%2], after []
// CHECK-NEXT:  region 2 (scf.if):
// CHECK-NEXT:    ^bb0: live-in [%arg1], live-out []
// CHECK-NEXT:      scf.yield: before [%arg1], after []
func.func @nested(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  %t = arith.addi %r, %y : i32
  return %t : i32
}

/// A declaration has an empty region.
// CHECK-LABEL: liveness of @declaration
// CHECK-NEXT:  region 0 (func.func):
// CHECK-NEXT:    no blocks
func.func private @declaration(i32) -> i32

/// Run on each function, the pass gets liveness from the analysis manager.
// TIMING: TestPrintLiveRanges
// TIMING-NEXT: (A) Liveness
