// Compat with mlir-opt-22: dense elements of complex type parse and print
// (ir-opt: "complex dense elements are not supported"). MLIR prints each
// element as "(re,im)" with no space after the comma, and a splat as one.
// Not supported yet (a known gap against mlir-opt-22): expected to fail.
// XFAIL: *
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: "foo.a"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,-4)]> : tensor<2xcomplex<i32>>, c = dense<(1.500000e+00,1.000000e-01)> : tensor<1x1xcomplex<f64>>, d = dense<(0,0)> : tensor<complex<i8>>} : () -> ()
"foo.a"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, -4)]> : tensor<2xcomplex<i32>>, c = dense<[[(1.5, 0.1)]]> : tensor<1x1xcomplex<f64>>, d = dense<(0, 0)> : tensor<complex<i8>>} : () -> ()
