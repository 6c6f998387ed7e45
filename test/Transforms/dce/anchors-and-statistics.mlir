// RUN: ir-opt %s --dce | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(dce)' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(dce))' | FileCheck %s
// RUN: ir-opt %s --dce -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(dce))' -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=FUNC-STATS

/// dce anchored on the module (reaching every function in it) and on each
/// `func.func` gives the same output, and counts what it erased: ops
/// (those nested in an erased op included) and block arguments. Here: the
/// `arith.addi` and the argument `%y` of @f; the `scf.if` of @g with the
/// three ops inside it: 5 ops, 1 argument.

// STATS-NOT:  Pipeline
// STATS:      DeadCodeElimination
// STATS-NEXT:   (S) 1 num-erased-arguments - Number of block arguments erased
// STATS-NEXT:   (S) 5 num-erased-ops       - Number of ops erased
// STATS-EMPTY:

// FUNC-STATS:      'func.func' Pipeline
// FUNC-STATS-NEXT:   DeadCodeElimination
// FUNC-STATS-NEXT:     (S) 1 num-erased-arguments - Number of block arguments erased
// FUNC-STATS-NEXT:     (S) 5 num-erased-ops       - Number of ops erased
// FUNC-STATS-EMPTY:

/// A dead argument fed a different value by each edge of a `cf.cond_br`
/// to the same block; the op computing the live one stays.

// CHECK-LABEL: func.func @f
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[D:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1(%[[A]] : i32), ^bb1(%[[D]] : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    return %[[X]] : i32
// CHECK-NEXT:  }
func.func @f(%c: i1, %a: i32) -> i32 {
  %d = arith.muli %a, %a : i32
  cf.cond_br %c, ^j(%a, %d : i32, i32), ^j(%d, %a : i32, i32)
^j(%x: i32, %y: i32):
  %e = arith.addi %y, %y : i32
  return %x : i32
}

/// An unused `scf.if` goes with its regions; the store stays.

// CHECK-LABEL: func.func @g
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[M:.*]]: memref<i32>)
// CHECK-NEXT:    memref.store %[[A]], %[[M]][] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @g(%c: i1, %a: i32, %m: memref<i32>) {
  %unused = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  memref.store %a, %m[] : memref<i32>
  return
}
