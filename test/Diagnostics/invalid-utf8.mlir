// RUN: printf 'module {\n  // caf\351 au lait\n}\n' > %t.mlir
// RUN: not ir-opt %t.mlir 2>&1 | FileCheck %s
// RUN: not ir-opt %t.mlir -diagnostic-format=line 2>&1 | FileCheck %s --check-prefix=LINE
// RUN: not ir-opt - < %t.mlir 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: not ir-run %t.mlir 2>&1 | FileCheck %s

/// Input that is not UTF-8 is an error at the line and column of the
/// first invalid byte, shown as every error is (the byte as U+FFFD).

// CHECK: error: invalid UTF-8: the input must be UTF-8 text
// CHECK-NEXT: --> {{.*}}.mlir:2:9
// CHECK-NEXT: |
// CHECK-NEXT: // caf{{.*}} au lait
// CHECK-NEXT: ^

// LINE: {{.*}}.mlir:2:9: error: invalid UTF-8: the input must be UTF-8 text

// STDIN: --> <stdin>:2:9
