// Compat with mlir-opt-22: zero-width integer types i0, si0, ui0 are valid.
// A dense of i0 elements prints every element, never a splat (MLIR stores
// them in no bits).
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: %0:2 = "foo.a"() {t = [i0, si0, ui0], v = 0 : i0, w = dense<[0, 0]> : tensor<2xi0>} : () -> (i0, tensor<2xsi0>)
"foo.a"() {t = [i0, si0, ui0], v = 0 : i0, w = dense<0> : tensor<2xi0>} : () -> (i0, tensor<2xsi0>)
