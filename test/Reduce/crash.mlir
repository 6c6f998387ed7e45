// RUN: ir-reduce %s --crash='func.func(test-panic-on-op{op-name=arith.muli})' | FileCheck %s

/// --crash: the pipeline panics (test-panic-on-op is a planted crash on
/// arith.muli). What is left is the op it panics on, in its function:
/// the branch to it decided and folded, the blocks merged, the argument
/// it no longer uses dropped.

// CHECK:       module {
// CHECK-NEXT:    func.func @crashes(%arg0: i32) {
// CHECK-NEXT:      %{{.*}} = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

func.func @fine(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @crashes(%a: i32, %c: i1) {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %0, %a : i32
  cf.br ^bb2
^bb2:
  return
}
