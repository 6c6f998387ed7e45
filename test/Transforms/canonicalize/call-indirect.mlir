// RUN: ir-opt %s --canonicalize | FileCheck %s

/// `func.call_indirect` of a `func.constant` becomes a `func.call` of its
/// symbol, keeping no attribute (as MLIR's canonicalizer); the constant,
/// then unused, goes. A callee that is not a constant stays indirect.

func.func private @target(i32) -> i32
func.func private @other(i32) -> i32

// CHECK-LABEL: func.func @constant_callee
// CHECK-NEXT:    %[[A:.*]] = call @target(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[B:.*]] = call @target(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    return %[[B]] : i32
func.func @constant_callee(%a: i32) -> i32 {
  %f = func.constant @target : (i32) -> i32
  %0 = func.call_indirect %f(%a) {note = 1 : i32} : (i32) -> i32
  %1 = func.call_indirect %f(%0) : (i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func @chosen_callee
// CHECK:         %[[S:.*]] = arith.select
// CHECK-NEXT:    %[[R:.*]] = call_indirect %[[S]](%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @chosen_callee(%a: i32, %c: i1) -> i32 {
  %f = func.constant @target : (i32) -> i32
  %g = func.constant @other : (i32) -> i32
  %s = arith.select %c, %f, %g : (i32) -> i32
  %0 = func.call_indirect %s(%a) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func @argument_callee
// CHECK-NEXT:    %[[R:.*]] = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @argument_callee(%f: (i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}
