// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// One test per verifier rule of func.func, func.return, func.call,
/// func.call_indirect and func.constant, with mlir-opt-22's wording. (An
/// attribute of the wrong kind is given in the attribute dictionary, where
/// mlir-opt-22's verifier checks it; in `<{...}>` its parser refuses it.)

// expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
func.func @declaration_without_visibility()

// -----

// expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
func.func public @public_declaration(i32)

// -----

// expected-error @below {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"func.func"() ({
  "func.return"() : () -> ()
}) {function_type = () -> (), sym_name = "f", sym_visibility = 1} : () -> ()

// -----

// expected-error @below {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {function_type = () -> (), sym_name = 3, sym_visibility = "private"} : () -> ()

// -----

// expected-error @below {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @below {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @unnamed_argument_without_entry_arguments(i32) {
  return
}

// -----

// expected-error @below {{'func.func' op type of entry block argument #1('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @below {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1}}
"func.func"() <{res_attrs = [], function_type = () -> i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @below {{'func.func' op arguments may only have dialect attributes}}
func.func private @undotted_argument_attribute(i32 {nodialect})

// -----

// expected-error @below {{'func.func' op results may only have dialect attributes}}
func.func private @undotted_result_attribute() -> (i32 {nodialect = 1})

// -----

// expected-error @below {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{arg_attrs = [1], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

func.func @return_count() -> i32 {
  // expected-error @below {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_type(%x: i64) -> i32 {
  // expected-error @below {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %x : i64
}

// -----

func.func @return_second_type(%x: i32, %y: f32) -> (i32, f64) {
  // expected-error @below {{type of return operand 1 ('f32') doesn't match function result type ('f64') in function @return_second_type}}
  return %x, %y : i32, f32
}

// -----

func.func @return_in_a_nested_region() {
  "test.ssacfg_region"() ({
    // expected-error @below {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

// expected-error @below {{'func.return' op expects parent op 'func.func'}}
func.return

// -----

func.func @return_not_last() {
  // expected-error @below {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

func.func private @f()
// expected-note @above {{see existing symbol definition here}}
// expected-error @below {{redefinition of symbol named 'f'}}
func.func private @f()

// -----

func.func private @m()
// expected-note @above {{see existing symbol definition here}}
// expected-error @below {{redefinition of symbol named 'm'}}
module @m {}

// -----

module @inner {
  func.func private @g()
  // expected-note @above {{see existing symbol definition here}}
  // expected-error @below {{redefinition of symbol named 'g'}}
  func.func private @g(i32)
}

// -----

func.func @call_undefined() {
  // expected-error @below {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

module @not_a_function {}
func.func @call_a_module() {
  // expected-error @below {{'func.call' op 'not_a_function' does not reference a valid function}}
  call @not_a_function() : () -> ()
  return
}

// -----

func.func private @outer()
module @inner {
  func.func @call_outside_the_symbol_table() {
    // expected-error @below {{'func.call' op 'outer' does not reference a valid function}}
    call @outer() : () -> ()
    return
  }
}

// -----

func.func private @callee(i32)
func.func @call_operand_count() {
  // expected-error @below {{'func.call' op incorrect number of operands for callee}}
  call @callee() : () -> ()
  return
}

// -----

func.func private @callee(i32)
func.func @call_operand_type(%x: i64) {
  // expected-error @below {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @callee(%x) : (i64) -> ()
  return
}

// -----

func.func private @callee() -> i32
func.func @call_result_count() {
  // expected-error @below {{'func.call' op incorrect number of results for callee}}
  call @callee() : () -> ()
  return
}

// -----

func.func private @callee() -> (i32, i1)
func.func @call_result_type() {
  // expected-error @below {{'func.call' op result type mismatch at index 1}}
  // expected-note @below {{op result types: 'i32', 'i32'}}
  // expected-note @below {{function result types: 'i32', 'i1'}}
  %0:2 = call @callee() : () -> (i32, i32)
  return
}

// -----

func.func @call_without_callee() {
  // expected-error @below {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

module @m {
  func.func private @g()
}
func.func @call_nested_reference() {
  // expected-error @below {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = @m::@g} : () -> ()
  return
}

// -----

func.func private @callee(i32)
func.func @call_argument_attributes(%x: i32) {
  // expected-error @below {{'func.call' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "func.call"(%x) <{arg_attrs = ["not a dictionary"], callee = @callee}> : (i32) -> ()
  return
}

// -----

func.func @call_indirect_inputs(%f: (i32) -> (), %x: i64) {
  // expected-error @below {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%f, %x) : ((i32) -> (), i64) -> ()
  return
}

// -----

func.func @call_indirect_results(%f: () -> i32) {
  // expected-error @below {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f) : (() -> i32) -> i64
  return
}

// -----

func.func @call_indirect_of_a_non_function(%x: i32) {
  // expected-error @below {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%x) : (i32) -> ()
  return
}

// -----

func.func @constant_undefined() {
  // expected-error @below {{'func.constant' op reference to undefined function 'missing'}}
  %0 = constant @missing : () -> ()
  return
}

// -----

func.func private @target(i32)
func.func @constant_type() {
  // expected-error @below {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @target : (i64) -> ()
  return
}

// -----

func.func @call_in_a_nested_region() {
  "test.ssacfg_region"() ({
    // expected-error @below {{'func.call' op 'missing' does not reference a valid function}}
    func.call @missing() : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

/// Symbol uses are checked after the ops inside the module, as in MLIR.
func.func @body_errors_come_before_symbol_uses(%c: i1) {
  func.call @missing() : () -> ()
  // expected-error @below {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}
