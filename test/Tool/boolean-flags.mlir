// On/off flags take a value as mlir-opt's do (LLVM's boolean options):
// true, TRUE, True, 1, false, FALSE, False, 0; a bare flag means true.
// RUN: ir-opt %s -cse --verify-each=0 | FileCheck %s
// RUN: ir-opt %s -cse --verify-each=TRUE | FileCheck %s
// RUN: ir-opt %s -cse --verify-each=False | FileCheck %s
// RUN: ir-opt %s -cse -mlir-print-debuginfo=1 | FileCheck %s --check-prefix=LOC
// RUN: ir-opt %s -cse -mlir-print-debuginfo=0 | FileCheck %s --check-prefix=NOLOC
// RUN: ir-opt %s -cse -mlir-print-assume-verified | FileCheck %s
// RUN: not ir-opt %s --verify-each=2 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @twice
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT: return %[[M]] : i32
// LOC: arith.addi {{.*}} loc(
// NOLOC-NOT: loc(
// BAD: '2' is invalid value for boolean argument! Try 0 or 1
func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
