// RUN: ir-opt %s -diagnostic-format=line -mlir-disable-threading --pass-pipeline='builtin.module(func.func(test-analysis-cache{preserve=true},mem2reg,test-analysis-cache{preserve=true},cse,test-analysis-cache{preserve=true},dce,sccp,canonicalize,gvn,test-analysis-cache))' 2>&1 >/dev/null | FileCheck %s

/// A transform pass that leaves a function as it was keeps every analysis
/// of it (and the IR is not verified again), as in MLIR; one that changes
/// the function drops them. @unchanged gives mem2reg, cse, dce, sccp,
/// canonicalize and gvn nothing to do; in @promoted mem2reg promotes the slot and
/// cse merges the two additions.

// CHECK:      :[[U:[0-9]+]]:1: remark: 4 ops (computed)
// CHECK-NEXT: :[[U]]:1: remark: 4 ops (cached)
// CHECK-NEXT: :[[U]]:1: remark: 4 ops (cached)
// CHECK-NEXT: :[[U]]:1: remark: 4 ops (cached)
func.func @unchanged(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}

// CHECK-NEXT: :[[P:[0-9]+]]:1: remark: 8 ops (computed)
// CHECK-NEXT: :[[P]]:1: remark: 5 ops (computed)
// CHECK-NEXT: :[[P]]:1: remark: 4 ops (computed)
// CHECK-NEXT: :[[P]]:1: remark: 4 ops (cached)
func.func @promoted(%a: i32, %b: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %a, %slot[] : memref<i32>
  %v = memref.load %slot[] : memref<i32>
  %0 = arith.addi %v, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
