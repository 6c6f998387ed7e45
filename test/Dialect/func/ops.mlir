// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// Every func op in its custom form, printed as mlir-opt-22 prints it:
/// definitions and declarations, visibility, argument and result
/// attributes, calls, indirect calls and function constants.

// CHECK: func.func @empty() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty() {
  return
}

// -----

// CHECK: func.func @identity(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @identity(%value: i32) -> i32 {
  return %value : i32
}

// -----

// CHECK: func.func @swap(%arg0: i32, %arg1: f32) -> (f32, i32) {
// CHECK-NEXT: return %arg1, %arg0 : f32, i32
// CHECK-NEXT: }
func.func @swap(%a: i32, %b: f32) -> (f32, i32) {
  return %b, %a : f32, i32
}

// -----

// CHECK: func.func private @external(i32, f64) -> i1
func.func private @external(i32, f64) -> i1

// -----

// CHECK: func.func nested @nested_declaration(index)
func.func nested @nested_declaration(index)

// -----

// CHECK: func.func public @explicitly_public() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func public @explicitly_public() {
  return
}

// -----

// CHECK: func.func private @private_definition(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
func.func private @private_definition(%x: i64) -> i64 {
  return %x : i64
}

// -----

// CHECK: func.func @argument_attributes(%arg0: i32 {my.attr}, %arg1: f32 {my.more = "text", my.other = 3 : i64}) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @argument_attributes(%x: i32 {my.attr}, %y: f32 {my.other = 3 : i64, my.more = "text"}) {
  return
}

// -----

// CHECK: func.func @result_attributes() -> (i32 {my.result}) {
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @result_attributes() -> (i32 {my.result}) {
  %0 = "test.op"() : () -> i32
  return %0 : i32
}

// -----

// CHECK: func.func @second_result_attributes() -> (i32, i1 {my.flag}) {
// CHECK-NEXT: %0:2 = "test.op"() : () -> (i32, i1)
// CHECK-NEXT: return %0#0, %0#1 : i32, i1
// CHECK-NEXT: }
func.func @second_result_attributes() -> (i32, i1 {my.flag}) {
  %0:2 = "test.op"() : () -> (i32, i1)
  return %0#0, %0#1 : i32, i1
}

// -----

// CHECK: func.func private @declaration_attributes(i32 {my.attr}, i64) -> (f32 {my.res})
func.func private @declaration_attributes(i32 {my.attr}, i64) -> (f32 {my.res})

// -----

// CHECK: func.func private @returns_a_function() -> ((i32) -> i32)
func.func private @returns_a_function() -> ((i32) -> i32)

// -----

// CHECK: func.func private @takes_a_function((i32) -> (i32, i1)) -> (() -> ())
func.func private @takes_a_function((i32) -> (i32, i1)) -> (() -> ())

// -----

// CHECK: func.func @function_attributes() attributes {my.note = "here", your.flag} {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @function_attributes() attributes {my.note = "here", your.flag} {
  return
}

// -----

// CHECK: func.func private @declaration_function_attributes(i32) attributes {my.note}
func.func private @declaration_function_attributes(i32) attributes {my.note}

// -----

// CHECK: func.func @no_inline() attributes {no_inline} {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_inline() attributes {no_inline} {
  return
}

// -----

// CHECK: func.func private @"name with spaces"()
func.func private @"name with spaces"()

// -----

// CHECK: func.func @empty_result_list() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_result_list() -> () {
  return
}

// -----

// CHECK: func.func @shaped_types(%arg0: index, %arg1: vector<4xf32>, %arg2: tensor<?x8xi16>, %arg3: memref<2x3xf64>, %arg4: memref<i32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg1 : vector<4xf32>
// CHECK-NEXT: }
func.func @shaped_types(%i: index, %v: vector<4xf32>, %t: tensor<?x8xi16>, %m: memref<2x3xf64>, %s: memref<i32>) -> vector<4xf32> {
  return %v : vector<4xf32>
}

// -----

// CHECK: func.func @argument_locations(%arg0: i32, %arg1: i32 {my.attr}) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @argument_locations(%a: i32 loc("a"), %b: i32 {my.attr} loc("b")) {
  return
}

// -----

// CHECK: func.func @unnamed_arguments_with_entry_label(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unnamed_arguments_with_entry_label(i32, i1) {
^bb0(%a: i32, %c: i1):
  return
}

// -----

// CHECK: func.func @several_blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @several_blocks(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// CHECK: func.func private @callee(i32) -> (i32, f32)
// CHECK-NEXT: func.func @call(%arg0: i32) -> f32 {
// CHECK-NEXT: %0:2 = call @callee(%arg0) : (i32) -> (i32, f32)
// CHECK-NEXT: return %0#1 : f32
// CHECK-NEXT: }
func.func private @callee(i32) -> (i32, f32)
func.func @call(%x: i32) -> f32 {
  %0:2 = func.call @callee(%x) : (i32) -> (i32, f32)
  return %0#1 : f32
}

// -----

// CHECK: func.func private @sink(i32)
// CHECK-NEXT: func.func @call_without_results(%arg0: i32) {
// CHECK-NEXT: call @sink(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @sink(i32)
func.func @call_without_results(%x: i32) {
  call @sink(%x) : (i32) -> ()
  return
}

// -----

// CHECK: func.func private @nothing()
// CHECK-NEXT: func.func @call_without_operands() {
// CHECK-NEXT: call @nothing() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @nothing()
func.func @call_without_operands() {
  func.call @nothing() : () -> ()
  return
}

// -----

// CHECK: func.func private @callee(i32) -> i32
// CHECK-NEXT: func.func @call_attributes(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) {my.tag = 1 : i32, no_inline} : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @callee(i32) -> i32
func.func @call_attributes(%x: i32) -> i32 {
  %0 = func.call @callee(%x) {no_inline, my.tag = 1 : i32} : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: func.func private @callee(i32) -> i32
// CHECK-NEXT: func.func @call_argument_attributes(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) {arg_attrs = [{my.arg}], res_attrs = [{my.res}]} : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @callee(i32) -> i32
func.func @call_argument_attributes(%x: i32) -> i32 {
  %0 = func.call @callee(%x) {arg_attrs = [{my.arg}], res_attrs = [{my.res}]} : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: func.func @recursive(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @recursive(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @recursive(%n: i32) -> i32 {
  %0 = call @recursive(%n) : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: func.func @call_indirect(%arg0: (i32, i32) -> i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call_indirect %arg0(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @call_indirect(%f: (i32, i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// CHECK: func.func @call_indirect_without_results(%arg0: () -> ()) {
// CHECK-NEXT: call_indirect %arg0() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @call_indirect_without_results(%f: () -> ()) {
  func.call_indirect %f() : () -> ()
  return
}

// -----

// CHECK: func.func private @target(i32) -> i32
// CHECK-NEXT: func.func @constant(%arg0: i32) -> i32 {
// CHECK-NEXT: %f = constant @target : (i32) -> i32
// CHECK-NEXT: %f_0 = constant @target : (i32) -> i32
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %f_0(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @target(i32) -> i32
func.func @constant(%x: i32) -> i32 {
  %fn = func.constant @target : (i32) -> i32
  %other = constant @target : (i32) -> i32
  %0 = call_indirect %fn(%x) : (i32) -> i32
  %1 = call_indirect %other(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// CHECK: func.func private @target()
// CHECK-NEXT: func.func @constant_attributes() -> (() -> ()) {
// CHECK-NEXT: %f = constant {my.tag} @target : () -> ()
// CHECK-NEXT: return %f : () -> ()
// CHECK-NEXT: }
func.func private @target()
func.func @constant_attributes() -> (() -> ()) {
  %fn = func.constant {my.tag} @target : () -> ()
  return %fn : () -> ()
}

// -----

// CHECK: func.func @many_results() -> (i1, i8, i16, i32, i64) {
// CHECK-NEXT: %0:5 = "test.op"() : () -> (i1, i8, i16, i32, i64)
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3, %0#4 : i1, i8, i16, i32, i64
// CHECK-NEXT: }
func.func @many_results() -> (i1, i8, i16, i32, i64) {
  %0:5 = "test.op"() : () -> (i1, i8, i16, i32, i64)
  return %0#0, %0#1, %0#2, %0#3, %0#4 : i1, i8, i16, i32, i64
}

// -----

// CHECK: module @outer {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: func.func @g() {
// CHECK-NEXT: call @f() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
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

// CHECK: func.func private @from_generic(%arg0: i32 {my.a}) -> i32 attributes {my.discardable} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
"func.func"() <{function_type = (i32) -> i32, sym_name = "from_generic", arg_attrs = [{my.a}], sym_visibility = "private"}> ({
^bb0(%x: i32):
  "func.return"(%x) : (i32) -> ()
}) {my.discardable} : () -> ()

// -----

// CHECK: func.func private @callee(i32)
// CHECK-NEXT: func.func @generic_call(%arg0: i32) {
// CHECK-NEXT: call @callee(%arg0) {my.tag} : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @callee(i32)
"func.func"() <{function_type = (i32) -> (), sym_name = "generic_call"}> ({
^bb0(%x: i32):
  "func.call"(%x) {callee = @callee, my.tag} : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
