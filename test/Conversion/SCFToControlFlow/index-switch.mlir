// RUN: ir-opt %s --convert-scf-to-cf | FileCheck %s

/// `scf.index_switch` becomes `cf.switch` on the index cast to `i32`, the
/// case blocks in order, then the default block, then a block taking the
/// results.

// CHECK-LABEL: func.func @switch
// CHECK-SAME:      (%[[I:.*]]: index, %[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[FLAG:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:    cf.switch %[[FLAG]] : i32, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      2: ^bb1,
// CHECK-NEXT:      5: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %[[TEN:.*]] = arith.constant 10 : i32
// CHECK-NEXT:    cf.br ^bb4(%[[TEN]] : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb4(%[[A]] : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb4(%[[ZERO]] : i32)
// CHECK-NEXT:  ^bb4(%[[R:.*]]: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:    return %[[R]] : i32
func.func @switch(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

/// No case: only the default destination.

// CHECK-LABEL: func.func @default_only
// CHECK-NEXT:    %[[FLAG:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT:    cf.switch %[[FLAG]] : i32, [
// CHECK-NEXT:      default: ^bb1]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
func.func @default_only(%i: index) {
  scf.index_switch %i
  default {
    scf.yield
  }
  return
}

/// Case values are truncated to `i32`, as MLIR's lowering does.

// CHECK-LABEL: func.func @wide_case
// CHECK:           4294967295: ^bb1
// CHECK-NOT:       4294967295
func.func @wide_case(%i: index) {
  scf.index_switch %i
  case 4294967295 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
