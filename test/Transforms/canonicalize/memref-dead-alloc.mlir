// RUN: ir-opt %s -split-input-file --canonicalize | FileCheck %s

/// An allocation whose only read sits in a loop that never runs goes when
/// the loop goes: erasing an op with regions revisits what the ops inside
/// it used (as MLIR's driver hears of each nested op's erasure), and the
/// allocation is then used only by stores (MLIR's `SimplifyDeadAlloc`).

// CHECK-LABEL: func.func @read_in_erased_loop
// CHECK-NEXT:    return
func.func @read_in_erased_loop(%v: i32, %n: index) {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  scf.for %i = %n to %n step %n {
    %x = memref.load %a[] : memref<i32>
    %y = arith.addi %x, %v : i32
    memref.store %y, %a[] : memref<i32>
  }
  return
}

// -----

/// An unused load is dead (it only reads): the allocation then goes.

// CHECK-LABEL: func.func @unused_load
// CHECK-NEXT:    return
func.func @unused_load(%v: i32, %i: index) {
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%i] : memref<4xi32>
  %x = memref.load %a[%i] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return
}

// -----

/// Stores into it from nested regions go with it.

// CHECK-LABEL: func.func @stored_in_region
// CHECK-NEXT:    return
func.func @stored_in_region(%v: i32, %c: i1) {
  %a = memref.alloca() : memref<i32>
  scf.if %c {
    memref.store %v, %a[] : memref<i32>
  }
  return
}

// -----

/// Passed to a call: the callee may read it, so it stays with its store.

func.func private @use(memref<i32>)

// CHECK-LABEL: func.func @passed_to_call
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %[[A]][]
// CHECK-NEXT:    call @use(%[[A]])
// CHECK-NEXT:    return
func.func @passed_to_call(%v: i32) {
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  func.call @use(%a) : (memref<i32>) -> ()
  return
}

// -----

/// Read in a loop that runs: the allocation and its stores stay.

// CHECK-LABEL: func.func @read_in_loop
// CHECK:         memref.alloca()
// CHECK:         scf.for
// CHECK-NEXT:      memref.load
// CHECK:           memref.store
func.func @read_in_loop(%v: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[] : memref<i32>
    %y = arith.addi %x, %v : i32
    memref.store %y, %a[] : memref<i32>
  }
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
