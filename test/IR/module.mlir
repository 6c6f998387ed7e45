// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

/// An empty file is an empty implicit module.
// CHECK: module {
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()

// -----

/// An explicit module with a name and attributes prints as written.
// CHECK: // {{-----}}
// CHECK-NEXT: module @named attributes {foo.x = 1 : i32} {
// CHECK-NEXT: }
// GENERIC: "builtin.module"() <{sym_name = "named"}> ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) {foo.x = 1 : i32} : () -> ()
module @named attributes {foo.x = 1 : i32} {
}

// -----

/// Nested modules: the outer one is the top-level op, not wrapped again.
// CHECK: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:   }
// CHECK-NEXT: }
module {
  module @inner {
  }
}
