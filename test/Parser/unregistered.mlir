// RUN: not ir-opt %s 2>&1 | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=ALLOWED

/// Unregistered ops are rejected with a clear error unless the flag is given.

// CHECK-DAG: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK-DAG: unregistered.mlir:9:10
// ALLOWED: "foo.bar"() : () -> ()
"foo.bar"() : () -> ()
