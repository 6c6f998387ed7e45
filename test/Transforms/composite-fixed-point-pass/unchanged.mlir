// RUN: ir-opt %s -verify-diagnostics -composite-fixed-point-pass='pipeline=canonicalize max-iterations=1' | FileCheck %s
// RUN: ir-opt %s -verify-diagnostics -composite-fixed-point-pass | FileCheck %s

/// A module the pipeline leaves as it is converges after one run, even
/// with `max-iterations=1`: no warning. So does any module with the empty
/// pipeline (the default).

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @f(%a: i32) -> i32 {
  %s = arith.addi %a, %a : i32
  return %s : i32
}
