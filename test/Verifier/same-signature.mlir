// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// The verifier checks an op's spec and signature verifier once per
/// signature (name, attributes, properties, operand and result types):
/// an op that differs from a valid one of the same name in any of these is
/// checked on its own.

func.func @types_differ(%a: i32, %b: i64) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addi"(%0, %a) : (i32, i32) -> i32
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %2 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  "func.return"(%2) : (i32) -> ()
}

// -----

func.func @attribute_differs() -> i32 {
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %2 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  "func.return"(%2) : (i32) -> ()
}

// -----

func.func @property_differs(%a: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint}}
  %1 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  "func.return"(%1) : (i1) -> ()
}

// -----

func.func @result_type_differs(%a: i32) -> i64 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  // expected-error @below {{'arith.cmpi' op result #0 must be}}
  %1 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i64
  "func.return"(%1) : (i64) -> ()
}
