// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | ir-opt -allow-unregistered-dialect | FileCheck %s

/// An entry block that is a branch target keeps its label (found by
/// fuzzing: without it, the printed text did not parse back). Regions of
/// unregistered ops may branch to their entry block.

// CHECK: "x.a"() ({
// CHECK-NEXT: ^bb0:  // pred: ^bb0
// CHECK-NEXT:   "x.b"()[^bb0] : () -> ()
// CHECK-NEXT: }) : () -> ()
"x.a"() ({^bb0:"x.b"()[^bb0]:()->()}):()->()
