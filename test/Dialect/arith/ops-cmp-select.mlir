// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// Comparisons and selection in their custom forms, as mlir-opt-22 prints them.

/// `arith.cmpi` with every predicate.
// CHECK-LABEL: func.func @cmpi_predicates(
// CHECK-SAME: %arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cmpi_predicates(%a: i32, %b: i32) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  return
}

// -----

/// `arith.cmpi` on index, vectors and tensors: the result is i1 of the operands' shape.
// CHECK-LABEL: func.func @cmpi_shapes(
// CHECK-SAME: %arg0: index, %arg1: vector<4xi64>, %arg2: tensor<2x?xi8>, %arg3: vector<[4]xi1>) {
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %arg0 : index
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg1, %arg1 : vector<4xi64>
// CHECK-NEXT: %2 = arith.cmpi eq, %arg2, %arg2 {tag} : tensor<2x?xi8>
// CHECK-NEXT: %3 = arith.cmpi ne, %arg3, %arg3 : vector<[4]xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cmpi_shapes(%i: index, %v: vector<4xi64>, %t: tensor<2x?xi8>, %s: vector<[4]xi1>) {
  %0 = arith.cmpi sle, %i, %i : index
  %1 = arith.cmpi ugt, %v, %v : vector<4xi64>
  %2 = arith.cmpi eq, %t, %t {tag} : tensor<2x?xi8>
  %3 = arith.cmpi ne, %s, %s : vector<[4]xi1>
  return
}

// -----

/// `arith.cmpf` with every predicate.
// CHECK-LABEL: func.func @cmpf_predicates(
// CHECK-SAME: %arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.cmpf oge, %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf one, %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.cmpf ueq, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uge, %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.cmpf ule, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.cmpf une, %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg1 : f32
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cmpf_predicates(%x: f32, %y: f32) {
  %0 = arith.cmpf false, %x, %y : f32
  %1 = arith.cmpf oeq, %x, %y : f32
  %2 = arith.cmpf ogt, %x, %y : f32
  %3 = arith.cmpf oge, %x, %y : f32
  %4 = arith.cmpf olt, %x, %y : f32
  %5 = arith.cmpf ole, %x, %y : f32
  %6 = arith.cmpf one, %x, %y : f32
  %7 = arith.cmpf ord, %x, %y : f32
  %8 = arith.cmpf ueq, %x, %y : f32
  %9 = arith.cmpf ugt, %x, %y : f32
  %10 = arith.cmpf uge, %x, %y : f32
  %11 = arith.cmpf ult, %x, %y : f32
  %12 = arith.cmpf ule, %x, %y : f32
  %13 = arith.cmpf une, %x, %y : f32
  %14 = arith.cmpf uno, %x, %y : f32
  %15 = arith.cmpf true, %x, %y : f32
  return
}

// -----

/// `arith.cmpf` with fast-math flags, on vectors and tensors.
// CHECK-LABEL: func.func @cmpf_shapes(
// CHECK-SAME: %arg0: f16, %arg1: vector<2xf64>, %arg2: tensor<*xbf16>) {
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %arg0 fastmath<nnan> : f16
// CHECK-NEXT: %1 = arith.cmpf une, %arg1, %arg1 fastmath<fast> : vector<2xf64>
// CHECK-NEXT: %2 = arith.cmpf ord, %arg2, %arg2 : tensor<*xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cmpf_shapes(%h: f16, %v: vector<2xf64>, %t: tensor<*xbf16>) {
  %0 = arith.cmpf olt, %h, %h fastmath<nnan> : f16
  %1 = arith.cmpf une, %v, %v fastmath<fast> : vector<2xf64>
  %2 = arith.cmpf ord, %t, %t : tensor<*xbf16>
  return
}

// -----

/// The predicate written as a string.
// CHECK-LABEL: func.func @cmp_quoted(
// CHECK-SAME: %arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpf ueq, %arg1, %arg1 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cmp_quoted(%a: i32, %x: f32) {
  %0 = arith.cmpi "slt", %a, %a : i32
  %1 = arith.cmpf "ueq", %x, %x : f32
  return
}

// -----

/// `arith.select` on an i1: one type after the colon.
// CHECK-LABEL: func.func @select_scalar(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: f32, %arg3: memref<4xf32>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg2 : f32
// CHECK-NEXT: %2 = arith.select %arg0, %arg3, %arg3 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @select_scalar(%c: i1, %a: i32, %x: f32, %m: memref<4xf32>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %c, %x, %x : f32
  %2 = arith.select %c, %m, %m : memref<4xf32>
  return
}

// -----

/// `arith.select` of whole vectors and tensors on one i1.
// CHECK-LABEL: func.func @select_whole(
// CHECK-SAME: %arg0: i1, %arg1: vector<4xi64>, %arg2: tensor<?xf32>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : vector<4xi64>
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg2 : tensor<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @select_whole(%c: i1, %v: vector<4xi64>, %t: tensor<?xf32>) {
  %0 = arith.select %c, %v, %v : vector<4xi64>
  %1 = arith.select %c, %t, %t : tensor<?xf32>
  return
}

// -----

/// Element-wise `arith.select`: the condition's type is printed first.
// CHECK-LABEL: func.func @select_elementwise(
// CHECK-SAME: %arg0: vector<4xi1>, %arg1: vector<4xi64>, %arg2: tensor<2x2xi1>, %arg3: tensor<2x2xf16>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %1 = arith.select %arg2, %arg3, %arg3 : tensor<2x2xi1>, tensor<2x2xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @select_elementwise(%vc: vector<4xi1>, %v: vector<4xi64>, %tc: tensor<2x2xi1>, %t: tensor<2x2xf16>) {
  %0 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi64>
  %1 = arith.select %tc, %t, %t : tensor<2x2xi1>, tensor<2x2xf16>
  return
}

// -----

/// `arith.select` with attributes.
// CHECK-LABEL: func.func @select_attributes(
// CHECK-SAME: %arg0: i1, %arg1: i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 {tag = 3 : i64} : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg1, %arg1 {a, b = "x"} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @select_attributes(%c: i1, %a: i32) {
  %0 = arith.select %c, %a, %a {tag = 3 : i64} : i32
  %1 = arith.select %c, %a, %a {a, b = "x"} : i32
  return
}
