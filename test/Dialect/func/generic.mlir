// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s
// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | ir-opt -split-input-file -mlir-print-op-generic | FileCheck %s

/// The func ops of ops.mlir in the generic form, as mlir-opt-22 prints
/// them: `sym_name`, `function_type`, `sym_visibility`, `arg_attrs`,
/// `res_attrs`, `no_inline`, `callee` and `value` are properties.

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @empty() {
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "identity"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "func.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @identity(%value: i32) -> i32 {
  return %value : i32
}

// -----

// CHECK: "func.func"() <{function_type = (i32, f32) -> (f32, i32), sym_name = "swap"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: "func.return"(%arg1, %arg0) : (f32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @swap(%a: i32, %b: f32) -> (f32, i32) {
  return %b, %a : f32, i32
}

// -----

// CHECK: "func.func"() <{function_type = (i32, f64) -> i1, sym_name = "external", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
func.func private @external(i32, f64) -> i1

// -----

// CHECK: "func.func"() <{function_type = (index) -> (), sym_name = "nested_declaration", sym_visibility = "nested"}> ({
// CHECK-NEXT: }) : () -> ()
func.func nested @nested_declaration(index)

// -----

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "explicitly_public", sym_visibility = "public"}> ({
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func public @explicitly_public() {
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i64) -> i64, sym_name = "private_definition", sym_visibility = "private"}> ({
// CHECK-NEXT: ^bb0(%arg0: i64):
// CHECK-NEXT: "func.return"(%arg0) : (i64) -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @private_definition(%x: i64) -> i64 {
  return %x : i64
}

// -----

// CHECK: "func.func"() <{arg_attrs = [{my.attr}, {my.more = "text", my.other = 3 : i64}], function_type = (i32, f32) -> (), sym_name = "argument_attributes"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @argument_attributes(%x: i32 {my.attr}, %y: f32 {my.other = 3 : i64, my.more = "text"}) {
  return
}

// -----

// CHECK: "func.func"() <{function_type = () -> i32, res_attrs = [{my.result}], sym_name = "result_attributes"}> ({
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @result_attributes() -> (i32 {my.result}) {
  %0 = "test.op"() : () -> i32
  return %0 : i32
}

// -----

// CHECK: "func.func"() <{function_type = () -> (i32, i1), res_attrs = [{}, {my.flag}], sym_name = "second_result_attributes"}> ({
// CHECK-NEXT: %0:2 = "test.op"() : () -> (i32, i1)
// CHECK-NEXT: "func.return"(%0#0, %0#1) : (i32, i1) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @second_result_attributes() -> (i32, i1 {my.flag}) {
  %0:2 = "test.op"() : () -> (i32, i1)
  return %0#0, %0#1 : i32, i1
}

// -----

// CHECK: "func.func"() <{arg_attrs = [{my.attr}, {}], function_type = (i32, i64) -> f32, res_attrs = [{my.res}], sym_name = "declaration_attributes", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
func.func private @declaration_attributes(i32 {my.attr}, i64) -> (f32 {my.res})

// -----

// CHECK: "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "returns_a_function", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
func.func private @returns_a_function() -> ((i32) -> i32)

// -----

// CHECK: "func.func"() <{function_type = ((i32) -> (i32, i1)) -> (() -> ()), sym_name = "takes_a_function", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
func.func private @takes_a_function((i32) -> (i32, i1)) -> (() -> ())

// -----

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "function_attributes"}> ({
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) {my.note = "here", your.flag} : () -> ()
func.func @function_attributes() attributes {my.note = "here", your.flag} {
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> (), sym_name = "declaration_function_attributes", sym_visibility = "private"}> ({
// CHECK-NEXT: }) {my.note} : () -> ()
func.func private @declaration_function_attributes(i32) attributes {my.note}

// -----

// CHECK: "func.func"() <{function_type = () -> (), no_inline, sym_name = "no_inline"}> ({
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @no_inline() attributes {no_inline} {
  return
}

// -----

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "name with spaces", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
func.func private @"name with spaces"()

// -----

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "empty_result_list"}> ({
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @empty_result_list() -> () {
  return
}

// -----

// CHECK: "func.func"() <{function_type = (index, vector<4xf32>, tensor<?x8xi16>, memref<2x3xf64>, memref<i32>) -> vector<4xf32>, sym_name = "shaped_types"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: vector<4xf32>, %arg2: tensor<?x8xi16>, %arg3: memref<2x3xf64>, %arg4: memref<i32>):
// CHECK-NEXT: "func.return"(%arg1) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @shaped_types(%i: index, %v: vector<4xf32>, %t: tensor<?x8xi16>, %m: memref<2x3xf64>, %s: memref<i32>) -> vector<4xf32> {
  return %v : vector<4xf32>
}

// -----

// CHECK: "func.func"() <{arg_attrs = [{}, {my.attr}], function_type = (i32, i32) -> (), sym_name = "argument_locations"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @argument_locations(%a: i32 loc("a"), %b: i32 {my.attr} loc("b")) {
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32, i1) -> (), sym_name = "unnamed_arguments_with_entry_label"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @unnamed_arguments_with_entry_label(i32, i1) {
^bb0(%a: i32, %c: i1):
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "several_blocks"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "func.return"(%arg1) : (i32) -> ()
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @several_blocks(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "callee", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> f32, sym_name = "call"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0:2 = "func.call"(%arg0) <{callee = @callee}> : (i32) -> (i32, f32)
// CHECK-NEXT: "func.return"(%0#1) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @callee(i32) -> (i32, f32)
func.func @call(%x: i32) -> f32 {
  %0:2 = func.call @callee(%x) : (i32) -> (i32, f32)
  return %0#1 : f32
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> (), sym_name = "sink", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> (), sym_name = "call_without_results"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "func.call"(%arg0) <{callee = @sink}> : (i32) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @sink(i32)
func.func @call_without_results(%x: i32) {
  call @sink(%x) : (i32) -> ()
  return
}

// -----

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "nothing", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "call_without_operands"}> ({
// CHECK-NEXT: "func.call"() <{callee = @nothing}> : () -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @nothing()
func.func @call_without_operands() {
  func.call @nothing() : () -> ()
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "call_attributes"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = "func.call"(%arg0) <{callee = @callee, no_inline}> {my.tag = 1 : i32} : (i32) -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @callee(i32) -> i32
func.func @call_attributes(%x: i32) -> i32 {
  %0 = func.call @callee(%x) {no_inline, my.tag = 1 : i32} : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "call_argument_attributes"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = "func.call"(%arg0) <{arg_attrs = [{my.arg}], callee = @callee, res_attrs = [{my.res}]}> : (i32) -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @callee(i32) -> i32
func.func @call_argument_attributes(%x: i32) -> i32 {
  %0 = func.call @callee(%x) {arg_attrs = [{my.arg}], res_attrs = [{my.res}]} : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "recursive"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = "func.call"(%arg0) <{callee = @recursive}> : (i32) -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @recursive(%n: i32) -> i32 {
  %0 = call @recursive(%n) : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: "func.func"() <{function_type = ((i32, i32) -> i32, i32) -> i32, sym_name = "call_indirect"}> ({
// CHECK-NEXT: ^bb0(%arg0: (i32, i32) -> i32, %arg1: i32):
// CHECK-NEXT: %0 = "func.call_indirect"(%arg0, %arg1, %arg1) : ((i32, i32) -> i32, i32, i32) -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @call_indirect(%f: (i32, i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// CHECK: "func.func"() <{function_type = (() -> ()) -> (), sym_name = "call_indirect_without_results"}> ({
// CHECK-NEXT: ^bb0(%arg0: () -> ()):
// CHECK-NEXT: "func.call_indirect"(%arg0) : (() -> ()) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @call_indirect_without_results(%f: () -> ()) {
  func.call_indirect %f() : () -> ()
  return
}

// -----

// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "target", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "constant"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = "func.constant"() <{value = @target}> : () -> ((i32) -> i32)
// CHECK-NEXT: %1 = "func.constant"() <{value = @target}> : () -> ((i32) -> i32)
// CHECK-NEXT: %2 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32
// CHECK-NEXT: %3 = "func.call_indirect"(%1, %2) : ((i32) -> i32, i32) -> i32
// CHECK-NEXT: "func.return"(%3) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @target(i32) -> i32
func.func @constant(%x: i32) -> i32 {
  %fn = func.constant @target : (i32) -> i32
  %other = constant @target : (i32) -> i32
  %0 = call_indirect %fn(%x) : (i32) -> i32
  %1 = call_indirect %other(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// CHECK: "func.func"() <{function_type = () -> (), sym_name = "target", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (() -> ()), sym_name = "constant_attributes"}> ({
// CHECK-NEXT: %0 = "func.constant"() <{value = @target}> {my.tag} : () -> (() -> ())
// CHECK-NEXT: "func.return"(%0) : (() -> ()) -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @target()
func.func @constant_attributes() -> (() -> ()) {
  %fn = func.constant {my.tag} @target : () -> ()
  return %fn : () -> ()
}

// -----

// CHECK: "func.func"() <{function_type = () -> (i1, i8, i16, i32, i64), sym_name = "many_results"}> ({
// CHECK-NEXT: %0:5 = "test.op"() : () -> (i1, i8, i16, i32, i64)
// CHECK-NEXT: "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4) : (i1, i8, i16, i32, i64) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @many_results() -> (i1, i8, i16, i32, i64) {
  %0:5 = "test.op"() : () -> (i1, i8, i16, i32, i64)
  return %0#0, %0#1, %0#2, %0#3, %0#4 : i1, i8, i16, i32, i64
}

// -----

// CHECK: "builtin.module"() <{sym_name = "outer"}> ({
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// CHECK-NEXT: "func.call"() <{callee = @f}> : () -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
module @outer {
  func.func private @f()
  module @inner {
    func.func private @f()
    func.func @g() {
      call @f() : () -> ()
      return
    }
  }
}

// -----

// CHECK: "func.func"() <{arg_attrs = [{my.a}], function_type = (i32) -> i32, sym_name = "from_generic", sym_visibility = "private"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "func.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) {my.discardable} : () -> ()
"func.func"() <{function_type = (i32) -> i32, sym_name = "from_generic", arg_attrs = [{my.a}], sym_visibility = "private"}> ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) {my.discardable} : () -> ()

// -----

// CHECK: "func.func"() <{function_type = (i32) -> (), sym_name = "callee", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> (), sym_name = "generic_call"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "func.call"(%arg0) <{callee = @callee}> {my.tag} : (i32) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func private @callee(i32)
"func.func"() <{function_type = (i32) -> (), sym_name = "generic_call"}> ({
^bb0(%x: i32):
  "func.call"(%x) {callee = @callee, my.tag} : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
