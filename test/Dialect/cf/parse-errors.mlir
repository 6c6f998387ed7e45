// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Errors in the custom forms of the cf ops, at the offending token.

func.func @br_operands_without_types(%a: i32) {
  // expected-error @below {{expected ':'}}
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}

// -----

func.func @br_without_successor() {
  // expected-error @below {{expected block name}}
  cf.br (%a : i32)
}

// -----

func.func @br_type_count(%a: i32) {
  // expected-error @below {{number of operands and types do not match: got 1 operands and 2 types}}
  cf.br ^bb1(%a : i32, i32)
^bb1(%x: i32):
  return
}

// -----

func.func @cond_br_without_comma(%c: i1) {
  // expected-error @below {{expected ','}}
  cf.cond_br %c ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_weights_not_an_array(%c: i1) {
  // expected-error @below {{expected '['}}
  cf.cond_br %c weights(1, 2), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_on_index(%flag: index) {
  // expected-error @below {{invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %flag : index, [default: ^bb1]
^bb1:
  return
}

// -----

func.func @switch_without_default(%flag: i32) {
  // expected-error @below {{expected 'default'}}
  cf.switch %flag : i32, [1: ^bb1]
^bb1:
  return
}

// -----

func.func @switch_case_too_large(%flag: i64) {
  // expected-error @below {{integer value too large}}
  cf.switch %flag : i64, [default: ^bb1, 18446744073709551615: ^bb1]
^bb1:
  return
}

// -----

func.func @switch_case_without_colon(%flag: i32) {
  // expected-error @below {{expected ':'}}
  cf.switch %flag : i32, [default: ^bb1, 1 ^bb1]
^bb1:
  return
}

// -----

func.func @switch_unclosed(%flag: i32) {
  // expected-error @below {{expected ']'}}
  cf.switch %flag : i32, [default: ^bb1 ^bb1
^bb1:
  return
}

// -----

func.func @switch_undefined_block(%flag: i32) {
  // expected-error @below {{reference to an undefined block}}
  cf.switch %flag : i32, [default: ^bb1, 1: ^bb2]
^bb1:
  return
}

// -----

func.func @assert_without_message(%c: i1) {
  // expected-error @below {{expected ','}}
  cf.assert %c "message"
  return
}

// -----

func.func @assert_message_not_a_string(%c: i1) {
  // expected-error @below {{integer literal not valid for specified type}}
  cf.assert %c, 42
  return
}
