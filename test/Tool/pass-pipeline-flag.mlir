// --pass-pipeline given twice: the last one runs, as in mlir-opt; an empty
// one is an error, as in mlir-opt.
// RUN: ir-opt %s --pass-pipeline='builtin.module(canonicalize)' --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s --check-prefix=CSE
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s --check-prefix=CANON
// RUN: not ir-opt %s --pass-pipeline= 2>&1 | FileCheck %s --check-prefix=EMPTY

// CSE-LABEL: func.func @twice
// CSE-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CSE-NEXT: arith.muli %[[A]], %[[A]] : i32

// CANON-LABEL: func.func @twice
// CANON-NEXT: arith.addi
// CANON-NEXT: arith.addi
// CANON-NEXT: arith.muli

// EMPTY: e.g. 'builtin.module(...)'
func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
