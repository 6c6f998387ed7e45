// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Errors in the custom forms of the func ops, at the offending token.

// expected-error @below {{expected valid '@'-identifier for symbol name}}
func.func f() {
  return
}

// -----

// expected-error @below {{expected SSA identifier}}
func.func @named_then_unnamed(%a: i32, i32) {
  return
}

// -----

// expected-error @below {{expected type instead of SSA identifier}}
func.func @unnamed_then_named(i32, %a: i32) {
  return
}

// -----

// expected-error @below {{expected ':'}}
func.func @argument_without_type(%a) {
  return
}

// -----

// expected-error @below {{expected non-empty function body}}
func.func @empty_body() {}

// -----

// expected-error @below {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_name() attributes {sym_name = "other"} {
  return
}

// -----

// expected-error @below {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_type() attributes {function_type = () -> ()} {
  return
}

// -----

// expected-error @below {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_visibility() attributes {sym_visibility = "private"} {
  return
}

// -----

func.func @label_after_named_arguments(%a: i32) {
// expected-error @below {{invalid block name in region with named arguments}}
^bb0(%b: i32):
  return
}

// -----

// expected-note @below {{previously referenced here}}
// expected-error @below {{region entry argument '%a' is already in use}}
func.func @duplicate_argument(%a: i32, %a: i32) {
  return
}

// -----

func.func @call_indirect_operand_count(%f: (i32) -> i32, %a: i32) {
  // expected-error @below {{number of operands and types do not match: got 2 operands and 1 types}}
  %0 = func.call_indirect %f(%a, %a) : (i32) -> i32
  return
}

// -----

func.func private @callee(i32)
func.func @call_without_type(%a: i32) {
  // expected-error @below {{expected ':'}}
  call @callee(%a) -> ()
  return
}

// -----

func.func @return_without_types(%a: i32) -> i32 {
  // expected-error @below {{expected ':'}}
  return %a i32
}

// -----

func.func @constant_of_a_string() {
  // expected-error @below {{invalid kind of attribute specified}}
  %0 = func.constant "f" : () -> ()
  return
}
