// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Errors in the custom forms of the arith ops, at the offending token.

/// `overflow` is followed by `<`.
func.func @case4(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected '<'}}
  %0 = arith.addi %a, %a overflow : i32
  return
}

// -----

/// An unknown `cmpi` predicate.
func.func @case5(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi lt, %a, %a : i32
  return
}

// -----

/// An unknown `cmpf` predicate.
func.func @case6(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf olt_ish, %x, %x : f32
  return
}

// -----

/// The predicate comes first.
func.func @case7(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi %a, %a : i32
  return
}

// -----

/// Operands are separated by a comma.
func.func @case8(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected ','}}
  %0 = arith.addi %a %a : i32
  return
}

// -----

/// The type follows a colon.
func.func @case9(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected ':'}}
  %0 = arith.addi %a, %a i32
  return
}

// -----

/// A binary op has a type.
func.func @case10(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected non-function type}}
  %0 = arith.subi %a, %a : 5
  return
}

// -----

/// A cast writes `to` between its types.
func.func @case11(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected 'to'}}
  %0 = arith.extsi %a : i32 i64
  return
}

// -----

/// A cast writes both types.
func.func @case12(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected ':'}}
  %0 = arith.extsi %a i32 to i64
  return
}

// -----

/// An unknown rounding mode reads as a missing colon.
func.func @case13(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected ':'}}
  %0 = arith.truncf %x tonearest : f32 to f16
  return
}

// -----

/// `select` takes three operands.
func.func @case14(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

/// A constant has a value.
func.func @case15(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{expected attribute value}}
  %0 = arith.constant : i32
  return
}

// -----

/// A constant's value has a type.
func.func @case16(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

/// Operand types must agree with their definitions.
// expected-note @below {{prior use here}}
func.func @case17(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

/// An unknown arith attribute.
func.func @case18(%a: i32, %x: f32, %c: i1) {
  // expected-error @below {{unknown attribute `wrap` in dialect `arith`}}
  %0 = arith.addi %a, %a {tag = #arith.wrap<nsw>} : i32
  return
}
