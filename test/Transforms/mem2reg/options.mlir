// RUN: ir-opt %s --mem2reg | FileCheck %s
// RUN: ir-opt %s --mem2reg=region-simplify=true | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}))' | FileCheck %s

/// mem2reg's region-simplify, as in mlir-opt-22, changes nothing: the
/// slot is promoted, and the dead sum and the unreachable block stay with
/// either value.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %{{.*}} = arith.addi %[[C1]], %[[C1]] : i32
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %[[C1]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @f(%c: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %x = arith.constant 1 : i32
  %dead = arith.addi %x, %x : i32
  memref.store %x, %a[] : memref<i32>
  cf.br ^bb1
^bb1:
  %v = memref.load %a[] : memref<i32>
  return %v : i32
^bb2:
  cf.br ^bb1
}
