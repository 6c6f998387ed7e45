// RUN: ir-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' | FileCheck %s
// RUN: ir-reduce %s --test=%S/Inputs/grep-interesting.sh --test-arg=arith.muli -o %t
// RUN: FileCheck %s < %t
// RUN: not ir-reduce %s --test=%S/Inputs/grep-interesting.sh --test-arg=arith.divsi 2>&1 | FileCheck %s --check-prefix=BORING

/// mlir-reduce's convention: the script gets its test-args, then the
/// file, and exit status 1 means "still interesting". Everything the
/// multiplication does not need goes: the other function, the ops that
/// fed it (their uses now read the function's argument), the op using it
/// (its uses now read its operand, the product), and the result and
/// argument nothing uses (nothing calls @f).

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %{{.*}} = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return{{$}}
// CHECK-NOT:   func.func

// BORING: error: the input is not interesting to the test

func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %0 : i32
  %3 = arith.xori %2, %a : i32
  return %3 : i32
}
