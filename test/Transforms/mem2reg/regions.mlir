// RUN: ir-opt %s -split-input-file --allow-unregistered-dialect --mem2reg-structured | FileCheck %s

/// Slots used inside the regions of structured ops (`scf`): a region that
/// only reads a slot reads the value at the op; a value the regions change
/// is carried as the op's `RegionBranch` interface allows: a new result
/// (`scf.if`, `scf.index_switch`, `scf.execute_region`), a new loop-carried
/// value (`scf.for`'s `iter_args`, `scf.while`'s arguments). Where the op
/// cannot carry it, the slot stays.

// CHECK-LABEL: func.func @read_in_if
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @read_in_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  %0 = scf.if %c -> (i32) {
    %1 = memref.load %alloca[] : memref<i32>
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

/// A store in one arm of an `scf.if` with an `else`: the op gets a result,
/// each arm yields the value it ends with.

// CHECK-LABEL: func.func @store_in_if
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @store_in_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  scf.if %c {
    memref.store %b, %alloca[] : memref<i32>
  } else {
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// An `scf.if` without `else` cannot yield a result: it gets the `else`
/// its syntax leaves implicit (a lone `scf.yield`), which then yields the
/// value from before. A store there that nothing reads afterwards needs no
/// result.

// CHECK-LABEL: func.func @store_in_if_without_else
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      "test.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @store_in_if_without_else(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  %alloca_0 = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  scf.if %c {
    memref.store %b, %alloca[] : memref<i32>
    memref.store %b, %alloca_0[] : memref<i32>
    %1 = memref.load %alloca_0[] : memref<i32>
    "test.use"(%1) : (i32) -> ()
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

/// Nothing needs the value after the `if`: it stays without `else`.

// CHECK-LABEL: func.func @dead_after_if_without_else
// CHECK-NOT:     memref
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg1 : i32
func.func @dead_after_if_without_else(%c: i1, %a: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  scf.if %c {
    memref.store %a, %alloca[] : memref<i32>
    %1 = memref.load %alloca[] : memref<i32>
    "test.use"(%1) : (i32) -> ()
  }
  return %a : i32
}

// -----

/// A slot updated in an `scf.for` body becomes an `iter_args` value.

// CHECK-LABEL: func.func @for_accumulate
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %arg1 to %arg2 step %arg3 iter_args(%[[ACC:.*]] = %arg0) -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[ACC]], %[[ACC]] : i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @for_accumulate(%a: i32, %lb: index, %ub: index, %step: index) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  scf.for %arg4 = %lb to %ub step %step {
    %1 = memref.load %alloca[] : memref<i32>
    %2 = arith.addi %1, %1 : i32
    memref.store %2, %alloca[] : memref<i32>
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// Nested structured ops: the value flows through the inner `scf.if`'s
/// result and both loops' `iter_args`; a slot only read inside needs none.

// CHECK-LABEL: func.func @nested
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %c0 to %arg3 step %c1 iter_args(%[[A:.*]] = %arg1) -> (i32) {
// CHECK-NEXT:      %[[IN:.*]] = scf.for %{{.*}} = %c0 to %arg3 step %c1 iter_args(%[[B:.*]] = %[[A]]) -> (i32) {
// CHECK-NEXT:        %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:          %[[M:.*]] = arith.muli %[[B]], %arg2 : i32
// CHECK-NEXT:          scf.yield %[[M]] : i32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[B]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[IF]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[IN]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @nested(%c: i1, %a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() : memref<i32>
  %alloca_0 = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  memref.store %b, %alloca_0[] : memref<i32>
  scf.for %arg4 = %c0 to %n step %c1 {
    scf.for %arg5 = %c0 to %n step %c1 {
      scf.if %c {
        %1 = memref.load %alloca[] : memref<i32>
        %2 = memref.load %alloca_0[] : memref<i32>
        %3 = arith.muli %1, %2 : i32
        memref.store %3, %alloca[] : memref<i32>
      } else {
      }
    }
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// `scf.while`: the value enters the `before` region as an argument, goes
/// to the `after` region and to the results through `scf.condition`, and
/// back through `scf.yield`.

// CHECK-LABEL: func.func @while_loop
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.while (%[[X:.*]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[X]], %arg1 : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[X]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[Y]], %c1_i32 : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @while_loop(%a: i32, %n: i32) -> i32 {
  %c1_i32 = arith.constant 1 : i32
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  scf.while : () -> () {
    %1 = memref.load %alloca[] : memref<i32>
    %2 = arith.cmpi slt, %1, %n : i32
    scf.condition(%2)
  } do {
    %1 = memref.load %alloca[] : memref<i32>
    %2 = arith.addi %1, %c1_i32 : i32
    memref.store %2, %alloca[] : memref<i32>
    scf.yield
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// A region with its own control flow (`scf.execute_region`) gets a block
/// argument inside and a result outside; `scf.index_switch` a result.

// CHECK-LABEL: func.func @execute_region
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      cf.br ^bb2(%arg2 : i32)
// CHECK-NEXT:    ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT:      scf.yield %[[V]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @execute_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    memref.store %b, %alloca[] : memref<i32>
    cf.br ^bb2
  ^bb2:
    scf.yield
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// CHECK-LABEL: func.func @index_switch
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.index_switch %arg0 -> i32
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @index_switch(%i: index, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  scf.index_switch %i
  case 0 {
    memref.store %b, %alloca[] : memref<i32>
    scf.yield
  }
  default {
  }
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// An allocation inside a loop body is promoted there, wherever it sits.

// CHECK-LABEL: func.func @alloca_in_body
// CHECK-NOT:     memref
// CHECK:         scf.for {{.*}} iter_args(%[[ACC:.*]] = %arg0) -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.muli %[[ACC]], %[[ACC]] : i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
func.func @alloca_in_body(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %arg2 = %c0 to %n step %c1 iter_args(%arg3 = %a) -> (i32) {
    %alloca = memref.alloca() : memref<i32>
    memref.store %arg3, %alloca[] : memref<i32>
    %1 = memref.load %alloca[] : memref<i32>
    %2 = arith.muli %1, %1 : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}

// -----

/// An op whose control flow is unknown (no `RegionBranch`) may read a slot
/// in its regions: the reads take the value at the op. A store there
/// cannot be followed: that slot stays.

// CHECK-LABEL: func.func @unknown_region_op
// CHECK-NEXT:    %[[S:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %[[S]][] : memref<i32>
// CHECK-NEXT:    %[[R:.*]] = "test.region"() ({
// CHECK-NEXT:      memref.store %arg1, %[[S]][] : memref<i32>
// CHECK-NEXT:      "test.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    %[[V:.*]] = memref.load %[[S]][] : memref<i32>
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[R]], %[[V]] : i32
// CHECK-NEXT:    return %[[T]] : i32
func.func @unknown_region_op(%a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  %alloca_0 = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  memref.store %a, %alloca_0[] : memref<i32>
  %0 = "test.region"() ({
    %2 = memref.load %alloca[] : memref<i32>
    memref.store %b, %alloca_0[] : memref<i32>
    "test.yield"(%2) : (i32) -> ()
  }) : () -> i32
  %1 = memref.load %alloca_0[] : memref<i32>
  %3 = arith.addi %0, %1 : i32
  return %3 : i32
}
