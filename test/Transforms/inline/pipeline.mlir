// RUN: ir-opt %s --inline | FileCheck %s
// RUN: ir-opt %s --inline='op-pipelines=func.func(cse)' | FileCheck %s --check-prefix=CSE

/// The default pipeline canonicalizes every callable, before and after
/// inlining; `op-pipelines` replaces it for the callables of one op.

func.func private @twice(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = arith.addi %a, %c0 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    return %arg0 : i32
// CSE-LABEL: func.func @caller
// CSE-NEXT:    arith.constant 0
// CSE-NEXT:    arith.addi
// CSE-NEXT:    arith.addi
// CSE-NEXT:    return
func.func @caller(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = call @twice(%x) : (i32) -> i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}
