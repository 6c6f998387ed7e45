// RUN: ir-opt %s -split-input-file --canonicalize | FileCheck %s

/// Region simplification removes dead code as MLIR's `runRegionDCE` does:
/// values that only feed themselves around a loop (no op is trivially
/// dead there) go with the block arguments that carry them; what a side
/// effect or the result needs stays.

// CHECK-LABEL: func.func @dead_loop_carried
// CHECK:         ^bb1(%[[I:.*]]: i32):
// CHECK-NOT:       arith.muli
// CHECK:           arith.cmpi slt, %[[I]]
// CHECK:         ^bb2:
// CHECK-NEXT:      arith.addi %[[I]]
// CHECK-NEXT:      cf.br ^bb1
// CHECK:         ^bb3:
// CHECK-NEXT:      return %[[I]] : i32
func.func @dead_loop_carried(%n: i32, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %x : i32, i32)
^loop(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %acc2 = arith.muli %acc, %x : i32
  cf.br ^loop(%next, %acc2 : i32, i32)
^exit:
  return %i : i32
}

// -----

/// A store in the loop keeps the value it stores and its cycle alive.

// CHECK-LABEL: func.func @stored_loop_carried
// CHECK:         ^bb1(%[[I:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK:           %[[ACC2:.*]] = arith.muli %[[ACC]], %arg1
// CHECK-NEXT:      memref.store %[[ACC2]]
// CHECK-NEXT:      cf.br ^bb1(%{{.*}}, %[[ACC2]] : i32, i32)
func.func @stored_loop_carried(%n: i32, %x: i32, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %x : i32, i32)
^loop(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %acc2 = arith.muli %acc, %x : i32
  memref.store %acc2, %m[] : memref<i32>
  cf.br ^loop(%next, %acc2 : i32, i32)
^exit:
  return %i : i32
}
