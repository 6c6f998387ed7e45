// RUN: ir-opt %s --mem2reg | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22's mem2reg carries a slot allocated inside a loop around the loop, and its output fails verification (operand does not dominate its use)

/// An allocation inside a loop is a fresh slot on every iteration: a load
/// before its first store reads poison, and nothing is carried around the
/// loop.

// CHECK-LABEL: func.func @alloca_in_loop
// CHECK-NOT:     memref
// CHECK:       ^bb1(%[[I:.*]]: i32):
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[I]], %[[P]] : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[X]], %arg1 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[Y]] : i32)
func.func @alloca_in_loop(%n: i32, %a: i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  cf.br ^bb1(%c0_i32 : i32)
^bb1(%i: i32):
  %0 = arith.cmpi slt, %i, %n : i32
  cf.cond_br %0, ^bb2, ^bb3
^bb2:
  %alloca = memref.alloca() : memref<i32>
  %1 = memref.load %alloca[] : memref<i32>
  %2 = arith.addi %i, %1 : i32
  memref.store %a, %alloca[] : memref<i32>
  %3 = memref.load %alloca[] : memref<i32>
  %4 = arith.addi %2, %3 : i32
  cf.br ^bb1(%4 : i32)
^bb3:
  return %i : i32
}
