// RUN: ir-reduce %s --test=%S/Inputs/grep-interesting.sh --test-arg='arith.muli %c[34]' | FileCheck %s --check-prefix=CLOSED
// RUN: ir-reduce %s --test=%S/Inputs/grep-interesting.sh --test-arg='arith.muli %arg0' | FileCheck %s --check-prefix=OPEN

/// Integer types narrow to i8 where every use allows it: the i64 ops fed
/// by constants go to i8 together, the constants truncated (300 wraps to
/// 44, which the script accepts while it rejects 0 and 1). An op fed by a
/// function argument keeps its type (the argument's cannot change).

// CLOSED-LABEL: func.func @closed(
// CLOSED-NEXT:    %[[C:.*]] = arith.constant 44 : i8
// CLOSED-NEXT:    arith.muli %[[C]], %[[C]] : i8
// CLOSED-NOT:     i64

// OPEN-LABEL: func.func @open(
// OPEN-NEXT:    arith.muli %arg0, %arg0 : i32

func.func @closed() -> i1 {
  %c = arith.constant 300 : i64
  %d = arith.constant 7 : i64
  %0 = arith.muli %c, %d : i64
  %1 = arith.cmpi eq, %0, %c : i64
  return %1 : i1
}

func.func @open(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
