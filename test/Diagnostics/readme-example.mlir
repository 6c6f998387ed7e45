// IR-OPT-ONLY: checks the rustc-style snippet rendering README.md shows (mlir-opt-22 prints its own file:line:col form)
// RUN: not ir-opt %S/../../examples/bad.mlir --color=false 2>&1 | FileCheck %s

/// The error README.md shows, from the example it names.

// CHECK: error: operand #0 does not dominate this use
// CHECK-NEXT: --> {{.*}}examples/bad.mlir:6:3
// CHECK: note: see current operation: "cf.br"(%1)[^bb2] : (i32) -> ()
// CHECK-NEXT: note: operand defined here (op in the same region)
// CHECK-NEXT: --> {{.*}}examples/bad.mlir:8:11
