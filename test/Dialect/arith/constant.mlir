// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// `arith.constant`: the value as written by MLIR and the result names
/// mlir-opt-22 gives (`%c42_i32`, `%c0`, `%true`, `%cst`), unique per function.

/// Integer constants are named `c<value>_<type>`: negative values and narrow types.
// CHECK-LABEL: func.func @integers(
// CHECK-SAME: ) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c42_i8 = arith.constant 42 : i8
// CHECK-NEXT: %c3_i3 = arith.constant 3 : i3
// CHECK-NEXT: %c1_i128 = arith.constant 1 : i128
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @integers() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -3 : i64
  %2 = arith.constant 42 : i8
  %3 = arith.constant 3 : i3
  %4 = arith.constant 1 : i128
  %5 = arith.constant -170141183460469231731687303715884105728 : i128
  return
}

// -----

/// Index constants are named `c<value>`, booleans `true` and `false`.
// CHECK-LABEL: func.func @index_and_bool(
// CHECK-SAME: ) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @index_and_bool() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -7 : index
  %2 = arith.constant true
  %3 = arith.constant false
  %4 = arith.constant 1 : i1
  %5 = arith.constant -1 : i1
  return
}

// -----

/// Values are printed in the type's signed range: `255 : i8` is `-1`, `7 : i3` is `-1`.
// CHECK-LABEL: func.func @wrapped_values(
// CHECK-SAME: ) {
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i3 = arith.constant -1 : i3
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @wrapped_values() {
  %0 = arith.constant 255 : i8
  %1 = arith.constant 7 : i3
  %2 = arith.constant 65535 : i16
  %3 = arith.constant 0x7F : i8
  return
}

// -----

/// Float constants are all named `cst`, made unique with `_N`.
// CHECK-LABEL: func.func @floats(
// CHECK-SAME: ) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 9.997550e-02 : f16
// CHECK-NEXT: %cst_2 = arith.constant 9.999220e+09 : bf16
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_3 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @floats() {
  %0 = arith.constant 1.5 : f32
  %1 = arith.constant -0.0 : f64
  %2 = arith.constant 0.1 : f16
  %3 = arith.constant 1.0e10 : bf16
  %4 = arith.constant 3 : i32
  %5 = arith.constant 2.0 : f32
  return
}

// -----

/// Special float values print as bit patterns.
// CHECK-LABEL: func.func @special_floats(
// CHECK-SAME: ) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x7FF0000000000001 : f64
// CHECK-NEXT: %cst_3 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @special_floats() {
  %0 = arith.constant 0x7FC00000 : f32
  %1 = arith.constant 0xFF800000 : f32
  %2 = arith.constant 0x7C00 : f16
  %3 = arith.constant 0x7FF0000000000001 : f64
  %4 = arith.constant 65504.0 : f16
  return
}

// -----

/// Elements constants are named `cst`: splats, full lists, booleans, floats, index.
// CHECK-LABEL: func.func @elements(
// CHECK-SAME: ) {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2]> : tensor<2xi8>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}1.000000e+00, 2.500000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %cst_4 = arith.constant dense<0> : tensor<2x2xindex>
// CHECK-NEXT: %cst_5 = arith.constant dense<3> : vector<3xi16>
// CHECK-NEXT: %cst_6 = arith.constant dense<2> : vector<[4]xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @elements() {
  %0 = arith.constant dense<1> : vector<4xi32>
  %1 = arith.constant dense<[1, 2]> : tensor<2xi8>
  %2 = arith.constant dense<[[1.0, 2.5], [3.0, 4.0]]> : tensor<2x2xf32>
  %3 = arith.constant dense<true> : vector<2xi1>
  %4 = arith.constant dense<[true, false]> : vector<2xi1>
  %5 = arith.constant dense<0> : tensor<2x2xindex>
  %6 = arith.constant dense<[3, 3, 3]> : vector<3xi16>
  %7 = arith.constant dense<2> : vector<[4]xi32>
  return
}

// -----

/// Equal names are made unique with `_N` suffixes, in order.
// CHECK-LABEL: func.func @repeated_names(
// CHECK-SAME: ) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_2 = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @repeated_names() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  %2 = arith.constant 0 : i32
  %3 = arith.constant true
  %4 = arith.constant true
  %5 = arith.constant 0 : index
  %6 = arith.constant 0 : index
  return
}

// -----

/// Names are unique across the regions of a function, and restart in the next function.
// CHECK-LABEL: func.func @across_regions(
// CHECK-SAME: %arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: scf.yield %c1_i32_0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT: scf.yield %c1_i32_0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @next_function(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
func.func @across_regions(%c: i1) -> i32 {
  %0 = arith.constant 1 : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.constant 1 : i32
    %3 = arith.constant 2 : i32
    scf.yield %2 : i32
  } else {
    %4 = arith.constant 1 : i32
    scf.yield %4 : i32
  }
  return %1 : i32
}
func.func @next_function() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}

// -----

/// A constant with discardable attributes prints them before the value.
// CHECK-LABEL: func.func @attributes(
// CHECK-SAME: ) {
// CHECK-NEXT: %c42_i32 = arith.constant {tag} 42 : i32
// CHECK-NEXT: %cst = arith.constant {a = 1 : i64, b = "x"} 1.000000e+00 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @attributes() {
  %0 = arith.constant {tag} 42 : i32
  %1 = arith.constant {a = 1 : i64, b = "x"} 1.0 : f32
  return
}

// -----

/// Constants in the generic form get the same names in the custom form.
// CHECK-LABEL: func.func @from_generic(
// CHECK-SAME: ) {
// CHECK-NEXT: %c5_i16 = arith.constant 5 : i16
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @from_generic() {
  %0 = "arith.constant"() <{value = 5 : i16}> : () -> i16
  %1 = "arith.constant"() {value = 2.0 : f64} : () -> f64
  %2 = "arith.constant"() <{value = dense<0> : vector<2xi8>}> : () -> vector<2xi8>
  return
}
