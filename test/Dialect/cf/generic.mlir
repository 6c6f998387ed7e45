// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s
// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | ir-opt -split-input-file -mlir-print-op-generic | FileCheck %s

/// The cf ops of ops.mlir in the generic form, as mlir-opt-22 prints
/// them: segment sizes, `branch_weights`, `case_values`,
/// `case_operand_segments` and `msg` are properties.

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "br"}> ({
// CHECK-NEXT: "cf.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @br() {
  cf.br ^bb1
^bb1:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32, f32) -> (), sym_name = "br_with_operands"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: "cf.br"(%arg0, %arg1)[^bb1] : (i32, f32) -> ()
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @br_with_operands(%a: i32, %b: f32) {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (index) -> (), sym_name = "br_loop"}> ({
// CHECK-NEXT: ^bb0(%arg0: index):
// CHECK-NEXT: "cf.br"(%arg0)[^bb1] : (index) -> ()
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "cf.br"(%0)[^bb1] : (index) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @br_loop(%n: index) {
  cf.br ^bb1(%n : index)
^bb1(%i: index):
  cf.br ^bb1(%i : index)
}

// -----

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "br_attributes"}> ({
// CHECK-NEXT: "cf.br"()[^bb1] {my.tag = 1 : i32} : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @br_attributes() {
  cf.br ^bb1 {my.tag = 1 : i32}
^bb1:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cond_br_true_operands"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br_true_operands(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}

// -----

// CHECK: "func.func"() <{function_type = (i1, i32, i64) -> (), sym_name = "cond_br_false_operands"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: i64):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, i64) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2(%0: i32, %1: i64):  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br_false_operands(%c: i1, %a: i32, %b: i64) {
  cf.cond_br %c, ^bb1, ^bb2(%a, %b : i32, i64)
^bb1:
  return
^bb2(%x: i32, %y: i64):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1, vector<2xf32>, memref<4xi8>) -> (), sym_name = "cond_br_both_operands"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: vector<2xf32>, %arg2: memref<4xi8>):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, vector<2xf32>, memref<4xi8>) -> ()
// CHECK-NEXT: ^bb1(%0: vector<2xf32>):  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2(%1: memref<4xi8>):  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br_both_operands(%c: i1, %a: vector<2xf32>, %b: memref<4xi8>) {
  cf.cond_br %c, ^bb1(%a : vector<2xf32>), ^bb2(%b : memref<4xi8>)
^bb1(%x: vector<2xf32>):
  return
^bb2(%y: memref<4xi8>):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_weights"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.cond_br"(%arg0)[^bb1, ^bb2] <{branch_weights = array<i32: 90, 10>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br_weights(%c: i1) {
  cf.cond_br %c weights([90, 10]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1, i32) -> (), sym_name = "cond_br_weights_and_operands"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1, %arg1)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br_weights_and_operands(%c: i1, %a: i32) {
  cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_attributes"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> {my.tag} : (i1) -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br_attributes(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1 {my.tag}
^bb1:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "cond_br_to_the_same_block"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cond_br_to_the_same_block(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> (), sym_name = "switch_default_only"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "cf.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_default_only(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32, i32) -> (), sym_name = "switch"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT: "cf.switch"(%arg0, %arg1, %arg1, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3(%a, %a : i32, i32)
  ]
^bb1(%x: i32):
  return
^bb2:
  return
^bb3(%y: i32, %z: i32):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i8) -> (), sym_name = "switch_on_one_line"}> ({
// CHECK-NEXT: ^bb0(%arg0: i8):
// CHECK-NEXT: "cf.switch"(%arg0)[^bb1, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[0, 1]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_on_one_line(%flag: i8) {
  cf.switch %flag : i8, [default: ^bb1, 0: ^bb2, 1: ^bb2]
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i8, i32) -> (), sym_name = "switch_negative_cases"}> ({
// CHECK-NEXT: ^bb0(%arg0: i8, %arg1: i32):
// CHECK-NEXT: "cf.switch"(%arg0)[^bb1, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, -128]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "cf.switch"(%arg1)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<-3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// CHECK-NEXT: ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_negative_cases(%flag: i8, %wide: i32) {
  cf.switch %flag : i8, [default: ^bb1, -1: ^bb2, -128: ^bb2]
^bb1:
  cf.switch %wide : i32, [default: ^bb2, -3: ^bb2]
^bb2:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i8) -> (), sym_name = "switch_truncated_cases"}> ({
// CHECK-NEXT: ^bb0(%arg0: i8):
// CHECK-NEXT: "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[44, 16]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_truncated_cases(%flag: i8) {
  cf.switch %flag : i8, [default: ^bb1, 300: ^bb1, 0x10: ^bb1]
^bb1:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1) -> (), sym_name = "switch_i1"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.switch"(%arg0)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[false, true]> : vector<2xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_i1(%flag: i1) {
  cf.switch %flag : i1, [default: ^bb1, 0: ^bb2, 1: ^bb1]
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i64) -> (), sym_name = "switch_i64"}> ({
// CHECK-NEXT: ^bb0(%arg0: i64):
// CHECK-NEXT: "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[9223372036854775807, 5]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_i64(%flag: i64) {
  cf.switch %flag : i64, [default: ^bb1, 9223372036854775807: ^bb1, 5: ^bb1]
^bb1:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i16) -> (), sym_name = "switch_attributes"}> ({
// CHECK-NEXT: ^bb0(%arg0: i16):
// CHECK-NEXT: "cf.switch"(%arg0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> {my.tag} : (i16) -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_attributes(%flag: i16) {
  cf.switch %flag : i16, [default: ^bb1, 7: ^bb1] {my.tag}
^bb1:
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_cases_share_a_block"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
// CHECK-NEXT: "cf.switch"(%arg0, %arg1, %arg2, %arg1)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @switch_cases_share_a_block(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [default: ^bb1(%a : i32), 1: ^bb1(%b : i32), 2: ^bb1(%a : i32)]
^bb1(%x: i32):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1) -> (), sym_name = "assert"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.assert"(%arg0) <{msg = "expected a true condition"}> : (i1) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @assert(%c: i1) {
  cf.assert %c, "expected a true condition"
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1) -> (), sym_name = "assert_escapes"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.assert"(%arg0) <{msg = "quote \22 newline \0A tab \09 backslash \\"}> : (i1) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @assert_escapes(%c: i1) {
  cf.assert %c, "quote \" newline \n tab \t backslash \\"
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1) -> (), sym_name = "assert_attributes"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1):
// CHECK-NEXT: "cf.assert"(%arg0) <{msg = "message"}> {my.tag} : (i1) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @assert_attributes(%c: i1) {
  cf.assert %c, "message" {my.tag}
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "all_in_a_loop"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT: "cf.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: "cf.assert"(%arg1) <{msg = "loop invariant"}> : (i1) -> ()
// CHECK-NEXT: "cf.cond_br"(%arg1, %0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "cf.switch"(%0, %0, %arg0)[^bb1, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "func.return"(%1) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @all_in_a_loop(%n: i32, %c: i1) -> i32 {
  cf.br ^bb1(%n : i32)
^bb1(%i: i32):
  cf.assert %c, "loop invariant"
  cf.cond_br %c, ^bb2, ^bb3(%i : i32)
^bb2:
  cf.switch %i : i32, [default: ^bb1(%i : i32), 0: ^bb3(%n : i32)]
^bb3(%r: i32):
  return %r : i32
}

// -----

// CHECK: "func.func"() <{function_type = (i1, i32) -> (), sym_name = "from_generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 5, 6>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "cf.switch"(%0, %0)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "cf.assert"(%arg0) <{msg = "inherent in the dictionary"}> : (i1) -> ()
// CHECK-NEXT: "cf.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "from_generic"}> ({
^bb0(%c: i1, %x: i32):
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>, branch_weights = array<i32: 5, 6>}> : (i1, i32) -> ()
^bb1(%y: i32):
  "cf.switch"(%y, %y)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb2:
  "cf.assert"(%c) {msg = "inherent in the dictionary"} : (i1) -> ()
  "cf.br"()[^bb3] : () -> ()
^bb3:
  "func.return"() : () -> ()
}) : () -> ()
