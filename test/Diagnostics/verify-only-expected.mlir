// RUN: ir-opt %s -verify-diagnostics=only-expected
// RUN: not ir-opt %s -verify-diagnostics=all 2>&1 | FileCheck %s
// RUN: not ir-opt %s -verify-diagnostics 2>&1 | FileCheck %s

/// -verify-diagnostics=only-expected checks only that each expectation is
/// met; a diagnostic nothing expects (in @unexpected) is ignored. With
/// `all` (the default) it is an error.

// CHECK: unexpected error: 'arith.addi' op expected 2 operands, but found 0
// CHECK-NOT: error

func.func @expected(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}

func.func @unexpected() {
  %0 = "arith.addi"() : () -> i64
  return
}
