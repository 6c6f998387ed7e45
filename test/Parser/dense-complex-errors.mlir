// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Malformed dense elements of complex type, each located at its element.
/// (Literals mlir-opt-22 takes but misreads: dense-complex-refused.mlir.)

// expected-error @below {{expected ')' after complex elements}}
"foo.a"() {a = dense<(1, 2, 3)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{expected ',' between complex elements}}
"foo.a"() {a = dense<(1 2)> : tensor<2xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{integer constant out of range}}
"foo.a"() {a = dense<(300, 2)> : tensor<2xcomplex<i8>>} : () -> ()

// -----

// expected-error @below {{elements hex data size is invalid for provided type}}
"foo.a"() {a = dense<"0x010000000200"> : tensor<2xcomplex<i32>>} : () -> ()
