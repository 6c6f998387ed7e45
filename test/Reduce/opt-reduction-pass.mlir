// RUN: ir-reduce %s --opt-reduction-pass='opt-pass=symbol-dce test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' | FileCheck %s

/// --opt-reduction-pass, as mlir-reduce's: the pipeline runs once and its
/// output is kept when it is smaller and still interesting (symbol-dce
/// erases the private function nothing calls). Nothing else is reduced.

// CHECK-NOT:   @unused
// CHECK:       func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %arg0 : i32

func.func private @unused(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}
