// RUN: ir-opt %s --canonicalize | FileCheck %s

/// `memref.load`, `memref.store`, `memref.dealloc` and `memref.cast` see
/// through a `memref.cast` of a ranked memref to its source (MLIR's
/// `foldMemRefCast`), and a cast to its source's type folds to the
/// source. The stored value and a cast of an unranked memref stay.

// CHECK-LABEL: func.func @through_casts
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<4xi32>
// CHECK-NEXT:    memref.store %arg0, %[[A]][%arg1] : memref<4xi32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[A]][%arg1] : memref<4xi32>
// CHECK-NEXT:    %[[Y:.*]] = memref.load %[[A]][%arg1] : memref<4xi32>
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @through_casts(%v: i32, %i: index) -> i32 {
  %a = memref.alloca() : memref<4xi32>
  %c = memref.cast %a : memref<4xi32> to memref<?xi32>
  memref.store %v, %c[%i] : memref<?xi32>
  %d = memref.cast %a : memref<4xi32> to memref<?xi32>
  %r = memref.load %d[%i] : memref<?xi32>
  %e = memref.cast %c : memref<?xi32> to memref<4xi32>
  %r2 = memref.load %e[%i] : memref<4xi32>
  %s = arith.addi %r, %r2 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @casts_kept
// CHECK-NEXT:    %[[C:.*]] = memref.cast %arg0 : memref<?xi32> to memref<4xi32>
// CHECK-NEXT:    %[[U:.*]] = memref.cast %arg1 : memref<*xi32> to memref<?xi32>
// CHECK-NEXT:    memref.dealloc %arg0 : memref<?xi32>
// CHECK-NEXT:    return %arg0, %[[C]], %arg0, %[[U]]
func.func @casts_kept(%m: memref<?xi32>, %u: memref<*xi32>) -> (memref<?xi32>, memref<4xi32>, memref<?xi32>, memref<?xi32>) {
  %x = memref.cast %m : memref<?xi32> to memref<?xi32>
  %a = memref.cast %m : memref<?xi32> to memref<4xi32>
  %b = memref.cast %a : memref<4xi32> to memref<?xi32>
  %c = memref.cast %u : memref<*xi32> to memref<?xi32>
  memref.dealloc %a : memref<4xi32>
  return %x, %a, %b, %c : memref<?xi32>, memref<4xi32>, memref<?xi32>, memref<?xi32>
}

/// An allocation stored into only through a cast goes: the store sees
/// through the cast, which then goes unused.
// CHECK-LABEL: func.func @stored_through_cast
// CHECK-NEXT:    return
func.func @stored_through_cast(%v: i32, %i: index) {
  %a = memref.alloca() : memref<4xi32>
  %c = memref.cast %a : memref<4xi32> to memref<?xi32>
  memref.store %v, %c[%i] : memref<?xi32>
  return
}
