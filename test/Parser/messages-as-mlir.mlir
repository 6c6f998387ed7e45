// RUN: ir-opt %s -allow-unregistered-dialect -verify-diagnostics -split-input-file

/// Parser and verifier messages as mlir-opt-22 gives them: text, location
/// and notes.

func.func @prior_use() {
  // expected-note @+1 {{prior use here}}
  %0 = "foo.a"() : () -> i32
  // expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  "foo.b"(%0) : (i64) -> ()
  return
}

// -----

func.func @prior_use_in_custom_form() {
  // expected-note @+1 {{prior use here}}
  %c = arith.constant 1 : i32
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i64' vs 'i32'}}
  %d = arith.addi %c, %c : i64
  return
}

// -----

/// An unterminated string is reported where its line ends, not at the
/// brace it swallows.
func.func @unterminated_string() {
  // expected-error @+1 {{expected '"' in string literal}}
  "foo.c"() {s = "abc} : () -> ()
  return
}

// -----

func.func @no_terminator() {
^bb0:
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
func.func @undefined_alias() -> !undefined_alias {
  return
}

// -----

func.func @undeclared(%a: i32) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %a, %b : i32
  return
}

// -----

func.func @return_type(%a: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @return_type}}
  return %a : i32
}

// -----

func.func @redefinition() {
  // expected-note @+1 {{previously defined here}}
  %0 = arith.constant 1 : i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = arith.constant 2 : i32
  return
}

// -----

func.func @undefined_block() {
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^missing
}

// -----

func.func @bitcast_shape(%a: f32) {
  // expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = arith.bitcast %a : f32 to vector<1xf32>
  return
}

// -----

func.func @cmpi_float(%a: f32) {
  // expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @switch_flag_type(%a: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_condition(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @successor_operands(%c: i1, %a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1:
  return
}
