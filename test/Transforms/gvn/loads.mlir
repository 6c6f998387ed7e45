// RUN: ir-opt %s -split-input-file --gvn | FileCheck %s
// RUN: ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(gvn))' | FileCheck %s

/// Redundant loads: a load of the same memref and indices as a dominating
/// load reuses its value when no write (a store, a call, any op that may
/// write) can happen on a path between them. Beyond MLIR's `cse`, which
/// merges reads only within one block, this holds across blocks and loops.

/// In one block: equal loads merge; a store between (even to another
/// memref: there is no alias analysis) or a call keeps the load after it;
/// loads of other indices stay.

// CHECK-LABEL: func.func @in_a_block
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    %[[LJ:.*]] = memref.load %arg0[%arg3] : memref<4xi32>
// CHECK-NEXT:    memref.store %arg4, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    call @opaque() : () -> ()
// CHECK-NEXT:    %[[L2:.*]] = memref.load %arg0[%arg2] : memref<4xi32>
// CHECK-NEXT:    return %[[L0]], %[[L0]], %[[LJ]], %[[L1]], %[[L1]], %[[L2]] :
func.func @in_a_block(%m: memref<4xi32>, %other: memref<4xi32>, %i: index, %j: index, %v: i32)
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

/// Across a diamond without writes, the load at the join reuses the one of
/// the entry block (`cse` keeps it).

// CHECK-LABEL: func.func @across_a_diamond
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NOT:     memref.load
// CHECK:       ^bb3:
// CHECK-NEXT:    return %[[L0]], %[[L0]] : i32, i32
func.func @across_a_diamond(%m: memref<i32>, %c: i1) -> (i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %1 = memref.load %m[] : memref<i32>
  return %0, %1 : i32, i32
}

// -----

/// A store on one path to the join keeps the join's load. The loads of the
/// two branches, dominated by the entry's load with no write before them,
/// reuse it; so the join's argument receives it on both edges and goes.

// CHECK-LABEL: func.func @write_on_one_path
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    memref.store %arg2, %arg0[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[L3:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[L0]], %[[L3]] : i32, i32
func.func @write_on_one_path(%m: memref<i32>, %c: i1, %v: i32) -> (i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.load %m[] : memref<i32>
  memref.store %v, %m[] : memref<i32>
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = memref.load %m[] : memref<i32>
  cf.br ^bb3(%2 : i32)
^bb3(%r: i32):
  %3 = memref.load %m[] : memref<i32>
  return %r, %3 : i32, i32
}

// -----

/// A write on a path that does not lead to the second load (the other
/// branch) does not keep it.

// CHECK-LABEL: func.func @write_elsewhere
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    memref.store %arg2, %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[L0]], %[[L0]] : i32, i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %[[L0]], %[[L0]] : i32, i32
func.func @write_elsewhere(%m: memref<i32>, %c: i1, %v: i32) -> (i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %m[] : memref<i32>
  return %0, %0 : i32, i32
^bb2:
  %1 = memref.load %m[] : memref<i32>
  return %0, %1 : i32, i32
}

// -----

/// Loads in sibling blocks do not dominate each other nor the join: the
/// three stay; a second load in `^bb2` reuses the first one there.

// CHECK-LABEL: func.func @sibling_loads
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[A:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb3(%[[A]] : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[B:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    %[[BB:.*]] = arith.addi %[[B]], %[[B]] : i32
// CHECK-NEXT:    cf.br ^bb3(%[[BB]] : i32)
// CHECK:       ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    %[[C:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[R]], %[[C]] : i32, i32
func.func @sibling_loads(%m: memref<i32>, %c: i1) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.load %m[] : memref<i32>
  cf.br ^bb3(%0 : i32)
^bb2:
  %1 = memref.load %m[] : memref<i32>
  %11 = memref.load %m[] : memref<i32>
  %sum = arith.addi %1, %11 : i32
  cf.br ^bb3(%sum : i32)
^bb3(%r: i32):
  %2 = memref.load %m[] : memref<i32>
  return %r, %2 : i32, i32
}

// -----

/// A store in the loop body reaches the header by the back edge: the
/// header's load stays apart from the one before the loop. The exit,
/// reached from the header with no write between, reuses the header's.

// CHECK-LABEL: func.func @loop_with_a_store
// CHECK:         %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1(%{{[a-z0-9_]+}}: i32):
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[] : memref<i32>
// CHECK:       ^bb2:
// CHECK-NEXT:    memref.store %arg2, %arg0[] : memref<i32>
// CHECK:       ^bb3:
// CHECK-NEXT:    return %[[L0]], %[[L1]], %[[L1]] : i32, i32, i32
func.func @loop_with_a_store(%m: memref<i32>, %n: i32, %v: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = memref.load %m[] : memref<i32>
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %1 = memref.load %m[] : memref<i32>
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  memref.store %v, %m[] : memref<i32>
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^loop(%i2 : i32)
^exit:
  %2 = memref.load %m[] : memref<i32>
  return %0, %1, %2 : i32, i32, i32
}

// -----

/// Without a write in the loop, the loads of the header, the body and the
/// exit all reuse the load before the loop.

// CHECK-LABEL: func.func @loop_without_writes
// CHECK:         %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NOT:     memref.load
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[S:.*]] = arith.addi %{{[a-z0-9_]+}}, %[[L0]] : i32
// CHECK-NOT:     memref.load
// CHECK:         return %[[L0]], %[[L0]], %[[L0]] : i32, i32, i32
func.func @loop_without_writes(%m: memref<i32>, %n: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = memref.load %m[] : memref<i32>
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %1 = memref.load %m[] : memref<i32>
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %2 = memref.load %m[] : memref<i32>
  %i2 = arith.addi %i, %2 : i32
  cf.br ^loop(%i2 : i32)
^exit:
  %3 = memref.load %m[] : memref<i32>
  return %0, %1, %3 : i32, i32, i32
}

// -----

/// The exit is reached from the loop header, after zero or more trips
/// through the storing block: the header's load stays apart from the one
/// before the loop, and the exit's loads reuse the header's.

// CHECK-LABEL: func.func @exit_after_a_storing_loop
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    memref.store %arg2, %arg0[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return %[[L0]], %[[L1]], %[[L1]], %[[L1]] : i32, i32, i32, i32
func.func @exit_after_a_storing_loop(%m: memref<i32>, %c: i1, %v: i32) -> (i32, i32, i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  cf.br ^bb1
^bb1:
  %1 = memref.load %m[] : memref<i32>
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  memref.store %v, %m[] : memref<i32>
  cf.br ^bb1
^bb3:
  %2 = memref.load %m[] : memref<i32>
  %3 = memref.load %m[] : memref<i32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

/// A region op that may write (the `scf.if` storing) is a write between
/// two loads; inside a region, loads merge as in a block.

// CHECK-LABEL: func.func @regions
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      %[[IN:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:      %[[D:.*]] = arith.addi %[[IN]], %[[IN]] : i32
// CHECK-NEXT:      memref.store %[[D]], %arg0[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[L0]], %[[L1]] : i32, i32
func.func @regions(%m: memref<i32>, %c: i1) -> (i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  scf.if %c {
    %a = memref.load %m[] : memref<i32>
    %b = memref.load %m[] : memref<i32>
    %d = arith.addi %a, %b : i32
    memref.store %d, %m[] : memref<i32>
  }
  %1 = memref.load %m[] : memref<i32>
  return %0, %1 : i32, i32
}

// -----

/// An `scf.if` whose regions write nothing is no write: the load in ^bb1
/// is the one before it, across blocks. After an `scf.if` that stores,
/// the load in ^bb2 stays.

// CHECK-LABEL: func.func @region_ops_between_loads
// CHECK-NEXT:    %[[L:.*]] = memref.load %arg0[] : memref<i32>
// CHECK:       ^bb1:
// CHECK-NEXT:    return %[[L]], %[[L]], %{{.*}} : i32, i32, i32
// CHECK:       ^bb2:
// CHECK:           memref.store
// CHECK:         %[[L2:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[L]], %[[L2]], %{{.*}} : i32, i32, i32
func.func @region_ops_between_loads(%m: memref<i32>, %c: i1, %d: i1, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[] : memref<i32>
  %r = scf.if %c -> i32 {
    %x = arith.addi %v, %v : i32
    scf.yield %x : i32
  } else {
    scf.yield %v : i32
  }
  cf.cond_br %d, ^a, ^b
^a:
  %1 = memref.load %m[] : memref<i32>
  return %0, %1, %r : i32, i32, i32
^b:
  %w = scf.if %c -> i32 {
    memref.store %v, %m[] : memref<i32>
    scf.yield %v : i32
  } else {
    scf.yield %v : i32
  }
  %2 = memref.load %m[] : memref<i32>
  return %0, %2, %w : i32, i32, i32
}

// -----

/// Equal values where the first one numbered (in the loop body) dominates
/// neither of the others: the exit's two loads are still one, the first
/// of them, which dominates the second.

// CHECK-LABEL: func.func @first_equal_in_a_loop
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[A:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    arith.addi %{{.*}}, %[[A]]
// CHECK:       ^bb3:
// CHECK-NEXT:    %[[B:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[B]], %[[B]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @first_equal_in_a_loop(%m: memref<i32>, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %a = memref.load %m[] : memref<i32>
  %next = arith.addi %i, %a : i32
  cf.br ^header(%next : i32)
^exit:
  %b = memref.load %m[] : memref<i32>
  %c = memref.load %m[] : memref<i32>
  %s = arith.addi %b, %c : i32
  return %s : i32
}
