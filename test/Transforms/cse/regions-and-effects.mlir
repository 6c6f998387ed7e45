// RUN: ir-opt %s -split-input-file --cse | FileCheck %s
// RUN: ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s

/// Nested regions and memory: an op in a region sees the ops that dominate
/// the op holding the region, but what is defined inside a region is not
/// seen after it; reads merge only within one block and only when nothing
/// that may write lies between them. These CHECK lines hold for MLIR's
/// `mlir-opt --cse` as well.

/// The `addi %b, %a` in the `then` region is replaced by the dominating
/// `addi %a, %b` outside (operands in any order). The three `muli`s are then
/// equal, but the `then` and `else` regions do not see each other, and the
/// op after the `scf.if` does not see inside it: all three stay.

// CHECK-LABEL: func.func @nested_sees_enclosing
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[M1:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT:      scf.yield %[[M1]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[M2:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT:      scf.yield %[[M2]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[M3:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT:    return %[[IF]], %[[M3]] : i32, i32
func.func @nested_sees_enclosing(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = scf.if %c -> i32 {
    %x = arith.addi %b, %a : i32
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  } else {
    %y = arith.muli %0, %0 : i32
    scf.yield %y : i32
  }
  %2 = arith.muli %0, %0 : i32
  return %1, %2 : i32, i32
}

// -----

/// Within one region, duplicates merge as in a block; constants inside the
/// body of an `scf.for` reuse the ones outside.

// CHECK-LABEL: func.func @inside_a_loop_body
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[SUB:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %arg3 step %[[C1]] {
// CHECK-NEXT:      %[[X:.*]] = arith.xori %[[SUB]], %arg1 : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:      memref.store %[[Y]], %arg0[%[[C1]]] : memref<8xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[SUB]] : i32
func.func @inside_a_loop_body(%m: memref<8xi32>, %a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.subi %a, %b : i32
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.subi %a, %b : i32
    %c1_0 = arith.constant 1 : index
    %x0 = arith.xori %t, %a : i32
    %x1 = arith.xori %a, %s : i32
    %y = arith.addi %x0, %x1 : i32
    memref.store %y, %m[%c1_0] : memref<8xi32>
  }
  return %s : i32
}

// -----

/// Two loads of the same element merge when nothing writes between them;
/// a store between (even to another memref: no alias analysis) or a call
/// keeps the load after it. Loads of different indices never merge.

// CHECK-LABEL: func.func @loads_in_a_block
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    %[[LJ:.*]] = memref.load %arg0[%arg3] : memref<4xi32>
// CHECK-NEXT:    memref.store %arg4, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    call @opaque() : () -> ()
// CHECK-NEXT:    %[[L2:.*]] = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    return %[[L0]], %[[L0]], %[[LJ]], %[[L1]], %[[L1]], %[[L2]] :
func.func @loads_in_a_block(%m: memref<4xi32>, %other: memref<4xi32>, %i: index, %j: index, %v: i32)
    -> (i32, i32, i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  %2 = memref.load %m[%j] : memref<4xi32>
  memref.store %v, %other[%i] : memref<4xi32>
  %3 = memref.load %m[%i] : memref<4xi32>
  %4 = memref.load %m[%i] : memref<4xi32>
  func.call @opaque() : () -> ()
  %5 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}
func.func private @opaque()

// -----

/// A load is not merged with a load in another block, even a dominating
/// one with no write anywhere (`gvn` does merge it, see
/// `gvn/loads.mlir`); the pure `subi` is.

// CHECK-LABEL: func.func @loads_across_blocks
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    %[[SUB:.*]] = arith.subi %arg2, %arg3 : i32
// CHECK-NEXT:    cf.br ^bb1
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[L0]], %[[L1]], %[[SUB]], %[[SUB]] : i32, i32, i32, i32
func.func @loads_across_blocks(%m: memref<i32>, %c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  %s = arith.subi %a, %b : i32
  cf.br ^bb1
^bb1:
  %1 = memref.load %m[] : memref<i32>
  %t = arith.subi %a, %b : i32
  return %0, %1, %s, %t : i32, i32, i32, i32
}

// -----

/// An op with a region that may write (the `scf.if` storing) counts as a
/// write between two loads: the load after it stays, while the one after
/// that, with nothing between, merges with it.

// CHECK-LABEL: func.func @region_op_between_loads
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      memref.store %arg2, %arg0[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[L0]], %[[L1]], %[[L1]] : i32, i32, i32
func.func @region_op_between_loads(%m: memref<i32>, %c: i1, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  %1 = memref.load %m[] : memref<i32>
  %2 = memref.load %m[] : memref<i32>
  return %0, %1, %2 : i32, i32, i32
}

// -----

/// Region ops that may write are never merged: both `scf.if`s storing
/// stay, while the `addi` in each reuses the one before them.

// CHECK-LABEL: func.func @writing_region_ops
// CHECK-NEXT:    %[[D:.*]] = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      memref.store %[[D]], %arg0[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      memref.store %[[D]], %arg0[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[D]] : i32
func.func @writing_region_ops(%m: memref<i32>, %c: i1, %v: i32) -> i32 {
  %d = arith.addi %v, %v : i32
  scf.if %c {
    %d1 = arith.addi %v, %v : i32
    memref.store %d1, %m[] : memref<i32>
  }
  scf.if %c {
    %d2 = arith.addi %v, %v : i32
    memref.store %d2, %m[] : memref<i32>
  }
  return %d : i32
}

// -----

/// The first load inside the region is not merged with the load outside
/// (another block), but the second one inside is merged with the first.

// CHECK-LABEL: func.func @loads_in_a_region
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[L1:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[L1]], %[[L1]] : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[L0]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[IF]] : i32
func.func @loads_in_a_region(%m: memref<i32>, %c: i1) -> i32 {
  %0 = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %1 = memref.load %m[] : memref<i32>
    %2 = memref.load %m[] : memref<i32>
    %s = arith.addi %1, %2 : i32
    scf.yield %s : i32
  } else {
    scf.yield %0 : i32
  }
  return %r : i32
}

// -----

/// Two `scf.if`s that compute the same thing, nothing in them touching
/// memory, are one: the second is replaced by the first (MLIR compares
/// ops with regions of one block structurally). One that computes
/// something else stays.

// CHECK-LABEL: func.func @equal_region_ops
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[ADD:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %[[ADD]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OTHER:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[SUB:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %[[SUB]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[IF]], %[[IF]], %[[OTHER]] : i32, i32, i32
func.func @equal_region_ops(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %x = arith.subi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// -----

/// An `scf.if` whose regions touch no memory is no write: the loads on
/// either side of it are one.

// CHECK-LABEL: func.func @pure_region_op_between_loads
// CHECK-NEXT:    %[[L:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg1 -> (i32) {
// CHECK:         } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[L]], %[[L]], %[[IF]] : i32, i32, i32
func.func @pure_region_op_between_loads(%m: memref<i32>, %c: i1, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %x = arith.addi %v, %v : i32
    scf.yield %x : i32
  } else {
    scf.yield %v : i32
  }
  %1 = memref.load %m[] : memref<i32>
  return %0, %1, %r : i32, i32, i32
}
