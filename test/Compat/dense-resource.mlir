// Compat with mlir-opt-22: dense_resource<...> attributes and the file's
// {-# dialect_resources: ... #-} section parse; the section is printed after
// the top-level op and an empty line. __elided__ is a valid handle without
// a blob. (More cases: test/Parser/dense-resource.mlir.)
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() {a = dense_resource<__elided__> : tensor<4xi32>, b = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"foo.a"() {a = dense_resource<__elided__> : tensor<4xi32>, b = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
