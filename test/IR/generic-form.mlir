// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | ir-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

/// Every construct of the generic op form survives a parse/print round trip.

// CHECK-LABEL: "builtin.module"() ({
// CHECK: %[[A:.*]]:2 = "foo.multi"() : () -> (i32, f32)
%a:2 = "foo.multi"() : () -> (i32, f32)
// CHECK-NEXT: %[[B:.*]] = "foo.use"(%[[A]]#0, %[[A]]#1) : (i32, f32) -> i64
%b = "foo.use"(%a#0, %a#1) : (i32, f32) -> i64
// CHECK-NEXT: "foo.props"() <{prop = 1 : i64}> {attr = "x"} : () -> ()
"foo.props"() <{prop = 1 : i64}> {attr = "x"} : () -> ()
// CHECK-NEXT: "foo.region"(%[[B]]) ({
// CHECK-NEXT: ^bb0(%[[ARG:.*]]: i32):
// CHECK-NEXT:   "foo.yield"(%[[ARG]]) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i64) -> ()
"foo.region"(%b) ({
^bb0(%arg0: i32):
  "foo.yield"(%arg0) : (i32) -> ()
}, {
}) : (i64) -> ()
// CHECK: "foo.cfg"() ({
// CHECK-NEXT:   "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "foo.cond"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "foo.ret"() : () -> ()
"foo.cfg"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.cond"()[^bb1, ^bb2] : () -> ()
^bb2:
  "foo.ret"() : () -> ()
}) : () -> ()
// CHECK: "foo.types"() {t = [i1, si8, ui16, index, f16, bf16, f32, f64, none, memref<4x?xf32>, memref<i32>, tensor<2x3xi8>, vector<4xf32>, tuple<i32, f32>, (i32) -> (i1, i32)]} : () -> ()
"foo.types"() {t = [i1, si8, ui16, index, f16, bf16, f32, f64, none, memref<4x?xf32>, memref<i32>, tensor<2x3xi8>, vector<4xf32>, tuple<i32, f32>, (i32) -> (i1, i32)]} : () -> ()
// CHECK: "foo.attrs"() {a = 42 : i32, b = true, c = "s", d, e = [1, 2], f = {x = 1 : i8}, g = array<i32: 1, 2>, h = @sym, i = @m::@f, j = dense<[1, 2]> : tensor<2xi32>} : () -> ()
"foo.attrs"() {a = 42 : i32, b = true, c = "s", d, e = [1, 2], f = {x = 1 : i8}, g = array<i32: 1, 2>, h = @sym, i = @m::@f, j = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// CHECK: "foo.dialect"() {m = #foo<"//">, n = #foo<{a}>} : () -> ()
"foo.dialect"() {m = #foo<"//">, n = #foo<{a}>} : () -> ()
