// RUN: ir-opt %s --sccp | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(sccp)' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s
// RUN: ir-opt %s --sccp -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(sccp))' -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=FUNC-STATS

// IR-OPT-ONLY: the counters are ours (mlir-opt-22's sccp declares no statistics)

/// sccp anchored on the module (reaching every function in it) and on each
/// `func.func` gives the same output, and counts what it did:
/// - num-constants, values replaced by a constant, the constants already
///   in the IR included (each is made again, shared, at the top of the
///   function): `%t` in @f; `%c1` and `%c2` in @g;
/// - num-erased, the ops whose values were all replaced (`%t`, `%c1`,
///   `%c2`).

// STATS-NOT:  Pipeline
// STATS:      SCCP
// STATS-NEXT:   (S) 3 num-constants - Number of values replaced by constants
// STATS-NEXT:   (S) 3 num-erased    - Number of ops erased because all their results were replaced
// STATS-EMPTY:

// FUNC-STATS:      'func.func' Pipeline
// FUNC-STATS-NEXT:   SCCP
// FUNC-STATS-NEXT:     (S) 3 num-constants - Number of values replaced by constants
// FUNC-STATS-NEXT:     (S) 3 num-erased    - Number of ops erased because all their results were replaced
// FUNC-STATS-EMPTY:

/// A branch on `true` stays, as in MLIR: the canonicalizer rewrites it.

// CHECK-LABEL: func.func @f
// CHECK-SAME:      (%[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    cf.cond_br %[[T]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %[[A]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %[[B]] : i32
// CHECK-NEXT:  }
func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^x, ^y
^x:
  return %a : i32
^y:
  return %b : i32
}

/// 1 + 1 folds; the sum with an argument stays; the 1, made again at the
/// top, stays without a use.

// CHECK-LABEL: func.func @g
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    arith.constant 1 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[A]], %[[C2]] : i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @g(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.addi %c1, %c1 : i32
  %r = arith.addi %a, %c2 : i32
  return %r : i32
}
