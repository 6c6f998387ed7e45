// RUN: toy-opt %s -split-input-file -verify-diagnostics

func.func @empty_struct() {
  // expected-error @+1 {{a struct has at least one element}}
  %s = "toy.struct_new"() : () -> !toy.struct<>
  return
}

// -----

func.func @too_few_elements(%a: i32) {
  // expected-error @+1 {{'toy.struct_new' op expected 2 operands, one per element of the struct, but got 1}}
  %s = "toy.struct_new"(%a) : (i32) -> !toy.struct<i32, f64>
  return
}

// -----

func.func @wrong_element(%a: i32, %b: f32) {
  // expected-error @+1 {{'toy.struct_new' op operand #1 must be of the struct's element type 'f64', but got 'f32'}}
  %s = "toy.struct_new"(%a, %b) : (i32, f32) -> !toy.struct<i32, f64>
  return
}

// -----

func.func @not_a_struct(%s: i32) {
  // expected-error @+1 {{'toy.struct_get' op operand #0 must be toy struct, but got 'i32'}}
  %x = "toy.struct_get"(%s) <{index = 0 : i64}> : (i32) -> i32
  return
}

// -----

func.func @index_out_of_range(%s: !toy.struct<i32, f64>) {
  // expected-error @+1 {{'toy.struct_get' op index 2 is out of range for a struct of 2 elements}}
  %x = "toy.struct_get"(%s) <{index = 2 : i64}> : (!toy.struct<i32, f64>) -> i32
  return
}

// -----

func.func @wrong_result(%s: !toy.struct<i32, f64>) {
  // expected-error @+1 {{'toy.struct_get' op result must be of the type of element #1, 'f64'}}
  %x = "toy.struct_get"(%s) <{index = 1 : i64}> : (!toy.struct<i32, f64>) -> i32
  return
}

// -----

func.func @not_a_predicate(%a: i32) {
  // expected-error @+1 {{'toy.cmp' op attribute 'predicate' failed to satisfy constraint: #toy.predicate<...>}}
  %x = "toy.cmp"(%a, %a) <{predicate = 3 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @unknown_predicate(%a: i32) {
  // expected-error @+1 {{expected one of: eq, ne, lt, le, gt, ge}}
  %x = toy.cmp <gte>, %a, %a : i32
  return
}

// -----

func.func @mixed_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'toy.cmp' op failed to verify that all of {lhs, rhs} have same type}}
  %x = "toy.cmp"(%a, %b) <{predicate = #toy.predicate<lt>}> : (i32, i64) -> i1
  return
}
