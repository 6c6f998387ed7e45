// RUN: ir-opt %s --canonicalize | FileCheck %s

/// Folds of arith's float ops, as MLIR's canonicalizer does them.

/// `x + -0.0` is `x`; `x + 0.0` stays (it turns `-0.0` into `+0.0`).
// CHECK-LABEL: func.func @addf_zeros(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[V_0:[^ ]+]] = arith.addf %arg0, %[[V_CST]] : f32
// CHECK-NEXT: return %arg0, %[[V_0]] : f32, f32
func.func @addf_zeros(%a: f32) -> (f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.addf %a, %nz : f32
  %1 = arith.addf %a, %z : f32
  return %0, %1 : f32, f32
}

/// `x - 0.0` is `x`; `x - -0.0` stays.
// CHECK-LABEL: func.func @subf_zeros(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[V_0:[^ ]+]] = arith.subf %arg0, %[[V_CST]] : f32
// CHECK-NEXT: return %arg0, %[[V_0]] : f32, f32
func.func @subf_zeros(%a: f32) -> (f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.subf %a, %z : f32
  %1 = arith.subf %a, %nz : f32
  return %0, %1 : f32, f32
}

/// `x * 1.0` is `x`; `x * 0.0` stays (NaN, infinities, signs).
// CHECK-LABEL: func.func @mulf_one_zero(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[V_0:[^ ]+]] = arith.mulf %arg0, %[[V_CST]] : f32
// CHECK-NEXT: return %arg0, %[[V_0]] : f32, f32
func.func @mulf_one_zero(%a: f32) -> (f32, f32) {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %0 = arith.mulf %a, %one : f32
  %1 = arith.mulf %a, %z : f32
  return %0, %1 : f32, f32
}

/// `x / 1.0` is `x`.
// CHECK-LABEL: func.func @divf_one(
// CHECK-NEXT: return %arg0 : f32
func.func @divf_one(%a: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %0 = arith.divf %a, %one : f32
  return %0 : f32
}

/// `(-a) * (-b)` is `a * b`.
// CHECK-LABEL: func.func @mulf_of_negations(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: return %[[V_0]] : f32
func.func @mulf_of_negations(%a: f32, %b: f32) -> f32 {
  %0 = arith.negf %a : f32
  %1 = arith.negf %b : f32
  %2 = arith.mulf %0, %1 : f32
  return %2 : f32
}

/// `(-a) / (-b)` is `a / b`.
// CHECK-LABEL: func.func @divf_of_negations(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: return %[[V_0]] : f32
func.func @divf_of_negations(%a: f32, %b: f32) -> f32 {
  %0 = arith.negf %a : f32
  %1 = arith.negf %b : f32
  %2 = arith.divf %0, %1 : f32
  return %2 : f32
}

/// `-(-x)` is `x`.
// CHECK-LABEL: func.func @negf_negf(
// CHECK-NEXT: return %arg0 : f32
func.func @negf_negf(%a: f32) -> f32 {
  %0 = arith.negf %a : f32
  %1 = arith.negf %0 : f32
  return %1 : f32
}

/// Constants: the four operations and the remainder.
// CHECK-LABEL: func.func @float_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 3.500000e+00 : f32
// CHECK-DAG: %[[V_CST_0:[^ ]+]] = arith.constant -5.000000e-01 : f32
// CHECK-DAG: %[[V_CST_1:[^ ]+]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[V_CST_2:[^ ]+]] = arith.constant 7.500000e-01 : f32
// CHECK-DAG: %[[V_CST_3:[^ ]+]] = arith.constant 1.500000e+00 : f32
// CHECK: return %[[V_CST]], %[[V_CST_0]], %[[V_CST_1]], %[[V_CST_2]], %[[V_CST_3]] : f32, f32, f32, f32, f32
func.func @float_constants() -> (f32, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

/// `negf` of a constant.
// CHECK-LABEL: func.func @negf_constant(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant -1.500000e+00 : f32
// CHECK: return %[[V_CST]] : f32
func.func @negf_constant() -> f32 {
  %a = arith.constant 1.5 : f32
  %0 = arith.negf %a : f32
  return %0 : f32
}

/// The extrema of a value with itself.
// CHECK-LABEL: func.func @extrema_of_self(
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0 : f32, f32, f32, f32
func.func @extrema_of_self(%a: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maximumf %a, %a : f32
  %1 = arith.minimumf %a, %a : f32
  %2 = arith.maxnumf %a, %a : f32
  %3 = arith.minnumf %a, %a : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

/// `maximumf(x, -inf)` and `minimumf(x, +inf)` are `x`; the `num` forms
/// stay (a NaN `x` gives the infinity).
// CHECK-LABEL: func.func @extrema_with_infinities(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[V_CST_0:[^ ]+]] = arith.constant 0x7F800000 : f32
// CHECK: %[[V_0:[^ ]+]] = arith.maxnumf %arg0, %[[V_CST]] : f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.minnumf %arg0, %[[V_CST_0]] : f32
// CHECK-NEXT: return %arg0, %arg0, %[[V_0]], %[[V_1]] : f32, f32, f32, f32
func.func @extrema_with_infinities(%a: f32) -> (f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.maximumf %a, %ninf : f32
  %1 = arith.minimumf %a, %inf : f32
  %2 = arith.maxnumf %a, %ninf : f32
  %3 = arith.minnumf %a, %inf : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

/// Extrema of constants.
// CHECK-LABEL: func.func @extrema_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[V_CST_0:[^ ]+]] = arith.constant -2.000000e+00 : f32
// CHECK: return %[[V_CST]], %[[V_CST_0]], %[[V_CST]], %[[V_CST_0]] : f32, f32, f32, f32
func.func @extrema_constants() -> (f32, f32, f32, f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -2.0 : f32
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

/// `maximumf` propagates a NaN, `maxnumf` drops it.
// CHECK-LABEL: func.func @extrema_with_nan(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[V_CST_0:[^ ]+]] = arith.constant 0x7FC00000 : f32
// CHECK: return %[[V_CST_0]], %[[V_CST]] : f32, f32
func.func @extrema_with_nan() -> (f32, f32) {
  %a = arith.constant 1.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %a, %n : f32
  %1 = arith.maxnumf %a, %n : f32
  return %0, %1 : f32, f32
}

/// Vector constants fold element by element.
// CHECK-LABEL: func.func @vector_float_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant dense<[2.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK: return %[[V_CST]] : vector<2xf32>
func.func @vector_float_constants() -> vector<2xf32> {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0 = arith.addf %a, %a : vector<2xf32>
  return %0 : vector<2xf32>
}

/// `f16` folds in its own precision.
// CHECK-LABEL: func.func @f16_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 1.001950e+00 : f16
// CHECK: return %[[V_CST]] : f16
func.func @f16_constants() -> f16 {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 0.0009765625 : f16
  %0 = arith.addf %a, %b : f16
  %1 = arith.addf %0, %b : f16
  return %1 : f16
}
