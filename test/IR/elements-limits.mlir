// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=LIST
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-elementsattrs-with-hex-if-larger=2 | FileCheck %s --check-prefix=HEX
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 | ir-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=ELIDE
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 --pass-pipeline='builtin.module(cse)' -mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ELIDE

/// Dense elements print as mlir-opt-22's do: more than 100 stored elements
/// (the default of -mlir-print-elementsattrs-with-hex-if-larger; -1:
/// never) as one hex string; with -mlir-elide-elementsattrs-if-larger=N,
/// more than N as `dense_resource<__elided__>` (which reads back), in the
/// output and in IR dumps. A splat is never elided nor written in hex;
/// arrays are neither.

// CHECK:  big = dense<"0x00000000010000000200000003000000{{[0-9A-F]+}}"> : tensor<101xi32>
// CHECK-SAME: small = dense<[1, 2, 3]> : tensor<3xi32>

// LIST:   big = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0,
// LIST-SAME: small = dense<[1, 2, 3]> : tensor<3xi32>

// HEX:    small = dense<"0x010000000200000003000000"> : tensor<3xi32>
// HEX-SAME: splat = dense<7> : tensor<200xi32>

// ELIDE:  "test.a"() {arr = array<i32: 1, 2, 3>, big = dense_resource<__elided__> : tensor<101xi32>, small = dense_resource<__elided__> : tensor<3xi32>, splat = dense<7> : tensor<200xi32>} : () -> ()
"test.a"() {big = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]> : tensor<101xi32>, small = dense<[1, 2, 3]> : tensor<3xi32>, splat = dense<7> : tensor<200xi32>, arr = array<i32: 1, 2, 3>} : () -> ()
