// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(test-print-liveness))' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s

/// test-print-liveness prints what mlir-opt's does (MLIR's Liveness::print,
/// to stderr): blocks numbered in a pre-order walk, block arguments as
/// argK@B, results as val_N; live-in and live-out sets; the ops each
/// result is live at; the values live at each op (ended by a backspace
/// before the bracket, matched by `{{.}}`). A value used in a nested
/// region is used by the block holding the region op.

// CHECK-LABEL: Testing : loop
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: arg0@0 val_2 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_1 :
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: // val_2 :
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: //     %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: //     %2 = arith.cmpi sge, %1, %arg0 : i32
// CHECK-NEXT: //     cf.cond_br %2, ^bb2, ^bb1(%1 : i32)
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %c0_i32 = arith.constant 0 : i32 [arg0@0 val_1 {{.}}]
// CHECK-NEXT: //     %c1_i32 = arith.constant 1 : i32 [arg0@0 val_1 val_2 {{.}}]
// CHECK-NEXT: //     cf.br ^bb1(%c0_i32 : i32) [arg0@0 val_1 val_2 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: arg0@0 val_2 
// CHECK-NEXT: // --- LiveOut: arg0@0 val_2 val_4 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_4 :
// CHECK-NEXT: //     %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: //     %2 = arith.cmpi sge, %1, %arg0 : i32
// CHECK-NEXT: //     cf.cond_br %2, ^bb2, ^bb1(%1 : i32)
// CHECK-NEXT: //     func.return %1 : i32
// CHECK-NEXT: // val_5 :
// CHECK-NEXT: //     %2 = arith.cmpi sge, %1, %arg0 : i32
// CHECK-NEXT: //     cf.cond_br %2, ^bb2, ^bb1(%1 : i32)
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %1 = arith.addi %0, %c1_i32 : i32 [arg0@0 val_2 arg0@1 val_4 {{.}}]
// CHECK-NEXT: //     %2 = arith.cmpi sge, %1, %arg0 : i32 [arg0@0 val_2 val_4 val_5 {{.}}]
// CHECK-NEXT: //     cf.cond_br %2, ^bb2, ^bb1(%1 : i32) [arg0@0 val_2 val_4 val_5 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 2
// CHECK-NEXT: // --- LiveIn: val_4 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     func.return %1 : i32 [val_4 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-LABEL: Testing : nested
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_3 :
// CHECK-NEXT: //     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:   %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: //     %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: // val_4 :
// CHECK-NEXT: //     %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: //     func.return %1 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:   %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg1 : i32
// CHECK-NEXT: } [arg0@0 arg1@0 arg2@0 val_3 {{.}}]
// CHECK-NEXT: //     %1 = arith.addi %0, %arg2 : i32 [arg2@0 val_3 val_4 {{.}}]
// CHECK-NEXT: //     func.return %1 : i32 [val_4 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: arg1@0 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // val_5 :
// CHECK-NEXT: //     %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: //     scf.yield %2 : i32
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     %2 = arith.addi %arg1, %arg1 : i32 [arg1@0 val_5 {{.}}]
// CHECK-NEXT: //     scf.yield %2 : i32 [val_5 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 2
// CHECK-NEXT: // --- LiveIn: arg1@0 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     scf.yield %arg1 : i32 [arg1@0 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------
// CHECK-LABEL: Testing : unused_arg
// CHECK-NEXT: // ---- Liveness -----
// CHECK-NEXT: // - Block: 0
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     cf.br ^bb1(%arg0, %arg1 : i32, i32) [arg0@0 arg1@0 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // - Block: 1
// CHECK-NEXT: // --- LiveIn: 
// CHECK-NEXT: // --- LiveOut: 
// CHECK-NEXT: // --- BeginLivenessIntervals
// CHECK-NEXT: // --- EndLivenessIntervals
// CHECK-NEXT: // --- BeginCurrentlyLive
// CHECK-NEXT: //     func.return %0 : i32 [arg0@1 arg1@1 {{.}}]
// CHECK-NEXT: // --- EndCurrentlyLive
// CHECK-NEXT: // -------------------

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
func.func @unused_arg(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a, %b : i32, i32)
^bb1(%p: i32, %q: i32):
  return %p : i32
}
