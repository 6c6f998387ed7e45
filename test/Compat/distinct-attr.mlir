// Compat with mlir-opt-22: distinct[N]<attr> parses (ir-opt: "expected
// attribute value, found 'distinct'"); equal ids in one file are the same
// attribute. It is printed as aliases #distinct, #distinct1, ... whose ids
// are renumbered 0, 1, 2, ... in printing order.
// Not supported yet (a known gap against mlir-opt-22): expected to fail.
// XFAIL: *
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      #distinct = distinct[0]<{}>
// CHECK-NEXT: #distinct1 = distinct[1]<42 : i32>
// CHECK-NEXT: #distinct2 = distinct[2]<"s">
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() {a = #distinct, b = #distinct1, c = #distinct, d = [#distinct2]} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.a"() {a = distinct[0]<{}>, b = distinct[1]<42 : i32>, c = distinct[0]<{}>, d = [distinct[7]<"s">]} : () -> ()
