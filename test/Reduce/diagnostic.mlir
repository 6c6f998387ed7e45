// RUN: ir-reduce %s --diagnostic='failed as test-pass-failure' --pipeline='func.func(test-pass-failure-at{functions=bad})' | FileCheck %s
// RUN: not ir-reduce %s --diagnostic='no such message' --pipeline='func.func(test-pass-failure-at{functions=bad})' 2>&1 | FileCheck %s --check-prefix=BORING

/// --diagnostic: the pipeline reports an error containing the text (here
/// at the function `bad`, which test-pass-failure fails on). The function
/// that produces it is all that is left, emptied (nothing calls it, so
/// its argument and result go too).

// CHECK:       module {
// CHECK-NEXT:    func.func @bad() {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// BORING: error: the input is not interesting to the test

func.func @good(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @bad(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
