// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// Every cf op in its custom form, printed as mlir-opt-22 prints it:
/// branch operands, branch weights, switch cases (printed zero-extended
/// from the flag's width, one per line) and assert messages.

// CHECK: func.func @br() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @br() {
  cf.br ^bb1
^bb1:
  return
}

// -----

// CHECK: func.func @br_with_operands(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @br_with_operands(%a: i32, %b: f32) {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  return
}

// -----

// CHECK: func.func @br_loop(%arg0: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1(%0 : index)
// CHECK-NEXT: }
func.func @br_loop(%n: index) {
  cf.br ^bb1(%n : index)
^bb1(%i: index):
  cf.br ^bb1(%i : index)
}

// -----

// CHECK: func.func @br_attributes() {
// CHECK-NEXT: cf.br ^bb1 {my.tag = 1 : i32}
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @br_attributes() {
  cf.br ^bb1 {my.tag = 1 : i32}
^bb1:
  return
}

// -----

// CHECK: func.func @cond_br(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: func.func @cond_br_true_operands(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_true_operands(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}

// -----

// CHECK: func.func @cond_br_false_operands(%arg0: i1, %arg1: i32, %arg2: i64) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %arg2 : i32, i64)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%0: i32, %1: i64):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_false_operands(%c: i1, %a: i32, %b: i64) {
  cf.cond_br %c, ^bb1, ^bb2(%a, %b : i32, i64)
^bb1:
  return
^bb2(%x: i32, %y: i64):
  return
}

// -----

// CHECK: func.func @cond_br_both_operands(%arg0: i1, %arg1: vector<2xf32>, %arg2: memref<4xi8>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : vector<2xf32>), ^bb2(%arg2 : memref<4xi8>)
// CHECK-NEXT: ^bb1(%0: vector<2xf32>):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: memref<4xi8>):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_both_operands(%c: i1, %a: vector<2xf32>, %b: memref<4xi8>) {
  cf.cond_br %c, ^bb1(%a : vector<2xf32>), ^bb2(%b : memref<4xi8>)
^bb1(%x: vector<2xf32>):
  return
^bb2(%y: memref<4xi8>):
  return
}

// -----

// CHECK: func.func @cond_br_weights(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0 weights([90, 10]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_weights(%c: i1) {
  cf.cond_br %c weights([90, 10]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: func.func @cond_br_weights_and_operands(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 2]), ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_weights_and_operands(%c: i1, %a: i32) {
  cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: func.func @cond_br_attributes(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb1 {my.tag}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_attributes(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1 {my.tag}
^bb1:
  return
}

// -----

// CHECK: func.func @cond_br_to_the_same_block(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_to_the_same_block(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: func.func @switch_default_only(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_default_only(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// CHECK: func.func @switch(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 43: ^bb3(%arg1, %arg1 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
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

// CHECK: func.func @switch_on_one_line(%arg0: i8) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 0: ^bb2,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_on_one_line(%flag: i8) {
  cf.switch %flag : i8, [default: ^bb1, 0: ^bb2, 1: ^bb2]
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: func.func @switch_negative_cases(%arg0: i8, %arg1: i32) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 255: ^bb2,
// CHECK-NEXT: 128: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 4294967293: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_negative_cases(%flag: i8, %wide: i32) {
  cf.switch %flag : i8, [default: ^bb1, -1: ^bb2, -128: ^bb2]
^bb1:
  cf.switch %wide : i32, [default: ^bb2, -3: ^bb2]
^bb2:
  return
}

// -----

// CHECK: func.func @switch_truncated_cases(%arg0: i8) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 44: ^bb1,
// CHECK-NEXT: 16: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_truncated_cases(%flag: i8) {
  cf.switch %flag : i8, [default: ^bb1, 300: ^bb1, 0x10: ^bb1]
^bb1:
  return
}

// -----

// CHECK: func.func @switch_i1(%arg0: i1) {
// CHECK-NEXT: cf.switch %arg0 : i1, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 0: ^bb2,
// CHECK-NEXT: 1: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_i1(%flag: i1) {
  cf.switch %flag : i1, [default: ^bb1, 0: ^bb2, 1: ^bb1]
^bb1:
  return
^bb2:
  return
}

// -----

// CHECK: func.func @switch_i64(%arg0: i64) {
// CHECK-NEXT: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 9223372036854775807: ^bb1,
// CHECK-NEXT: 5: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_i64(%flag: i64) {
  cf.switch %flag : i64, [default: ^bb1, 9223372036854775807: ^bb1, 5: ^bb1]
^bb1:
  return
}

// -----

// CHECK: func.func @switch_attributes(%arg0: i16) {
// CHECK-NEXT: cf.switch %arg0 : i16, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 7: ^bb1
// CHECK-NEXT: ] {my.tag}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_attributes(%flag: i16) {
  cf.switch %flag : i16, [default: ^bb1, 7: ^bb1] {my.tag}
^bb1:
  return
}

// -----

// CHECK: func.func @switch_cases_share_a_block(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 1: ^bb1(%arg2 : i32),
// CHECK-NEXT: 2: ^bb1(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_cases_share_a_block(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [default: ^bb1(%a : i32), 1: ^bb1(%b : i32), 2: ^bb1(%a : i32)]
^bb1(%x: i32):
  return
}

// -----

// CHECK: func.func @assert(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "expected a true condition"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert(%c: i1) {
  cf.assert %c, "expected a true condition"
  return
}

// -----

// CHECK: func.func @assert_escapes(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "quote \22 newline \0A tab \09 backslash \\"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_escapes(%c: i1) {
  cf.assert %c, "quote \" newline \n tab \t backslash \\"
  return
}

// -----

// CHECK: func.func @assert_attributes(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "message" {my.tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_attributes(%c: i1) {
  cf.assert %c, "message" {my.tag}
  return
}

// -----

// CHECK: func.func @all_in_a_loop(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.assert %arg1, "loop invariant"
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb1(%0 : i32),
// CHECK-NEXT: 0: ^bb3(%arg0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
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

// CHECK: func.func @from_generic(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0 weights([5, 6]), ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 7: ^bb1(%0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.assert %arg0, "inherent in the dictionary"
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
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
