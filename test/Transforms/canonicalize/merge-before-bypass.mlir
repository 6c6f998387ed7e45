// RUN: ir-opt %s --canonicalize | FileCheck %s

/// A branch decided by a constant becomes a cf.br, which merges the block
/// it goes to before the branch into its own block bypasses it (the order
/// MLIR's driver visits them in): the values it passed become uses of
/// their own, not block arguments.

// CHECK-LABEL: func.func @decided_then_merged
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @decided_then_merged(%arg0: i32) -> i32 {
  %0 = ub.poison : i1
  cf.cond_br %0, ^bb1, ^bb4
^bb1:
  %1 = ub.poison : i1
  cf.cond_br %1, ^bb2(%arg0, %arg0 : i32, i32), ^bb3(%arg0, %arg0 : i32, i32)
^bb2(%2: i32, %3: i32):
  return %2 : i32
^bb3(%4: i32, %5: i32):
  return %4 : i32
^bb4:
  return %arg0 : i32
}

/// The same after a chain of merged blocks: the branch to the forwarding
/// block merges it, then the block it forwards to.

// CHECK-LABEL: func.func @merged_chain
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @merged_chain(%arg0: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  %0 = ub.poison : i1
  cf.cond_br %0, ^bb4, ^bb5
^bb4:
  return %arg0 : i32
^bb5:
  %1 = ub.poison : i1
  cf.cond_br %1, ^bb6, ^bb7
^bb6:
  return %arg0 : i32
^bb7:
  cf.br ^bb8(%arg0 : i32)
^bb8(%2: i32):
  return %2 : i32
}
