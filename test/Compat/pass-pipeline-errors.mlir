// An empty --pass-pipeline is an error, as in mlir-opt; so is a pipeline
// not wrapped in the op it runs on.
// RUN: not ir-opt %s --pass-pipeline= 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not ir-opt %s '--pass-pipeline= ' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// EMPTY-NOT: module
// RUN: not ir-opt %s --pass-pipeline=cse 2>&1 | FileCheck %s --check-prefix=UNWRAPPED
// UNWRAPPED: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// The pipeline that runs nothing is written `builtin.module()`.
// RUN: ir-opt %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=NOTHING
// NOTHING: func.func @f()

func.func @f() {
  return
}
