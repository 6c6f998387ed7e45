// RUN: not ir-opt %s 2>&1 | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=ALLOWED

/// Unregistered ops are rejected with a clear error unless the flag is given.

// CHECK: error: operation 'foo.bar' belongs to the unregistered dialect 'foo'; pass -allow-unregistered-dialect
// CHECK: unregistered.mlir:9:1
// ALLOWED: "foo.bar"() : () -> ()
"foo.bar"() : () -> ()
