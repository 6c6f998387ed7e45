// Compat with mlir-opt-22: zero-width integer types i0, si0, ui0 are valid
// (ir-opt: "integer types must be at least 1 bit wide"). A splat of i0
// prints as a list, not a splat.
// Not supported yet (a known gap against mlir-opt-22): expected to fail.
// XFAIL: *
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: %0:2 = "foo.a"() {t = [i0, si0, ui0], v = 0 : i0, w = dense<[0, 0]> : tensor<2xi0>} : () -> (i0, tensor<2xsi0>)
"foo.a"() {t = [i0, si0, ui0], v = 0 : i0, w = dense<0> : tensor<2xi0>} : () -> (i0, tensor<2xsi0>)
