// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Malformed dense elements of complex type, each located at its element.

// expected-error @below {{expected a complex element '(real, imaginary)' for a complex element type}}
"foo.a"() {a = dense<[(1, 2), 3]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{complex element '(real, imaginary)' in dense elements of a non-complex type}}
"foo.a"() {a = dense<[(1.0, 2.0)]> : tensor<1xf32>} : () -> ()

// -----

// expected-error @below {{expected ')' after complex elements, found ','}}
"foo.a"() {a = dense<(1, 2, 3)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{expected ',' between the real and imaginary parts of a complex element}}
"foo.a"() {a = dense<(1 2)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{integer constant out of range}}
"foo.a"() {a = dense<(300, 2)> : tensor<2xcomplex<i8>>} : () -> ()

// -----

// expected-error @below {{elements hex data size is invalid for provided type}}
"foo.a"() {a = dense<"0x010000000200"> : tensor<2xcomplex<i32>>} : () -> ()

// -----

/// mlir-opt-22 writes complex<i1> in hex a byte per part and reads it back
/// as packed bits, so neither layout is trusted.
// expected-error @below {{hex dense elements of complex<i1> are not supported}}
"foo.a"() {a = dense<"0x0100"> : tensor<1xcomplex<i1>>} : () -> ()
