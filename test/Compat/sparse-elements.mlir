// Compat with mlir-opt-22: sparse<indices, values> elements attributes parse
// and print (ir-opt: "expected attribute value, found 'sparse'"). Indices
// and values are dense attributes printed in their splat form when splat
// ([[0, 0]] -> 0, [1] -> 1); empty ones print as "sparse<>".
// Not supported yet (a known gap against mlir-opt-22): expected to fail.
// XFAIL: *
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK: "foo.a"() {a = sparse<0, 1> : tensor<2x2xi32>, b = sparse<{{\[\[}}0, 1], [1, 0]], [1.500000e+00, 2.500000e+00]> : tensor<2x2xf32>, c = sparse<> : tensor<2xi32>, d = sparse<1, 7> : tensor<4xi8>} : () -> ()
"foo.a"() {a = sparse<[[0, 0]], [1]> : tensor<2x2xi32>, b = sparse<[[0, 1], [1, 0]], [1.5, 2.5]> : tensor<2x2xf32>, c = sparse<[], []> : tensor<2xi32>, d = sparse<1, 7> : tensor<4xi8>} : () -> ()
