// IR-OPT-ONLY: mlir-opt-22 misreads dense complex<i1> (the second element below as (false,false))
// Dense elements of complex<i1> keep every part, and never print in hex:
// the hex form is refused on input (dense-complex-refused.mlir).
// MLIR-OPT-MISREADS: mlir-opt-22 reads the second element below as
// (false,false), and writes hex a byte per part that it reads back as
// packed bits.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=1 | FileCheck %s

// CHECK: "foo.a"() {a = dense<[(true,false), (false,true), (true,true)]> : tensor<3xcomplex<i1>>, b = dense<(false,true)> : tensor<2xcomplex<i1>>} : () -> ()
"foo.a"() {a = dense<[(true, false), (false, true), (true, true)]> : tensor<3xcomplex<i1>>, b = dense<[(false, true), (false, true)]> : tensor<2xcomplex<i1>>} : () -> ()
