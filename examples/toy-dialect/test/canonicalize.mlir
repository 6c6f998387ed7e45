// RUN: toy-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: toy-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | FileCheck %s --check-prefix=CSE

/// The folders and the pattern, through canonicalize; the ops are pure, so
/// what is left unused goes.

// The struct_get of a struct_new is the element: the ops go.

// CHECK-LABEL: func.func @get_of_new(
// CHECK-SAME:     %[[A:.*]]: i32, %[[B:.*]]: f64)
// CHECK-NEXT:    return %[[B]], %[[A]] : f64, i32
func.func @get_of_new(%a: i32, %b: f64) -> (f64, i32) {
  %s = toy.struct_new %a, %b : !toy.struct<i32, f64>
  %f = toy.struct_get %s[1] : !toy.struct<i32, f64>
  %x = toy.struct_get %s[0] : !toy.struct<i32, f64>
  return %f, %x : f64, i32
}

// -----

// A struct from elsewhere is read as it is.

// CHECK-LABEL: func.func @get_of_argument(
// CHECK-NEXT:    %[[X:.*]] = toy.struct_get %arg0[0] : !toy.struct<i32, f64>
// CHECK-NEXT:    return %[[X]] : i32
func.func @get_of_argument(%s: !toy.struct<i32, f64>) -> i32 {
  %x = toy.struct_get %s[0] : !toy.struct<i32, f64>
  return %x : i32
}

// -----

// gt and ge are written as lt and le with the operands swapped.

// CHECK-LABEL: func.func @swap_greater(
// CHECK-SAME:     %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT:    %[[GT:.*]] = toy.cmp <lt>, %[[B]], %[[A]] : i32
// CHECK-NEXT:    %[[GE:.*]] = toy.cmp <le>, %[[B]], %[[A]] : i32
// CHECK-NEXT:    %[[LT:.*]] = toy.cmp <lt>, %[[A]], %[[B]] : i32
// CHECK-NEXT:    return %[[GT]], %[[GE]], %[[LT]] : i1, i1, i1
func.func @swap_greater(%a: i32, %b: i32) -> (i1, i1, i1) {
  %gt = toy.cmp <gt>, %a, %b : i32
  %ge = toy.cmp <ge>, %a, %b : i32
  %lt = toy.cmp <lt>, %a, %b : i32
  %unused = toy.cmp <eq>, %a, %b : i32
  return %gt, %ge, %lt : i1, i1, i1
}

// -----

// A value compared with itself, and two constants (signed), fold.

// CHECK-LABEL: func.func @fold_cmp(
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    return %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[FALSE]] : i1, i1, i1, i1
func.func @fold_cmp(%a: i32) -> (i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i32
  %c3 = arith.constant 3 : i32
  %le = toy.cmp <le>, %a, %a : i32
  %ne = toy.cmp <ne>, %a, %a : i32
  %lt = toy.cmp <lt>, %m1, %c3 : i32
  %gt = toy.cmp <gt>, %m1, %c3 : i32
  return %le, %ne, %lt, %gt : i1, i1, i1, i1
}

// -----

// After the swap, `cse` sees that `%a > %b` and `%b < %a` are one value.

// CHECK-LABEL: func.func @one_comparison(
// CHECK-NEXT:    %[[GT:.*]] = toy.cmp <lt>, %arg1, %arg0 : i32
// CHECK-NEXT:    %[[LT:.*]] = toy.cmp <lt>, %arg1, %arg0 : i32
// CHECK-NEXT:    return %[[GT]], %[[LT]] : i1, i1

// CSE-LABEL: func.func @one_comparison(
// CSE-NEXT:    %[[LT:.*]] = toy.cmp <lt>, %arg1, %arg0 : i32
// CSE-NEXT:    return %[[LT]], %[[LT]] : i1, i1
func.func @one_comparison(%a: i32, %b: i32) -> (i1, i1) {
  %gt = toy.cmp <gt>, %a, %b : i32
  %lt = toy.cmp <lt>, %b, %a : i32
  return %gt, %lt : i1, i1
}
