// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// The casts in their custom forms, as mlir-opt-22 prints them.

/// `arith.extsi` on scalars, vectors and tensors.
// CHECK-LABEL: func.func @extsi(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: vector<4xi8>, %arg3: tensor<?xi16>) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i1 to i8
// CHECK-NEXT: %1 = arith.extsi %arg1 : i32 to i128
// CHECK-NEXT: %2 = arith.extsi %arg2 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: %3 = arith.extsi %arg3 : tensor<?xi16> to tensor<?xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extsi(%a: i1, %b: i32, %v: vector<4xi8>, %t: tensor<?xi16>) {
  %0 = arith.extsi %a : i1 to i8
  %1 = arith.extsi %b : i32 to i128
  %2 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %3 = arith.extsi %t : tensor<?xi16> to tensor<?xi64>
  return
}

// -----

/// `arith.extui`.
// CHECK-LABEL: func.func @extui(
// CHECK-SAME: %arg0: i1, %arg1: vector<[2]xi8>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT: %1 = arith.extui %arg1 : vector<[2]xi8> to vector<[2]xi9>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extui(%a: i1, %v: vector<[2]xi8>) {
  %0 = arith.extui %a : i1 to i64
  %1 = arith.extui %v : vector<[2]xi8> to vector<[2]xi9>
  return
}

// -----

/// `arith.trunci` with and without overflow flags.
// CHECK-LABEL: func.func @trunci(
// CHECK-SAME: %arg0: i64, %arg1: tensor<3xi32>) {
// CHECK-NEXT: %0 = arith.trunci %arg0 : i64 to i1
// CHECK-NEXT: %1 = arith.trunci %arg0 overflow<nsw> : i64 to i32
// CHECK-NEXT: %2 = arith.trunci %arg1 overflow<nsw, nuw> : tensor<3xi32> to tensor<3xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trunci(%a: i64, %t: tensor<3xi32>) {
  %0 = arith.trunci %a : i64 to i1
  %1 = arith.trunci %a overflow<nsw> : i64 to i32
  %2 = arith.trunci %t overflow<nuw, nsw> : tensor<3xi32> to tensor<3xi8>
  return
}

// -----

/// `arith.index_cast` both ways, on vectors and memrefs.
// CHECK-LABEL: func.func @index_cast(
// CHECK-SAME: %arg0: i32, %arg1: index, %arg2: vector<4xindex>, %arg3: memref<?xi32>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %arg1 : index to i8
// CHECK-NEXT: %2 = arith.index_cast %arg2 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %3 = arith.index_cast %arg3 : memref<?xi32> to memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @index_cast(%a: i32, %i: index, %v: vector<4xindex>, %m: memref<?xi32>) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %i : index to i8
  %2 = arith.index_cast %v : vector<4xindex> to vector<4xi64>
  %3 = arith.index_cast %m : memref<?xi32> to memref<?xindex>
  return
}

// -----

/// `arith.index_castui`.
// CHECK-LABEL: func.func @index_castui(
// CHECK-SAME: %arg0: i16, %arg1: index, %arg2: memref<2x2xindex>) {
// CHECK-NEXT: %0 = arith.index_castui %arg0 : i16 to index
// CHECK-NEXT: %1 = arith.index_castui %arg1 : index to i64
// CHECK-NEXT: %2 = arith.index_castui %arg2 : memref<2x2xindex> to memref<2x2xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @index_castui(%a: i16, %i: index, %m: memref<2x2xindex>) {
  %0 = arith.index_castui %a : i16 to index
  %1 = arith.index_castui %i : index to i64
  %2 = arith.index_castui %m : memref<2x2xindex> to memref<2x2xi32>
  return
}

// -----

/// `arith.bitcast` between integers and floats of one width, and memrefs.
// CHECK-LABEL: func.func @bitcast(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: f64, %arg3: vector<2xi64>, %arg4: memref<4xf32>) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %1 = arith.bitcast %arg1 : f16 to bf16
// CHECK-NEXT: %2 = arith.bitcast %arg2 : f64 to f64
// CHECK-NEXT: %3 = arith.bitcast %arg3 : vector<2xi64> to vector<2xf64>
// CHECK-NEXT: %4 = arith.bitcast %arg4 : memref<4xf32> to memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @bitcast(%x: f32, %h: f16, %d: f64, %v: vector<2xi64>, %m: memref<4xf32>) {
  %0 = arith.bitcast %x : f32 to i32
  %1 = arith.bitcast %h : f16 to bf16
  %2 = arith.bitcast %d : f64 to f64
  %3 = arith.bitcast %v : vector<2xi64> to vector<2xf64>
  %4 = arith.bitcast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

/// `arith.sitofp` and `arith.uitofp`.
// CHECK-LABEL: func.func @sitofp(
// CHECK-SAME: %arg0: i32, %arg1: i1, %arg2: vector<4xi8>) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %2 = arith.sitofp %arg1 : i1 to f64
// CHECK-NEXT: %3 = arith.uitofp %arg2 : vector<4xi8> to vector<4xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sitofp(%a: i32, %b: i1, %v: vector<4xi8>) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f16
  %2 = arith.sitofp %b : i1 to f64
  %3 = arith.uitofp %v : vector<4xi8> to vector<4xbf16>
  return
}

// -----

/// `arith.fptosi` and `arith.fptoui`.
// CHECK-LABEL: func.func @fptosi(
// CHECK-SAME: %arg0: f32, %arg1: f64, %arg2: tensor<2xf16>) {
// CHECK-NEXT: %0 = arith.fptosi %arg0 : f32 to i64
// CHECK-NEXT: %1 = arith.fptoui %arg1 : f64 to i8
// CHECK-NEXT: %2 = arith.fptosi %arg2 : tensor<2xf16> to tensor<2xi32>
// CHECK-NEXT: %3 = arith.fptoui %arg0 : f32 to i1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fptosi(%x: f32, %d: f64, %t: tensor<2xf16>) {
  %0 = arith.fptosi %x : f32 to i64
  %1 = arith.fptoui %d : f64 to i8
  %2 = arith.fptosi %t : tensor<2xf16> to tensor<2xi32>
  %3 = arith.fptoui %x : f32 to i1
  return
}

// -----

/// `arith.extf` with and without fast-math flags (they are optional, not defaulted).
// CHECK-LABEL: func.func @extf(
// CHECK-SAME: %arg0: f16, %arg1: bf16, %arg2: f32) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<contract> : bf16 to f64
// CHECK-NEXT: %2 = arith.extf %arg2 fastmath<none> : f32 to f64
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extf(%h: f16, %b: bf16, %x: f32) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %b fastmath<contract> : bf16 to f64
  %2 = arith.extf %x fastmath<none> : f32 to f64
  return
}

// -----

/// `arith.truncf` with each rounding mode and fast-math flags.
// CHECK-LABEL: func.func @truncf(
// CHECK-SAME: %arg0: f64, %arg1: f32) {
// CHECK-NEXT: %0 = arith.truncf %arg0 : f64 to f32
// CHECK-NEXT: %1 = arith.truncf %arg0 to_nearest_even : f64 to f16
// CHECK-NEXT: %2 = arith.truncf %arg0 downward : f64 to bf16
// CHECK-NEXT: %3 = arith.truncf %arg0 upward fastmath<fast> : f64 to f32
// CHECK-NEXT: %4 = arith.truncf %arg1 toward_zero : f32 to f16
// CHECK-NEXT: %5 = arith.truncf %arg1 to_nearest_away : f32 to bf16
// CHECK-NEXT: %6 = arith.truncf %arg1 fastmath<nnan> : f32 to f16
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @truncf(%d: f64, %x: f32) {
  %0 = arith.truncf %d : f64 to f32
  %1 = arith.truncf %d to_nearest_even : f64 to f16
  %2 = arith.truncf %d downward : f64 to bf16
  %3 = arith.truncf %d upward fastmath<fast> : f64 to f32
  %4 = arith.truncf %x toward_zero : f32 to f16
  %5 = arith.truncf %x to_nearest_away : f32 to bf16
  %6 = arith.truncf %x fastmath<nnan> : f32 to f16
  return
}

// -----

/// Casts with discardable attributes.
// CHECK-LABEL: func.func @cast_attributes(
// CHECK-SAME: %arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = arith.extsi %arg0 {tag} : i32 to i64
// CHECK-NEXT: %1 = arith.truncf %arg1 toward_zero {tag} : f32 to f16
// CHECK-NEXT: %2 = arith.trunci %arg0 overflow<nsw> : i32 to i8
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cast_attributes(%a: i32, %x: f32) {
  %0 = arith.extsi %a {tag} : i32 to i64
  %1 = arith.truncf %x {roundingmode = 3 : i32, tag} : f32 to f16
  %2 = arith.trunci %a {overflowFlags = #arith.overflow<nsw>} : i32 to i8
  return
}
