// RUN: ir-opt %s --canonicalize | FileCheck %s

/// Folds and patterns of arith's casts, as MLIR's canonicalizer does them.

/// A bitcast to the operand's own type is the operand.
// CHECK-LABEL: func.func @bitcast_same_type(
// CHECK-NEXT: return %arg0, %arg1 : i32, vector<2xf16>
func.func @bitcast_same_type(%a: i32, %v: vector<2xf16>) -> (i32, vector<2xf16>) {
  %0 = arith.bitcast %a : i32 to i32
  %1 = arith.bitcast %v : vector<2xf16> to vector<2xf16>
  return %0, %1 : i32, vector<2xf16>
}

/// A bitcast there and back is the value.
// CHECK-LABEL: func.func @bitcast_round_trip(
// CHECK-NEXT: return %arg0 : i32
func.func @bitcast_round_trip(%a: i32) -> i32 {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  return %1 : i32
}

/// `bitcast(bitcast(x))` is one bitcast.
// CHECK-LABEL: func.func @bitcast_chain(
// CHECK-NEXT: return %arg0 : f32
func.func @bitcast_chain(%a: f32) -> f32 {
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %2 = arith.bitcast %1 : f32 to i32
  %3 = arith.bitcast %2 : i32 to f32
  return %3 : f32
}

/// Bitcasts of constants reinterpret the bits.
// CHECK-LABEL: func.func @bitcast_constants(
// CHECK-DAG: %[[V_C1065353216_I32:[^ ]+]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 1.000000e+00 : f32
// CHECK: return %[[V_C1065353216_I32]], %[[V_CST]] : i32, f32
func.func @bitcast_constants() -> (i32, f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 1065353216 : i32
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %b : i32 to f32
  return %0, %1 : i32, f32
}

/// Extensions of constants.
// CHECK-LABEL: func.func @extension_constants(
// CHECK-DAG: %[[V_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK-DAG: %[[V_C255_I32:[^ ]+]] = arith.constant 255 : i32
// CHECK-DAG: %[[V_C1_I64:[^ ]+]] = arith.constant 1 : i64
// CHECK: return %[[V_C_1_I32]], %[[V_C255_I32]], %[[V_C1_I64]] : i32, i32, i64
func.func @extension_constants() -> (i32, i32, i64) {
  %a = arith.constant -1 : i8
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i32
  %t = arith.constant true
  %2 = arith.extui %t : i1 to i64
  return %0, %1, %2 : i32, i32, i64
}

/// Extensions of extensions of one kind are one extension; `extsi` of
/// `extui` is `extui`.
// CHECK-LABEL: func.func @extension_chains(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]] : i64, i64, i64
func.func @extension_chains(%a: i8) -> (i64, i64, i64) {
  %0 = arith.extsi %a : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  %2 = arith.extui %a : i8 to i16
  %3 = arith.extui %2 : i16 to i64
  %4 = arith.extsi %2 : i16 to i64
  return %1, %3, %4 : i64, i64, i64
}

/// Two truncations are one.
// CHECK-LABEL: func.func @truncation_chain(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.trunci %arg0 : i64 to i8
// CHECK-NEXT: return %[[V_0]] : i8
func.func @truncation_chain(%a: i64) -> i8 {
  %0 = arith.trunci %a : i64 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

/// Truncating an extension: back to the source type is the value, to a
/// type between is a narrower extension.
// CHECK-LABEL: func.func @truncation_of_extension(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: return %arg0, %[[V_0]], %[[V_1]] : i8, i16, i32
func.func @truncation_of_extension(%a: i8) -> (i8, i16, i32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.extui %a : i8 to i32
  %3 = arith.trunci %2 : i32 to i16
  %4 = arith.extsi %a : i8 to i64
  %5 = arith.trunci %4 : i64 to i32
  return %1, %3, %5 : i8, i16, i32
}

/// Truncations of constants keep the low bits.
// CHECK-LABEL: func.func @truncation_constants(
// CHECK-DAG: %[[V_C1_I8:[^ ]+]] = arith.constant 1 : i8
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_C1_I8]], %[[V_TRUE]] : i8, i1
func.func @truncation_constants() -> (i8, i1) {
  %a = arith.constant 257 : i32
  %0 = arith.trunci %a : i32 to i8
  %1 = arith.trunci %a : i32 to i1
  return %0, %1 : i8, i1
}

/// Index casts of constants sign-extend (`index_cast`) or zero-extend
/// (`index_castui`), or truncate.
// CHECK-LABEL: func.func @index_cast_constants(
// CHECK-DAG: %[[V_C_1:[^ ]+]] = arith.constant -1 : index
// CHECK-DAG: %[[V_C44_I8:[^ ]+]] = arith.constant 44 : i8
// CHECK-DAG: %[[V_C4294967295:[^ ]+]] = arith.constant 4294967295 : index
// CHECK: return %[[V_C_1]], %[[V_C44_I8]], %[[V_C4294967295]] : index, i8, index
func.func @index_cast_constants() -> (index, i8, index) {
  %a = arith.constant -1 : i32
  %0 = arith.index_cast %a : i32 to index
  %b = arith.constant 300 : index
  %1 = arith.index_cast %b : index to i8
  %2 = arith.index_castui %a : i32 to index
  return %0, %1, %2 : index, i8, index
}

/// An index cast through `index` and back is the value.
// CHECK-LABEL: func.func @index_cast_round_trip(
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
func.func @index_cast_round_trip(%a: i32) -> (i32, i32) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_castui %2 : index to i32
  return %1, %3 : i32, i32
}

/// Integer to float conversions of constants round to nearest.
// CHECK-LABEL: func.func @int_to_float_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant -3.000000e+00 : f32
// CHECK-DAG: %[[V_CST_0:[^ ]+]] = arith.constant 4.2949673E+9 : f32
// CHECK-DAG: %[[V_CST_1:[^ ]+]] = arith.constant 2.550000e+02 : f64
// CHECK: return %[[V_CST]], %[[V_CST_0]], %[[V_CST_1]] : f32, f32, f64
func.func @int_to_float_constants() -> (f32, f32, f64) {
  %a = arith.constant -3 : i32
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %b = arith.constant 255 : i8
  %2 = arith.uitofp %b : i8 to f64
  return %0, %1, %2 : f32, f32, f64
}

/// Float to integer conversions of constants truncate; out of range stays.
// CHECK-LABEL: func.func @float_to_int_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 3.000000e+02 : f32
// CHECK-DAG: %[[V_C_3_I32:[^ ]+]] = arith.constant -3 : i32
// CHECK-DAG: %[[V_C3_I32:[^ ]+]] = arith.constant 3 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.fptosi %[[V_CST]] : f32 to i8
// CHECK-NEXT: return %[[V_C_3_I32]], %[[V_C3_I32]], %[[V_0]] : i32, i32, i8
func.func @float_to_int_constants() -> (i32, i32, i8) {
  %a = arith.constant -3.7 : f32
  %0 = arith.fptosi %a : f32 to i32
  %b = arith.constant 3.7 : f32
  %1 = arith.fptoui %b : f32 to i32
  %c = arith.constant 300.0 : f32
  %2 = arith.fptosi %c : f32 to i8
  return %0, %1, %2 : i32, i32, i8
}

/// Float extension folds; a truncation that rounds stays.
// CHECK-LABEL: func.func @float_cast_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 1.000000e-01 : f32
// CHECK-DAG: %[[V_CST_0:[^ ]+]] = arith.constant 1.500000e+00 : f64
// CHECK-DAG: %[[V_CST_1:[^ ]+]] = arith.constant 1.500000e+00 : f16
// CHECK: %[[V_0:[^ ]+]] = arith.truncf %[[V_CST]] : f32 to f16
// CHECK-NEXT: return %[[V_CST_0]], %[[V_CST_1]], %[[V_0]] : f64, f16, f16
func.func @float_cast_constants() -> (f64, f16, f16) {
  %a = arith.constant 1.5 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.1 : f32
  %2 = arith.truncf %b : f32 to f16
  return %0, %1, %2 : f64, f16, f16
}

/// `truncf(extf(x))` is `x`; extensions chain.
// CHECK-LABEL: func.func @float_cast_chains(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.extf %[[V_0]] : f32 to f64
// CHECK-NEXT: return %[[V_1]], %arg0 : f64, f16
func.func @float_cast_chains(%a: f16) -> (f64, f16) {
  %0 = arith.extf %a : f16 to f32
  %1 = arith.extf %0 : f32 to f64
  %2 = arith.truncf %0 : f32 to f16
  return %1, %2 : f64, f16
}

/// Two float truncations stay two (each rounds).
// CHECK-LABEL: func.func @truncf_chain(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.truncf %arg0 : f64 to f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.truncf %[[V_0]] : f32 to f16
// CHECK-NEXT: return %[[V_1]] : f16
func.func @truncf_chain(%a: f64) -> f16 {
  %0 = arith.truncf %a : f64 to f32
  %1 = arith.truncf %0 : f32 to f16
  return %1 : f16
}

/// A float round trip of an integer is not the integer.
// CHECK-LABEL: func.func @int_float_round_trip(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.fptosi %[[V_0]] : f32 to i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.fptoui %[[V_2]] : f32 to i32
// CHECK-NEXT: return %[[V_1]], %[[V_3]] : i32, i32
func.func @int_float_round_trip(%a: i32) -> (i32, i32) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.fptosi %0 : f32 to i32
  %2 = arith.uitofp %a : i32 to f32
  %3 = arith.fptoui %2 : f32 to i32
  return %1, %3 : i32, i32
}

/// Vector constants cast element by element.
// CHECK-LABEL: func.func @vector_cast_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant dense<[-1, 2]> : vector<2xi32>
// CHECK: return %[[V_CST]] : vector<2xi32>
func.func @vector_cast_constants() -> vector<2xi32> {
  %a = arith.constant dense<[-1, 2]> : vector<2xi8>
  %0 = arith.extsi %a : vector<2xi8> to vector<2xi32>
  return %0 : vector<2xi32>
}
