// Compat with mlir-opt-22: dense string elements (element type that is not
// an integer/float, e.g. a dialect type) parse and print (ir-opt: "string
// dense elements are not supported"); strings are escaped, a splat prints
// as one string.
// Not supported yet (a known gap against mlir-opt-22): expected to fail.
// XFAIL: *
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: "foo.a"() {a = dense<["a", "b"]> : tensor<2x!foo.str>, b = dense<"abc"> : tensor<!foo.str>, c = dense<"x\0A\22"> : tensor<3x!foo.str>, d = dense<["", "\C3\A9"]> : tensor<2x!foo.s>} : () -> ()
"foo.a"() {a = dense<["a", "b"]> : tensor<2x!foo.str>, b = dense<"abc"> : tensor<!foo.str>, c = dense<"x\0A\22"> : tensor<3x!foo.str>, d = dense<["", "é"]> : tensor<2x!foo.s>} : () -> ()
