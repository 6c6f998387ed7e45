// RUN: ir-opt %s -verify-diagnostics
// RUN: ir-opt %s -verify-diagnostics -mlir-disable-threading

/// As mlir-opt, each function is verified on its own: the verifier stops
/// at the first error inside a function, not at a failing sibling, so
/// every function that fails reports its first error (here both), and
/// the second bad op of @second is not reached.

func.func @first(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}

func.func @fine(%a: i32) -> i32 {
  return %a : i32
}

func.func @second(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.muli' op requires the same type for all operands and results}}
  %0 = "arith.muli"(%a, %a) : (i32, i32) -> i64
  %1 = "arith.muli"(%a, %a) : (i32, i32) -> i1
  return %a : i32
}
