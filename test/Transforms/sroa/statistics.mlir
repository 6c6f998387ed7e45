// RUN: ir-opt %s -mlir-pass-statistics --pass-pipeline='builtin.module(func.func(sroa))' 2>&1 >/dev/null | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22 prints no statistics for sroa (its report is empty)

/// MLIR's counters: slots split (2), those with an element no access
/// reaches (1: @partial uses 2 of 6), the most elements a split slot had.

// CHECK:      'func.func' Pipeline
// CHECK-NEXT:   SROA
// CHECK-NEXT:     (S) 2 destructured slots        - Total amount of memory slots destructured
// CHECK-NEXT:     (S) 6 max subelement number     - Maximal number of sub-elements a successfully destructured slot initially had
// CHECK-NEXT:     (S) 1 slots with memory benefit - Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields

func.func @whole(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  %a = memref.load %m[%c1] : memref<2xi32>
  return %a : i32
}

func.func @partial(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2x3xi32>
  memref.store %v, %m[%c1, %c0] : memref<2x3xi32>
  %a = memref.load %m[%c0, %c1] : memref<2x3xi32>
  return %a : i32
}

func.func @not_split(%v: i32, %i: index) -> i32 {
  %m = memref.alloca() : memref<8xi32>
  memref.store %v, %m[%i] : memref<8xi32>
  %a = memref.load %m[%i] : memref<8xi32>
  return %a : i32
}
