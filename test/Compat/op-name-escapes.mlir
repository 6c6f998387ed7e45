// Compat with mlir-opt-22: the generic form escapes the op name like any
// string literal ('"' -> \22, '\' -> \\, newline -> \0A, non-ASCII bytes
// -> \XX); printing it raw gives text that does not parse back.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.\22"() : () -> ()
// CHECK-NEXT:   "foo.a\\b"() : () -> ()
// CHECK-NEXT:   "foo.\0A"() : () -> ()
// CHECK-NEXT:   "foo.\C3\A9"() : () -> ()
// CHECK-NEXT:   "foo.a b"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.\22"() : () -> ()
"foo.a\5Cb"() : () -> ()
"foo.\0A"() : () -> ()
"foo.é"() : () -> ()
"foo.a b"() : () -> ()
