// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// One test per verifier rule of the cf ops: operand types, successor
/// counts, branch operands against the target's arguments, branch weights,
/// switch cases and their operand segments, assert messages. (An
/// attribute of the wrong kind is given in the attribute dictionary, where
/// mlir-opt-22's verifier checks it; in `<{...}>` its parser refuses it.)

func.func @br_two_successors() {
  // expected-error @below {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @br_too_many_operands(%a: i32) {
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @br_too_few_operands() {
  // expected-error @below {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @br_operand_type(%a: i64) {
  // expected-error @below {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i64)
^bb1(%x: i32):
  return
}

// -----

func.func @br_not_last(%a: i32) {
  // expected-error @below {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @cond_br_condition_type(%c: i32) {
  // expected-error @below {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%c: i1) {
  // expected-error @below {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_segments(%c: i1, %a: i32) {
  // expected-error @below {{'cf.cond_br' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_false_operands(%c: i1, %a: i32) {
  // expected-error @below {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return
^bb2:
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  // expected-error @below {{expects number of branch weights to match number of successors: 3 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_weights_type(%c: i1) {
  // expected-error @below {{'cf.cond_br' op attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute}}
  "cf.cond_br"(%c)[^bb1, ^bb1] {branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
}

// -----

func.func @switch_flag_type(%flag: index) {
  // expected-error @below {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_value_type(%flag: i32) {
  // expected-error @below {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_count(%flag: i32) {
  // expected-error @below {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_values_kind(%flag: i32) {
  // expected-error @below {{'cf.switch' op attribute 'case_values' failed to satisfy constraint: integer elements attribute}}
  "cf.switch"(%flag)[^bb1, ^bb1] {case_operand_segments = array<i32: 0>, case_values = dense<1.0> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_operand_segments(%flag: i32) {
  // expected-error @below {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_without_case_operand_segments(%flag: i32) {
  // expected-error @below {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_without_default(%flag: i32) {
  // expected-error @below {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%flag) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

func.func @switch_case_operands(%flag: i32, %a: i32) {
  // expected-error @below {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %flag : i32, [default: ^bb1, 1: ^bb1(%a : i32)]
^bb1:
  return
}

// -----

func.func @switch_default_operand_type(%flag: i32, %a: i64) {
  // expected-error @below {{type mismatch for bb argument #0 of successor #0}}
  cf.switch %flag : i32, [default: ^bb1(%a : i64)]
^bb1(%x: i32):
  return
}

// -----

func.func @assert_condition_type(%c: i32) {
  // expected-error @below {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @assert_without_message(%c: i1) {
  // expected-error @below {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @assert_message_kind(%c: i1) {
  // expected-error @below {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%c) {msg = 1 : i32} : (i1) -> ()
  return
}
