// RUN: ir-opt %s --gvn | FileCheck %s
// RUN: ir-opt %s --gvn -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(gvn{commutative=false}))' | FileCheck %s --check-prefix=NOCOMM
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(gvn{commutative=false}))' -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=NOCOMM-STATS
// RUN: ir-opt %s --gvn=max-iterations=2 | FileCheck %s --check-prefix=LIMIT
// RUN: ir-opt %s --gvn=max-iterations=2 -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=LIMIT-STATS
// RUN: ir-opt %s --gvn=max-iterations=1 | FileCheck %s --check-prefix=ONE
// RUN: ir-opt %s --gvn=max-iterations=1 -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=ONE-STATS

/// The options and statistics of `gvn`. By default: in @straight the two
/// copies of the `addi` (one with its operands swapped) are replaced and
/// the unused `muli` goes; in @loop the counter `%j` (stepped by
/// `1 + %j`) is the counter `%i` (stepped by `%i + 1`): its argument and
/// its `addi` go. `num-replaced` counts the values replaced (2 + 2),
/// `num-removed` the ops and arguments removed (3 + 2).

// CHECK-LABEL: func.func @straight
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[ADD]], %[[ADD]], %[[ADD]] : i32, i32, i32
// CHECK-LABEL: func.func @loop
// CHECK:         cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK:         %[[I2:.*]] = arith.addi %[[I]], %{{[a-z0-9_]+}} : i32
// CHECK-NEXT:    cf.br ^bb1(%[[I2]] : i32)
// CHECK:         return %[[I]], %[[I]] : i32, i32

// STATS:      ... Pass statistics report ...
// STATS-NEXT: ===---
// STATS-NEXT: GVN
// STATS-NEXT:   (S) 5 num-removed   - Number of ops, blocks and block arguments removed
// STATS-NEXT:   (S) 4 num-replaced  - Number of values replaced by an equal one
// STATS-NEXT:   (S) 0 num-unsettled - Number of regions left alone (numbering did not settle)

/// `commutative=false` compares operands in order: `addi %b, %a` stays
/// apart from `addi %a, %b` (its exact copy still goes), and the two
/// counters of @loop, stepped by `%i + 1` and `1 + %j`, stay two.

// NOCOMM-LABEL: func.func @straight
// NOCOMM-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// NOCOMM-NEXT:    %[[SWAPPED:.*]] = arith.addi %arg1, %arg0 : i32
// NOCOMM-NEXT:    return %[[ADD]], %[[SWAPPED]], %[[ADD]] : i32, i32, i32
// NOCOMM-LABEL: func.func @loop
// NOCOMM:         cf.br ^bb1(%arg1, %arg1 : i32, i32)
// NOCOMM-NEXT:  ^bb1(%[[I:.*]]: i32, %[[J:.*]]: i32):
// NOCOMM:         return %[[I]], %[[J]] : i32, i32

// NOCOMM-STATS:      'func.func' Pipeline
// NOCOMM-STATS-NEXT:   GVN
// NOCOMM-STATS-NEXT:     (S) 2 num-removed   - Number of ops, blocks and block arguments removed
// NOCOMM-STATS-NEXT:     (S) 1 num-replaced  - Number of values replaced by an equal one
// NOCOMM-STATS-NEXT:     (S) 0 num-unsettled - Number of regions left alone (numbering did not settle)

/// `max-iterations=2`: @loop needs a third round to confirm that its
/// counters stay equal, so its region is left alone (`num-unsettled`);
/// @straight, without back edges, settles in two and is simplified.

// LIMIT-LABEL: func.func @straight
// LIMIT-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// LIMIT-NEXT:    return %[[ADD]], %[[ADD]], %[[ADD]] : i32, i32, i32
// LIMIT-LABEL: func.func @loop
// LIMIT:         cf.br ^bb1(%arg1, %arg1 : i32, i32)
// LIMIT-NEXT:  ^bb1(%[[I:.*]]: i32, %[[J:.*]]: i32):
// LIMIT:         %[[I2:.*]] = arith.addi %[[I]], %{{[a-z0-9_]+}} : i32
// LIMIT-NEXT:    %[[J2:.*]] = arith.addi %{{[a-z0-9_]+}}, %[[J]] : i32
// LIMIT-NEXT:    cf.br ^bb1(%[[I2]], %[[J2]] : i32, i32)
// LIMIT:         return %[[I]], %[[J]] : i32, i32

// LIMIT-STATS:      GVN
// LIMIT-STATS-NEXT:   (S) 3 num-removed   - Number of ops, blocks and block arguments removed
// LIMIT-STATS-NEXT:   (S) 2 num-replaced  - Number of values replaced by an equal one
// LIMIT-STATS-NEXT:   (S) 1 num-unsettled - Number of regions left alone (numbering did not settle)

/// `max-iterations=1`: a region without back edges is numbered exactly in
/// one round (every block's predecessors come first), so @straight is
/// simplified; @loop's guesses are unproven after one round, and it is
/// left as it was.

// ONE-LABEL: func.func @straight
// ONE-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// ONE-NEXT:    return %[[ADD]], %[[ADD]], %[[ADD]] : i32, i32, i32
// ONE-LABEL: func.func @loop
// ONE:         cf.br ^bb1(%arg1, %arg1 : i32, i32)
// ONE-NEXT:  ^bb1(%[[I:.*]]: i32, %[[J:.*]]: i32):
// ONE:         return %[[I]], %[[J]] : i32, i32

// ONE-STATS:      GVN
// ONE-STATS-NEXT:   (S) 3 num-removed   - Number of ops, blocks and block arguments removed
// ONE-STATS-NEXT:   (S) 2 num-replaced  - Number of values replaced by an equal one
// ONE-STATS-NEXT:   (S) 1 num-unsettled - Number of regions left alone (numbering did not settle)

func.func @straight(%a: i32, %b: i32) -> (i32, i32, i32) {
  %dead = arith.muli %a, %b : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.addi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @loop(%n: i32, %x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %x : i32, i32)
^loop(%i: i32, %j: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  %j2 = arith.addi %c1, %j : i32
  cf.br ^loop(%i2, %j2 : i32, i32)
^exit:
  return %i, %j : i32, i32
}
