// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// RUN: ir-opt %s --cse | FileCheck %s

/// What cse's statistics count: `num-cse'd` the ops replaced by an
/// equivalent one (the `addi %b, %a` in @one, the second load in @two),
/// `num-dce'd` the unused ops erased on the way (the `muli` in @one, the
/// `memref.alloc` in @two). The counts are checked in
/// test/Pass/statistics-counts.mlir (mlir-opt-22's build prints none);
/// here, the ops they count go, run on the module or on each function.

// CHECK-LABEL: func.func @one
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SUB:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[ADD]], %[[ADD]], %[[SUB]] : i32, i32, i32
func.func @one(%a: i32, %b: i32) -> (i32, i32, i32) {
  %dead = arith.muli %a, %b : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @two
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    memref.store %arg1, %arg0[] : memref<i32>
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[L0]], %[[L0]], %[[L1]] : i32, i32, i32
func.func @two(%m: memref<i32>, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  %1 = memref.load %m[] : memref<i32>
  memref.store %v, %m[] : memref<i32>
  %2 = memref.load %m[] : memref<i32>
  %3 = memref.alloc() : memref<i32>
  return %0, %1, %2 : i32, i32, i32
}
