// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns=cf-bypass-forwarding-blocks}))' | FileCheck %s --check-prefix=NO-BYPASS
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{enable-patterns=cf.br-merge-single-predecessor}))' | FileCheck %s --check-prefix=ONLY-MERGE
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{enable-patterns=cf-bypass-forwarding-blocks,cf.br-merge-single-predecessor disable-patterns=cf-bypass-forwarding-blocks}))' | FileCheck %s --check-prefix=ONLY-MERGE
// IR-OPT-ONLY: enable-patterns/disable-patterns take ir-opt's pattern names, which mlir-opt-22 does not know

/// enable-patterns and disable-patterns name patterns by ir-opt's names
/// (`RewritePattern::name`), not MLIR's C++ names; a pattern named in both
/// is disabled.

// CHECK-LABEL: func.func @arg
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.select %[[ARG0]], %[[ARG1]], %[[ARG2]] : i32
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  }
// NO-BYPASS-LABEL: func.func @arg
// NO-BYPASS-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// NO-BYPASS-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// NO-BYPASS-NEXT:  ^bb1:
// NO-BYPASS-NEXT:    cf.br ^bb3(%[[ARG1]] : i32)
// NO-BYPASS-NEXT:  ^bb2:
// NO-BYPASS-NEXT:    cf.br ^bb3(%[[ARG2]] : i32)
// NO-BYPASS-NEXT:  ^bb3(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// NO-BYPASS-NEXT:    return %[[V0]] : i32
// NO-BYPASS-NEXT:  }
// ONLY-MERGE-LABEL: func.func @arg
// ONLY-MERGE-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32, %[[ARG2:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// ONLY-MERGE-NEXT:    cf.cond_br %[[ARG0]], ^bb1, ^bb2
// ONLY-MERGE-NEXT:  ^bb1:
// ONLY-MERGE-NEXT:    cf.br ^bb3(%[[ARG1]] : i32)
// ONLY-MERGE-NEXT:  ^bb2:
// ONLY-MERGE-NEXT:    cf.br ^bb3(%[[ARG2]] : i32)
// ONLY-MERGE-NEXT:  ^bb3(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// ONLY-MERGE-NEXT:    return %[[V0]] : i32
// ONLY-MERGE-NEXT:  }
func.func @arg(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%u: i32):
  cf.br ^bb3(%x, %u : i32, i32)
^bb2(%v: i32):
  cf.br ^bb3(%y, %v : i32, i32)
^bb3(%w: i32, %dead: i32):
  return %w : i32
}
