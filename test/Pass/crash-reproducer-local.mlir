// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t.local -mlir-pass-pipeline-local-reproducer --mlir-disable-threading
// RUN: FileCheck %s < %t.local
// RUN: not ir-opt %t.local --run-reproducer
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t.full --mlir-disable-threading
// RUN: FileCheck %s --check-prefix=FULL < %t.full

/// As mlir-opt's -mlir-pass-pipeline-local-reproducer: the reproducer
/// holds the IR just before the failing pass (canonicalize has folded the
/// addition away) and a pipeline of that pass alone, anchored where it
/// ran. Without the flag it holds the input and the whole pipeline.
/// (test-pass-failure's options print differently: `{{.*}}`.)

// CHECK:      func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK:      pipeline: "builtin.module(func.func(test-pass-failure{{.*}}))",
// CHECK-NEXT: disable_threading: true,
// CHECK-NEXT: verify_each: true

// FULL:      func.func @f(%arg0: i32) -> i32 {
// FULL-NEXT:   %c0_i32 = arith.constant 0 : i32
// FULL-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// FULL:      pipeline: "builtin.module(func.func(canonicalize{{.*}},test-pass-failure{{.*}}))",

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
