// RUN: toy-opt %s | FileCheck %s
// RUN: toy-opt %s | toy-opt | FileCheck %s
// RUN: toy-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: toy-opt %s -mlir-print-op-generic | toy-opt | FileCheck %s

/// Custom syntax from the dialect's assembly formats; the type and the
/// attribute in their canonical spelling; the generic form of each op.

// CHECK-LABEL: func.func @ops(
// CHECK-SAME:     %[[A:.*]]: i32, %[[B:.*]]: f64, %[[Y:.*]]: i32)
// CHECK:         %[[S:.*]] = toy.struct_new %[[A]], %[[B]] : !toy.struct<i32, f64>
// CHECK-NEXT:    %[[X:.*]] = toy.struct_get %[[S]][0] : !toy.struct<i32, f64>
// CHECK-NEXT:    %[[F:.*]] = toy.struct_get %[[S]][1] : !toy.struct<i32, f64>
// CHECK-NEXT:    %[[LT:.*]] = toy.cmp <lt>, %[[X]], %[[Y]] : i32
// CHECK-NEXT:    return %[[X]], %[[F]], %[[LT]] : i32, f64, i1

// GENERIC:      %[[S:.*]] = "toy.struct_new"(%{{.*}}, %{{.*}}) : (i32, f64) -> !toy.struct<i32, f64>
// GENERIC-NEXT: %[[X:.*]] = "toy.struct_get"(%[[S]]) <{index = 0 : i64}> : (!toy.struct<i32, f64>) -> i32
// GENERIC-NEXT: %{{.*}} = "toy.struct_get"(%[[S]]) <{index = 1 : i64}> : (!toy.struct<i32, f64>) -> f64
// GENERIC-NEXT: %{{.*}} = "toy.cmp"(%[[X]], %{{.*}}) <{predicate = #toy.predicate<lt>}> : (i32, i32) -> i1
func.func @ops(%a: i32, %b: f64, %y: i32) -> (i32, f64, i1) {
  %s = toy.struct_new %a, %b : !toy.struct< i32,f64 >
  %x = toy.struct_get %s[0] : !toy.struct<i32, f64>
  %f = toy.struct_get %s [ 1 ] : !toy.struct<i32, f64>
  %lt = toy.cmp <lt>, %x, %y : i32
  return %x, %f, %lt : i32, f64, i1
}

// A struct nests, and every predicate has its keyword.

// CHECK-LABEL: func.func @nested(
// CHECK:         toy.struct_new %{{.*}}, %{{.*}} : !toy.struct<!toy.struct<i32, f64>, index>
// CHECK:         toy.cmp <eq>, %{{.*}}, %{{.*}} : index
// CHECK-NEXT:    toy.cmp <ne>, %{{.*}}, %{{.*}} : index
// CHECK-NEXT:    toy.cmp <le>, %{{.*}}, %{{.*}} : index
// CHECK-NEXT:    toy.cmp <gt>, %{{.*}}, %{{.*}} : index
// CHECK-NEXT:    toy.cmp <ge>, %{{.*}}, %{{.*}} : index

// GENERIC: "toy.struct_new"(%{{.*}}, %{{.*}}) : (!toy.struct<i32, f64>, index) -> !toy.struct<!toy.struct<i32, f64>, index>
// GENERIC: "toy.cmp"(%{{.*}}, %{{.*}}) <{predicate = #toy.predicate<ge>}> : (index, index) -> i1
func.func @nested(%s: !toy.struct<i32, f64>, %i: index) -> (!toy.struct<!toy.struct<i32, f64>, index>, i1, i1, i1, i1, i1) {
  %n = toy.struct_new %s, %i : !toy.struct<!toy.struct<i32, f64>, index>
  %eq = toy.cmp <eq>, %i, %i : index
  %ne = toy.cmp <ne>, %i, %i : index
  %le = toy.cmp <le>, %i, %i : index
  %gt = toy.cmp <gt>, %i, %i : index
  %ge = toy.cmp <ge>, %i, %i : index
  return %n, %eq, %ne, %le, %gt, %ge : !toy.struct<!toy.struct<i32, f64>, index>, i1, i1, i1, i1, i1
}
