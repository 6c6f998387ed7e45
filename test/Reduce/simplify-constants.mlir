// RUN: ir-reduce %s --test=%S/Inputs/grep-interesting.sh --test-arg='divsi %arg0, %c[1-9]' | FileCheck %s --check-prefix=INT
// RUN: ir-reduce %s --test=%S/Inputs/grep-interesting.sh --test-arg='mulf %arg0, %cst' | FileCheck %s --check-prefix=FLOAT

/// Constants are simplified to 0, else to 1 (the script here rejects a
/// zero divisor), floats too, though `7` and `1` print as long: of two
/// variants of one size the one with the smaller constants is kept.

// INT-LABEL: func.func @int(
// INT-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// INT-NEXT:    %{{.*}} = arith.divsi %arg0, %[[C]] : i32
// INT-NOT:   arith.constant 7

// FLOAT-LABEL: func.func @float(
// FLOAT-NEXT:    %[[C:.*]] = arith.constant 0.000000e+00 : f32
// FLOAT-NEXT:    %{{.*}} = arith.mulf %arg0, %[[C]] : f32

func.func @int(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.divsi %a, %c : i32
  return %0 : i32
}

func.func @float(%a: f32) -> f32 {
  %c = arith.constant 2.5 : f32
  %0 = arith.mulf %a, %c : f32
  return %0 : f32
}
