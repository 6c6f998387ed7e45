// RUN: ir-opt %s -mlir-pass-statistics --pass-pipeline='builtin.module(func.func(mem2reg-structured))' 2>&1 >/dev/null | FileCheck %s

/// Statistics: every promoted slot (each element of a split array counts)
/// and every block argument added, region arguments included. Here: the
/// diamond's slot and its join argument; the loop's slot, its header
/// argument and nothing for the slot that escapes; the `scf.for`'s slot
/// and its body argument; two elements of the array.

// CHECK:      'func.func' Pipeline
// CHECK-NEXT:   Mem2RegStructured
// CHECK-NEXT:     (S) 3 new block args - Total amount of new block argument inserted in blocks
// CHECK-NEXT:     (S) 5 promoted slots - Total amount of memory slot promoted

func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %alloca[] : memref<i32>
  cf.br ^bb3
^bb2:
  memref.store %b, %alloca[] : memref<i32>
  cf.br ^bb3
^bb3:
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

func.func private @use(memref<i32>)

func.func @loop(%n: i32) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %alloca = memref.alloca() : memref<i32>
  %alloca_0 = memref.alloca() : memref<i32>
  memref.store %n, %alloca[] : memref<i32>
  call @use(%alloca_0) : (memref<i32>) -> ()
  cf.br ^bb1
^bb1:
  %0 = memref.load %alloca[] : memref<i32>
  %1 = arith.subi %0, %c1_i32 : i32
  memref.store %1, %alloca[] : memref<i32>
  %2 = arith.cmpi sgt, %1, %c1_i32 : i32
  cf.cond_br %2, ^bb1, ^bb2
^bb2:
  return %1 : i32
}

func.func @for(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  scf.for %arg2 = %c0 to %n step %c1 {
    %1 = memref.load %alloca[] : memref<i32>
    %2 = arith.muli %1, %1 : i32
    memref.store %2, %alloca[] : memref<i32>
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

func.func @array(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %alloca = memref.alloca() : memref<3xi32>
  memref.store %a, %alloca[%c0] : memref<3xi32>
  memref.store %a, %alloca[%c2] : memref<3xi32>
  %0 = memref.load %alloca[%c2] : memref<3xi32>
  return %0 : i32
}
