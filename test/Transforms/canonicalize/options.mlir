// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{top-down=true}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{top-down=false}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=2 top-down=false}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=normal}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=-1}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=-1}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns=none-such}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=disabled}))' | FileCheck %s --check-prefix=DISABLED
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=disabled top-down=false}))' | FileCheck %s --check-prefix=DISABLED
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=0}))' | FileCheck %s --check-prefix=NONE
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=1 max-iterations=1}))' | FileCheck %s --check-prefix=ONE
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=0}))' | FileCheck %s --check-prefix=ZERO
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{enable-patterns=none-such}))' | FileCheck %s --check-prefix=NOPAT

/// canonicalize's options, as mlir-opt-22's (every CHECK line here was
/// checked against its output): the worklist order (`top-down`), the
/// bounds on rounds (`max-iterations`, -1 none, 0 doing nothing) and on
/// pattern rewrites per round (`max-num-rewrites`, folds do not count),
/// region simplification (`disabled` still erases unreachable blocks,
/// as MLIR's driver does, but not dead code or dead block arguments),
/// and the pattern filter (`enable-patterns` naming no pattern leaves
/// only folding and erasure).

/// Forwarding blocks bypassed, a branch to one block twice made a select, the join merged; the dead argument goes with it.

// CHECK-LABEL: func.func @arg
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.select %[[ARG0]], %[[ARG1]], %[[ARG2]] : i32
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @arg
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.select %[[ARG0]], %[[ARG1]], %[[ARG2]] : i32
// DISABLED-NEXT:    return %[[V0]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @arg
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// NONE-NEXT:  ^bb1:
// NONE-NEXT:    cf.br ^bb3(%[[ARG1]] : i32)
// NONE-NEXT:  ^bb2:
// NONE-NEXT:    cf.br ^bb3(%[[ARG2]] : i32)
// NONE-NEXT:  ^bb3(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NONE-NEXT:    return %[[V0]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @arg
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    cf.cond_br %[[ARG0]], ^bb1(%[[ARG1]] : i32), ^bb1(%[[ARG2]] : i32)
// ONE-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ONE-NEXT:    return %[[V0]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @arg
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    cf.cond_br %[[ARG0]], ^bb1(%[[ARG1]] : i32), ^bb2(%[[ARG2]] : i32)
// ZERO-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    cf.br ^bb3(%[[ARG1]], %[[V0]] : i32, i32)
// ZERO-NEXT:  ^bb2(%[[V1:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    cf.br ^bb3(%[[ARG2]], %[[V1]] : i32, i32)
// ZERO-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.-]+]]: i32, %[[V3:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    return %[[V2]] : i32
// ZERO-NEXT:  }
// NOPAT-LABEL: func.func @arg
// NOPAT-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NOPAT-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// NOPAT-NEXT:  ^bb1:
// NOPAT-NEXT:    cf.br ^bb3(%[[ARG1]] : i32)
// NOPAT-NEXT:  ^bb2:
// NOPAT-NEXT:    cf.br ^bb3(%[[ARG2]] : i32)
// NOPAT-NEXT:  ^bb3(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NOPAT-NEXT:    return %[[V0]] : i32
// NOPAT-NEXT:  }
func.func @arg(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%u: i32):
  cf.br ^bb3(%x, %u : i32, i32)
^bb2(%v: i32):
  cf.br ^bb3(%y, %v : i32, i32)
^bb3(%w: i32, %dead: i32):
  return %w : i32
}

/// A loop computing only what nothing uses: region DCE erases it; without region simplification it stays.

// CHECK-LABEL: func.func @loopdead
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %[[ARG1]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @loopdead
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    cf.br ^bb1(%[[ARG1]] : i32)
// DISABLED-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// DISABLED-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[V0]] : i32
// DISABLED-NEXT:    cf.cond_br %[[ARG0]], ^bb1(%[[V1]] : i32), ^bb2
// DISABLED-NEXT:  ^bb2:
// DISABLED-NEXT:    return %[[ARG1]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @loopdead
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    cf.br ^bb1
// NONE-NEXT:  ^bb1:
// NONE-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// NONE-NEXT:  ^bb2:
// NONE-NEXT:    return %[[ARG1]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @loopdead
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    cf.br ^bb1
// ONE-NEXT:  ^bb1:
// ONE-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// ONE-NEXT:  ^bb2:
// ONE-NEXT:    return %[[ARG1]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @loopdead
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    cf.br ^bb1(%[[ARG1]] : i32)
// ZERO-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[V0]] : i32
// ZERO-NEXT:    cf.cond_br %[[ARG0]], ^bb1(%[[V1]] : i32), ^bb2
// ZERO-NEXT:  ^bb2:
// ZERO-NEXT:    return %[[ARG1]] : i32
// ZERO-NEXT:  }
// NOPAT-LABEL: func.func @loopdead
// NOPAT-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NOPAT-NEXT:    cf.br ^bb1
// NOPAT-NEXT:  ^bb1:
// NOPAT-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// NOPAT-NEXT:  ^bb2:
// NOPAT-NEXT:    return %[[ARG1]] : i32
// NOPAT-NEXT:  }
func.func @loopdead(%c: i1, %x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%i: i32):
  %n = arith.addi %i, %i : i32
  cf.cond_br %c, ^bb1(%n : i32), ^bb2
^bb2:
  return %x : i32
}

/// An unreachable loop: erased at every region-simplify level, as mlir-opt-22's driver erases unreachable blocks always.

// CHECK-LABEL: func.func @unreach_loop
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    return %[[ARG0]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @unreach_loop
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    return %[[ARG0]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @unreach_loop
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    return %[[ARG0]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @unreach_loop
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    return %[[ARG0]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @unreach_loop
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    return %[[ARG0]] : i32
// ZERO-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[V0]] : i32
// ZERO-NEXT:    cf.br ^bb1(%[[V1]] : i32)
// ZERO-NEXT:  }
// NOPAT-LABEL: func.func @unreach_loop
// NOPAT-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NOPAT-NEXT:    return %[[ARG0]] : i32
// NOPAT-NEXT:  }
func.func @unreach_loop(%x: i32) -> i32 {
  return %x : i32
^bb1(%i: i32):
  %n = arith.addi %i, %i : i32
  cf.br ^bb1(%n : i32)
}

/// An unreachable block feeding the join: erased first, so the join merges into the entry.

// CHECK-LABEL: func.func @u
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    return %[[ARG0]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @u
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    return %[[ARG0]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @u
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    cf.br ^bb1(%[[ARG0]] : i32)
// NONE-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NONE-NEXT:    return %[[V0]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @u
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    return %[[ARG0]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @u
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    cf.br ^bb2(%[[ARG0]] : i32)
// ZERO-NEXT:  ^bb1:
// ZERO-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// ZERO-NEXT:    cf.br ^bb2(%[[C4_I32]] : i32)
// ZERO-NEXT:  ^bb2(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    return %[[V0]] : i32
// ZERO-NEXT:  }
// NOPAT-LABEL: func.func @u
// NOPAT-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NOPAT-NEXT:    cf.br ^bb1(%[[ARG0]] : i32)
// NOPAT-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NOPAT-NEXT:    return %[[V0]] : i32
// NOPAT-NEXT:  }
func.func @u(%x: i32) -> i32 {
  cf.br ^bb2(%x : i32)
^bb1:
  %c4 = arith.constant 4 : i32
  cf.br ^bb2(%c4 : i32)
^bb2(%w: i32):
  return %w : i32
}

/// A branch on true: the false block goes, the true one merges.

// CHECK-LABEL: func.func @v
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    return %[[ARG0]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @v
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    return %[[ARG0]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @v
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// NONE-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// NONE-NEXT:    cf.cond_br %[[TRUE]], ^bb1, ^bb2
// NONE-NEXT:  ^bb1:
// NONE-NEXT:    cf.br ^bb3(%[[ARG0]] : i32)
// NONE-NEXT:  ^bb2:
// NONE-NEXT:    cf.br ^bb3(%[[C4_I32]] : i32)
// NONE-NEXT:  ^bb3(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NONE-NEXT:    return %[[V0]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @v
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    cf.br ^bb1
// ONE-NEXT:  ^bb1:
// ONE-NEXT:    cf.br ^bb2(%[[ARG0]] : i32)
// ONE-NEXT:  ^bb2(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ONE-NEXT:    return %[[V0]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @v
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// ZERO-NEXT:    cf.cond_br %[[TRUE]], ^bb1, ^bb2
// ZERO-NEXT:  ^bb1:
// ZERO-NEXT:    cf.br ^bb3(%[[ARG0]] : i32)
// ZERO-NEXT:  ^bb2:
// ZERO-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// ZERO-NEXT:    cf.br ^bb3(%[[C4_I32]] : i32)
// ZERO-NEXT:  ^bb3(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    return %[[V0]] : i32
// ZERO-NEXT:  }
// NOPAT-LABEL: func.func @v
// NOPAT-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NOPAT-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// NOPAT-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// NOPAT-NEXT:    cf.cond_br %[[TRUE]], ^bb1, ^bb2
// NOPAT-NEXT:  ^bb1:
// NOPAT-NEXT:    cf.br ^bb3(%[[ARG0]] : i32)
// NOPAT-NEXT:  ^bb2:
// NOPAT-NEXT:    cf.br ^bb3(%[[C4_I32]] : i32)
// NOPAT-NEXT:  ^bb3(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NOPAT-NEXT:    return %[[V0]] : i32
// NOPAT-NEXT:  }
func.func @v(%x: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  %c4 = arith.constant 4 : i32
  cf.br ^bb3(%c4 : i32)
^bb3(%w: i32):
  return %w : i32
}

/// The same with ops in the arms: with one rewrite in one round, the branch
/// is rewritten and the unreachable arm erased, but nothing is merged.

// CHECK-LABEL: func.func @v2
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @v2
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// DISABLED-NEXT:    return %[[V0]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @v2
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// NONE-NEXT:    cf.cond_br %[[TRUE]], ^bb1, ^bb2
// NONE-NEXT:  ^bb1:
// NONE-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// NONE-NEXT:    cf.br ^bb3(%[[V0]] : i32)
// NONE-NEXT:  ^bb2:
// NONE-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.muli %[[ARG0]], %[[ARG1]] : i32
// NONE-NEXT:    cf.br ^bb3(%[[V1]] : i32)
// NONE-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.-]+]]: i32):
// NONE-NEXT:    return %[[V2]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @v2
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    cf.br ^bb1
// ONE-NEXT:  ^bb1:
// ONE-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// ONE-NEXT:    cf.br ^bb2(%[[V0]] : i32)
// ONE-NEXT:  ^bb2(%[[V1:[a-zA-Z0-9_.-]+]]: i32):
// ONE-NEXT:    return %[[V1]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @v2
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// ZERO-NEXT:    cf.cond_br %[[TRUE]], ^bb1, ^bb2
// ZERO-NEXT:  ^bb1:
// ZERO-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// ZERO-NEXT:    cf.br ^bb3(%[[V0]] : i32)
// ZERO-NEXT:  ^bb2:
// ZERO-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.muli %[[ARG0]], %[[ARG1]] : i32
// ZERO-NEXT:    cf.br ^bb3(%[[V1]] : i32)
// ZERO-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    return %[[V2]] : i32
// ZERO-NEXT:  }
// NOPAT-LABEL: func.func @v2
// NOPAT-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NOPAT-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// NOPAT-NEXT:    cf.cond_br %[[TRUE]], ^bb1, ^bb2
// NOPAT-NEXT:  ^bb1:
// NOPAT-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// NOPAT-NEXT:    cf.br ^bb3(%[[V0]] : i32)
// NOPAT-NEXT:  ^bb2:
// NOPAT-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.muli %[[ARG0]], %[[ARG1]] : i32
// NOPAT-NEXT:    cf.br ^bb3(%[[V1]] : i32)
// NOPAT-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.-]+]]: i32):
// NOPAT-NEXT:    return %[[V2]] : i32
// NOPAT-NEXT:  }
func.func @v2(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %y : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %b = arith.muli %x, %y : i32
  cf.br ^bb3(%b : i32)
^bb3(%w: i32):
  return %w : i32
}

/// A branch on true forwarding a sum: folds, merges and drops the dead arm.

// CHECK-LABEL: func.func @branches
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG1]], %[[C3_I32]] : i32
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @branches
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// DISABLED-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG1]], %[[C3_I32]] : i32
// DISABLED-NEXT:    return %[[V0]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @branches
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// NONE-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// NONE-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// NONE-NEXT:    cf.cond_br %[[TRUE]], ^bb1(%[[ARG1]] : i32), ^bb2
// NONE-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NONE-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[C3_I32]] : i32
// NONE-NEXT:    cf.br ^bb3(%[[V1]] : i32)
// NONE-NEXT:  ^bb2:
// NONE-NEXT:    cf.br ^bb3(%[[C4_I32]] : i32)
// NONE-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.-]+]]: i32):
// NONE-NEXT:    return %[[V2]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @branches
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// ONE-NEXT:    cf.br ^bb1(%[[ARG1]] : i32)
// ONE-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ONE-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[C3_I32]] : i32
// ONE-NEXT:    cf.br ^bb2(%[[V1]] : i32)
// ONE-NEXT:  ^bb2(%[[V2:[a-zA-Z0-9_.-]+]]: i32):
// ONE-NEXT:    return %[[V2]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @branches
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// ZERO-NEXT:    cf.cond_br %[[TRUE]], ^bb1(%[[ARG1]] : i32), ^bb2
// ZERO-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// ZERO-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[C3_I32]] : i32
// ZERO-NEXT:    cf.br ^bb3(%[[V1]] : i32)
// ZERO-NEXT:  ^bb2:
// ZERO-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// ZERO-NEXT:    cf.br ^bb3(%[[C4_I32]] : i32)
// ZERO-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.-]+]]: i32):
// ZERO-NEXT:    return %[[V2]] : i32
// ZERO-NEXT:  }
// NOPAT-LABEL: func.func @branches
// NOPAT-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NOPAT-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// NOPAT-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// NOPAT-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// NOPAT-NEXT:    cf.cond_br %[[TRUE]], ^bb1(%[[ARG1]] : i32), ^bb2
// NOPAT-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NOPAT-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[C3_I32]] : i32
// NOPAT-NEXT:    cf.br ^bb3(%[[V1]] : i32)
// NOPAT-NEXT:  ^bb2:
// NOPAT-NEXT:    cf.br ^bb3(%[[C4_I32]] : i32)
// NOPAT-NEXT:  ^bb3(%[[V2:[a-zA-Z0-9_.-]+]]: i32):
// NOPAT-NEXT:    return %[[V2]] : i32
// NOPAT-NEXT:  }
func.func @branches(%c: i1, %x: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2
^bb1(%v: i32):
  %c3 = arith.constant 3 : i32
  %r = arith.addi %v, %c3 : i32
  cf.br ^bb3(%r : i32)
^bb2:
  %c4 = arith.constant 4 : i32
  cf.br ^bb3(%c4 : i32)
^bb3(%w: i32):
  return %w : i32
}

/// A chain of folds feeding an argument.

// CHECK-LABEL: func.func @chain_order
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[C6_I32:[a-zA-Z0-9_.-]+]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[C6_I32]] : i32
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  }
// DISABLED-LABEL: func.func @chain_order
// DISABLED-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// DISABLED-NEXT:    %[[C6_I32:[a-zA-Z0-9_.-]+]] = arith.constant 6 : i32
// DISABLED-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[C6_I32]] : i32
// DISABLED-NEXT:    return %[[V0]] : i32
// DISABLED-NEXT:  }
// NONE-LABEL: func.func @chain_order
// NONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NONE-NEXT:    %[[C1_I32:[a-zA-Z0-9_.-]+]] = arith.constant 1 : i32
// NONE-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[C1_I32]], %[[C1_I32]] : i32
// NONE-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.muli %[[V0]], %[[V0]] : i32
// NONE-NEXT:    %[[V2:[a-zA-Z0-9_.-]+]] = arith.addi %[[V1]], %[[ARG0]] : i32
// NONE-NEXT:    %[[V3:[a-zA-Z0-9_.-]+]] = arith.addi %[[V2]], %[[V0]] : i32
// NONE-NEXT:    return %[[V3]] : i32
// NONE-NEXT:  }
// ONE-LABEL: func.func @chain_order
// ONE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONE-NEXT:    %[[C6_I32:[a-zA-Z0-9_.-]+]] = arith.constant 6 : i32
// ONE-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[C6_I32]] : i32
// ONE-NEXT:    return %[[V0]] : i32
// ONE-NEXT:  }
// ZERO-LABEL: func.func @chain_order
// ZERO-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ZERO-NEXT:    %[[C1_I32:[a-zA-Z0-9_.-]+]] = arith.constant 1 : i32
// ZERO-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.addi %[[C1_I32]], %[[C1_I32]] : i32
// ZERO-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.muli %[[V0]], %[[V0]] : i32
// ZERO-NEXT:    %[[V2:[a-zA-Z0-9_.-]+]] = arith.addi %[[V1]], %[[ARG0]] : i32
// ZERO-NEXT:    %[[V3:[a-zA-Z0-9_.-]+]] = arith.addi %[[V2]], %[[V0]] : i32
// ZERO-NEXT:    return %[[V3]] : i32
// ZERO-NEXT:  }
func.func @chain_order(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %c1, %c1 : i32
  %b = arith.muli %a, %a : i32
  %c = arith.addi %b, %x : i32
  %d = arith.addi %c, %a : i32
  return %d : i32
}
