// Dense elements of complex type read and print as in mlir-opt-22: each
// element is "(re,im)" with no space after the comma, equal elements are
// one splat, and large ones print in hex on request (two values an
// element, real part first). complex<i1>: dense-complex-i1.mlir; errors:
// dense-complex-errors.mlir.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=1 | FileCheck %s --check-prefix=HEX
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=1 | ir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: "foo.a"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,-4)]> : tensor<2xcomplex<i32>>, c = dense<(1.500000e+00,1.000000e-01)> : tensor<1x1xcomplex<f64>>, d = dense<(0,0)> : tensor<complex<i8>>} : () -> ()
// HEX: "foo.a"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<"0x010000000200000003000000FCFFFFFF"> : tensor<2xcomplex<i32>>,
"foo.a"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, -4)]> : tensor<2xcomplex<i32>>, c = dense<[[(1.5, 0.1)]]> : tensor<1x1xcomplex<f64>>, d = dense<(0, 0)> : tensor<complex<i8>>} : () -> ()

// CHECK: "foo.b"() {a = dense<[{{\[}}(1,2), (3,4)], [(5,6), (7,8)]]> : tensor<2x2xcomplex<i8>>, b = dense<(1,2)> : tensor<3xcomplex<i32>>, c = dense<[(255,2), (0,1)]> : tensor<2xcomplex<ui8>>, e = dense<> : tensor<0xcomplex<f32>>} : () -> ()
// HEX: "foo.b"() {a = dense<"0x0102030405060708"> : tensor<2x2xcomplex<i8>>, b = dense<(1,2)> : tensor<3xcomplex<i32>>, c = dense<"0xFF020001"> : tensor<2xcomplex<ui8>>,
"foo.b"() {a = dense<[[(1,2),(3,4)],[(5,6),(7,8)]]> : tensor<2x2xcomplex<i8>>, b = dense<"0x0100000002000000"> : tensor<3xcomplex<i32>>, c = dense<[(255, 2), (0, 1)]> : tensor<2xcomplex<ui8>>, e = dense<> : tensor<0xcomplex<f32>>} : () -> ()
