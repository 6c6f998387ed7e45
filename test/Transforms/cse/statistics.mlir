// RUN: ir-opt %s --cse -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=MODULE
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse))' -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=FUNC
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s

/// Statistics: `num-cse'd` counts the ops replaced by an equivalent one
/// (the `addi %b, %a` in @one, the second load in @two), `num-dce'd` the
/// unused ops erased on the way (the `muli` in @one, the `memref.alloc` in
/// @two). Run on the module (both functions in one run) or on each
/// function (counts summed), the totals are the same.

// MODULE:      ... Pass statistics report ...
// MODULE-NEXT: ===---
// MODULE-NEXT: CSE
// MODULE-NEXT:   (S) 2 num-cse'd - Number of operations CSE'd
// MODULE-NEXT:   (S) 2 num-dce'd - Number of operations DCE'd

// FUNC:      ... Pass statistics report ...
// FUNC-NEXT: ===---
// FUNC-NEXT: 'func.func' Pipeline
// FUNC-NEXT:   CSE
// FUNC-NEXT:     (S) 2 num-cse'd - Number of operations CSE'd
// FUNC-NEXT:     (S) 2 num-dce'd - Number of operations DCE'd

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
