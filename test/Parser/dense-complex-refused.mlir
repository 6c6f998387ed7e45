// IR-OPT-ONLY: mlir-opt-22 accepts these and misreads them (a complex element in a real type, hex complex<i1>); ir-opt refuses them
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// A scalar among complex elements: mlir-opt-22 counts parts and reports
/// a count; ir-opt names the element.
// expected-error @below {{expected a complex element '(real, imaginary)' for a complex element type}}
"foo.a"() {a = dense<[(1, 2), 3]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

/// mlir-opt-22 keeps the real part and drops the imaginary one.
// expected-error @below {{complex element '(real, imaginary)' in dense elements of a non-complex type}}
"foo.a"() {a = dense<[(1.0, 2.0)]> : tensor<1xf32>} : () -> ()

// -----

/// mlir-opt-22 writes complex<i1> in hex a byte per part and reads it back
/// as packed bits, so neither layout is trusted.
// expected-error @below {{hex dense elements of complex<i1> are not supported}}
"foo.a"() {a = dense<"0x0100"> : tensor<1xcomplex<i1>>} : () -> ()
