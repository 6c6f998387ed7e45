// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph 2>&1 >/dev/null | FileCheck %s

/// Elements attributes of more than 16 elements print as `[...]` (one
/// pair of brackets per dimension) and their type, arrays of more as
/// `[...]`, splats in full however long; other attributes are cut at
/// `max-label-len` (20) bytes. Record label characters are escaped.

// CHECK: value: {{\[\[\.\.\.\]\]}} : tensor\<2x9xi32\>\l
// CHECK: value: dense\<7\> : tensor\<100xi32\>\l
// CHECK: big: [...]\l
// CHECK-SAME: small: [1, 2, 3]\l
// CHECK-SAME: text: \"a\|b\{c\}\<d\>\"\l
// CHECK-SAME: zlong: \"abcdefghijklmnopqrs...\l
func.func @f() {
  %big = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9]]> : tensor<2x9xi32>
  %splat = arith.constant dense<7> : tensor<100xi32>
  "test.attrs"() {big = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], small = [1, 2, 3], text = "a|b{c}<d>", zlong = "abcdefghijklmnopqrstuvwxyz"} : () -> ()
  return
}
