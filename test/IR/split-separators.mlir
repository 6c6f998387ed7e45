// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

/// -split-input-file prints a separator line between every two chunks, also
/// around a chunk that fails and prints nothing (as mlir-opt-22 does, so
/// that outputs line up chunk by chunk).

// CHECK:      "foo.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.c"() : () -> ()
"foo.a"() : () -> ()

// -----

// expected-error @below {{use of undeclared SSA value name}}
"foo.b"(%x) : (i32) -> ()

// -----

"foo.c"() : () -> ()
