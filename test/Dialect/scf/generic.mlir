// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | ir-opt -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

/// The scf ops in the generic form: implicit `scf.yield`s are
/// materialized, an absent `else` is an empty region, the induction
/// variable is the loop body's first argument, `index_switch` stores its
/// `default` region first and its cases as a property.

// CHECK-LABEL: sym_name = "if_forms"
// CHECK:      "scf.if"(%arg0) ({
// CHECK-NEXT:   "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()
// CHECK-NEXT: %0 = "scf.if"(%arg0) ({
// CHECK-NEXT:   "scf.yield"(%arg1) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT:   "scf.yield"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) {tag} : (i1) -> i32
func.func @if_forms(%c: i1, %x: i32) {
  scf.if %c {
  }
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  } {tag}
  return
}

// -----

// CHECK-LABEL: sym_name = "for_forms"
// CHECK:      "scf.for"(%arg0, %arg0, %arg0) ({
// CHECK-NEXT: ^bb0(%arg5: index):
// CHECK-NEXT:   "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: %0 = "scf.for"(%arg1, %arg1, %arg1, %arg2) <{unsignedCmp}> ({
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: f32):
// CHECK-NEXT:   "scf.yield"(%arg4) : (f32) -> ()
// CHECK-NEXT: }) : (i32, i32, i32, f32) -> f32
func.func @for_forms(%n: index, %m: i32, %f: f32) {
  scf.for %i = %n to %n step %n {
  }
  %r = scf.for unsigned %i = %m to %m step %m iter_args(%a = %f) -> (f32) : i32 {
    scf.yield %a : f32
  }
  return
}

// -----

// CHECK-LABEL: sym_name = "while_form"
// CHECK:      %0 = "scf.while"(%arg1) ({
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT:   "scf.condition"(%arg0, %arg3) : (i1, i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT:   "scf.yield"(%arg2) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
func.func @while_form(%c: i1, %x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

// CHECK-LABEL: sym_name = "execute_region_form"
// CHECK:      %0 = "scf.execute_region"() <{no_inline}> ({
// CHECK-NEXT:   "scf.yield"(%arg0) : (i8) -> ()
// CHECK-NEXT: }) : () -> i8
func.func @execute_region_form(%x: i8) {
  %r = scf.execute_region -> i8 no_inline {
    scf.yield %x : i8
  }
  return
}

// -----

// CHECK-LABEL: sym_name = "index_switch_form"
// CHECK:      %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 4, 9>}> ({
// CHECK-NEXT:   "scf.yield"(%arg3) : (i16) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT:   "scf.yield"(%arg1) : (i16) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT:   "scf.yield"(%arg2) : (i16) -> ()
// CHECK-NEXT: }) : (index) -> i16
func.func @index_switch_form(%i: index, %a: i16, %b: i16, %d: i16) {
  %r = scf.index_switch %i -> i16
  case 4 {
    scf.yield %a : i16
  }
  case 9 {
    scf.yield %b : i16
  }
  default {
    scf.yield %d : i16
  }
  return
}
