// RUN: ir-opt %s --canonicalize | FileCheck %s

/// MLIR's `CmpFIntToFPConst`: `cmpf` of `sitofp`/`uitofp` and a float
/// constant becomes `cmpi` of the integer and an integer constant, or a
/// constant, where rounding the integer cannot change the outcome. Each
/// function compares with every predicate but `false` and `true`.

/// An integral constant in range: the predicate maps to its signed `cmpi`.
// CHECK-LABEL: func.func @sitofp_i8_integral(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_C3_I8:[^ ]+]] = arith.constant 3 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_TRUE]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_integral(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 3.0 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// A positive fraction: `==` is false, `!=` true, the order rounds toward zero.
// CHECK-LABEL: func.func @sitofp_i8_fraction(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_C3_I8:[^ ]+]] = arith.constant 3 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: return %[[V_FALSE]], %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_4]], %[[V_5]], %[[V_6]], %[[V_7]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_fraction(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 3.5 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// A negative fraction adjusts the other way.
// CHECK-LABEL: func.func @sitofp_i8_negative_fraction(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_C_3_I8:[^ ]+]] = arith.constant -3 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C_3_I8]] : i8
// CHECK-NEXT: return %[[V_FALSE]], %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_4]], %[[V_5]], %[[V_6]], %[[V_7]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_negative_fraction(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant -3.5 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// `-0.0` compares as zero.
// CHECK-LABEL: func.func @sitofp_i8_negative_zero(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_C0_I8:[^ ]+]] = arith.constant 0 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C0_I8]] : i8
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_TRUE]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_negative_zero(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant -0.0 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// Above the signed maximum: every predicate is decided.
// CHECK-LABEL: func.func @sitofp_i8_above_range(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_above_range(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 1000.0 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// Below the signed minimum: every predicate is decided.
// CHECK-LABEL: func.func @sitofp_i8_below_range(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_below_range(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant -1000.0 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// `+inf` is above the range.
// CHECK-LABEL: func.func @sitofp_i8_infinity(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_infinity(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 0x7F800000 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// `-inf` is below the range.
// CHECK-LABEL: func.func @sitofp_i8_negative_infinity(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_negative_infinity(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 0xFF800000 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// A fraction above the maximum.
// CHECK-LABEL: func.func @sitofp_i8_max_fraction(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_max_fraction(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 127.5 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// With a NaN constant the folder decides: ordered predicates are false, unordered ones true.
// CHECK-LABEL: func.func @sitofp_i8_nan(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i8_nan(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 0x7FC00000 : f32
  %f = arith.sitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// An integral constant: the unsigned predicates.
// CHECK-LABEL: func.func @uitofp_i8_integral(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_C3_I8:[^ ]+]] = arith.constant 3 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi uge, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi ult, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpi uge, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpi ult, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C3_I8]] : i8
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_TRUE]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @uitofp_i8_integral(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 3.0 : f32
  %f = arith.uitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// A negative fraction below every unsigned value.
// CHECK-LABEL: func.func @uitofp_i8_negative_fraction(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @uitofp_i8_negative_fraction(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant -0.5 : f32
  %f = arith.uitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// The unsigned maximum itself.
// CHECK-LABEL: func.func @uitofp_i8_max(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_C_1_I8:[^ ]+]] = arith.constant -1 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi uge, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi ult, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpi uge, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpi ult, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C_1_I8]] : i8
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_TRUE]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @uitofp_i8_max(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 255.0 : f32
  %f = arith.uitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// Just above the unsigned maximum.
// CHECK-LABEL: func.func @uitofp_i8_above_range(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @uitofp_i8_above_range(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 256.0 : f32
  %f = arith.uitofp %a : i8 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// An i32 does not fit f32's 24-bit significand, but a constant of small exponent cannot be affected by rounding.
// CHECK-LABEL: func.func @sitofp_i32_small(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_C3_I32:[^ ]+]] = arith.constant 3 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_TRUE]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i32_small(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 3.0 : f32
  %f = arith.sitofp %a : i32 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// A constant of exponent between the significand and the integer's width may be affected by rounding: the comparisons stay.
// CHECK-LABEL: func.func @sitofp_i32_large(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 0x4C800000 : f32
// CHECK: %[[V_0:[^ ]+]] = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpf oeq, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpf ogt, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpf oge, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpf olt, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpf ole, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpf one, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpf ord, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpf ueq, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpf ugt, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpf uge, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpf ult, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_12:[^ ]+]] = arith.cmpf ule, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_13:[^ ]+]] = arith.cmpf une, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: %[[V_14:[^ ]+]] = arith.cmpf uno, %[[V_0]], %[[V_CST]] : f32
// CHECK-NEXT: return %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_12]], %[[V_13]], %[[V_14]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i32_large(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 67108864.0 : f32
  %f = arith.sitofp %a : i32 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// F32's largest exponent exceeds i64's 63 value bits: `+inf` is decided.
// CHECK-LABEL: func.func @sitofp_i64_infinity(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i64_infinity(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 0x7F800000 : f32
  %f = arith.sitofp %a : i64 to f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf ogt, %f, %c : f32
  %r2 = arith.cmpf oge, %f, %c : f32
  %r3 = arith.cmpf olt, %f, %c : f32
  %r4 = arith.cmpf ole, %f, %c : f32
  %r5 = arith.cmpf one, %f, %c : f32
  %r6 = arith.cmpf ord, %f, %c : f32
  %r7 = arith.cmpf ueq, %f, %c : f32
  %r8 = arith.cmpf ugt, %f, %c : f32
  %r9 = arith.cmpf uge, %f, %c : f32
  %r10 = arith.cmpf ult, %f, %c : f32
  %r11 = arith.cmpf ule, %f, %c : f32
  %r12 = arith.cmpf une, %f, %c : f32
  %r13 = arith.cmpf uno, %f, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// F16's largest exponent (15) is below i64's 63 value bits: the conversion may overflow to infinity, the comparisons stay.
// CHECK-LABEL: func.func @sitofp_i64_f16_infinity(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 0x7C00 : f16
// CHECK: %[[V_0:[^ ]+]] = arith.sitofp %arg0 : i64 to f16
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpf oeq, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpf ogt, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpf oge, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpf olt, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpf ole, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpf one, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpf ord, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpf ueq, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpf ugt, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpf uge, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpf ult, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_12:[^ ]+]] = arith.cmpf ule, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_13:[^ ]+]] = arith.cmpf une, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: %[[V_14:[^ ]+]] = arith.cmpf uno, %[[V_0]], %[[V_CST]] : f16
// CHECK-NEXT: return %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_12]], %[[V_13]], %[[V_14]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i64_f16_infinity(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 0x7C00 : f16
  %f = arith.sitofp %a : i64 to f16
  %r0 = arith.cmpf oeq, %f, %c : f16
  %r1 = arith.cmpf ogt, %f, %c : f16
  %r2 = arith.cmpf oge, %f, %c : f16
  %r3 = arith.cmpf olt, %f, %c : f16
  %r4 = arith.cmpf ole, %f, %c : f16
  %r5 = arith.cmpf one, %f, %c : f16
  %r6 = arith.cmpf ord, %f, %c : f16
  %r7 = arith.cmpf ueq, %f, %c : f16
  %r8 = arith.cmpf ugt, %f, %c : f16
  %r9 = arith.cmpf uge, %f, %c : f16
  %r10 = arith.cmpf ult, %f, %c : f16
  %r11 = arith.cmpf ule, %f, %c : f16
  %r12 = arith.cmpf une, %f, %c : f16
  %r13 = arith.cmpf uno, %f, %c : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// A fraction in f16.
// CHECK-LABEL: func.func @uitofp_i16_f16_fraction(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_C2_I16:[^ ]+]] = arith.constant 2 : i16
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi ugt, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi ule, %arg0, %[[V_C2_I16]] : i16
// CHECK-NEXT: return %[[V_FALSE]], %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_TRUE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_4]], %[[V_5]], %[[V_6]], %[[V_7]], %[[V_TRUE]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @uitofp_i16_f16_fraction(%a: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 2.5 : f16
  %f = arith.uitofp %a : i16 to f16
  %r0 = arith.cmpf oeq, %f, %c : f16
  %r1 = arith.cmpf ogt, %f, %c : f16
  %r2 = arith.cmpf oge, %f, %c : f16
  %r3 = arith.cmpf olt, %f, %c : f16
  %r4 = arith.cmpf ole, %f, %c : f16
  %r5 = arith.cmpf one, %f, %c : f16
  %r6 = arith.cmpf ord, %f, %c : f16
  %r7 = arith.cmpf ueq, %f, %c : f16
  %r8 = arith.cmpf ugt, %f, %c : f16
  %r9 = arith.cmpf uge, %f, %c : f16
  %r10 = arith.cmpf ult, %f, %c : f16
  %r11 = arith.cmpf ule, %f, %c : f16
  %r12 = arith.cmpf une, %f, %c : f16
  %r13 = arith.cmpf uno, %f, %c : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// The signed minimum of i4 in bf16.
// CHECK-LABEL: func.func @sitofp_i4_bf16(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_C_8_I4:[^ ]+]] = arith.constant -8 : i4
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_7:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_8:[^ ]+]] = arith.cmpi sge, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_9:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_10:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: %[[V_11:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_C_8_I4]] : i4
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]], %[[V_4]], %[[V_5]], %[[V_TRUE]], %[[V_6]], %[[V_7]], %[[V_8]], %[[V_9]], %[[V_10]], %[[V_11]], %[[V_FALSE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @sitofp_i4_bf16(%a: i4) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant -8.0 : bf16
  %f = arith.sitofp %a : i4 to bf16
  %r0 = arith.cmpf oeq, %f, %c : bf16
  %r1 = arith.cmpf ogt, %f, %c : bf16
  %r2 = arith.cmpf oge, %f, %c : bf16
  %r3 = arith.cmpf olt, %f, %c : bf16
  %r4 = arith.cmpf ole, %f, %c : bf16
  %r5 = arith.cmpf one, %f, %c : bf16
  %r6 = arith.cmpf ord, %f, %c : bf16
  %r7 = arith.cmpf ueq, %f, %c : bf16
  %r8 = arith.cmpf ugt, %f, %c : bf16
  %r9 = arith.cmpf uge, %f, %c : bf16
  %r10 = arith.cmpf ult, %f, %c : bf16
  %r11 = arith.cmpf ule, %f, %c : bf16
  %r12 = arith.cmpf une, %f, %c : bf16
  %r13 = arith.cmpf uno, %f, %c : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// A vector comparison is left alone (the pattern needs a scalar constant).
// CHECK-LABEL: func.func @vector_stays(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK: %[[V_0:[^ ]+]] = arith.sitofp %arg0 : vector<2xi8> to vector<2xf32>
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpf olt, %[[V_0]], %[[V_CST]] : vector<2xf32>
// CHECK-NEXT: return %[[V_1]] : vector<2xi1>
func.func @vector_stays(%a: vector<2xi8>) -> vector<2xi1> {
  %c = arith.constant dense<3.0> : vector<2xf32>
  %f = arith.sitofp %a : vector<2xi8> to vector<2xf32>
  %r = arith.cmpf olt, %f, %c : vector<2xf32>
  return %r : vector<2xi1>
}

/// A constant on the left is not matched (MLIR's pattern looks at the
/// right operand only, and `cmpf` has no pattern moving constants).
// CHECK-LABEL: func.func @constant_on_the_left(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant 3.000000e+00 : f32
// CHECK: %[[V_0:[^ ]+]] = arith.sitofp %arg0 : i8 to f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpf olt, %[[V_CST]], %[[V_0]] : f32
// CHECK-NEXT: return %[[V_1]] : i1
func.func @constant_on_the_left(%a: i8) -> i1 {
  %c = arith.constant 3.0 : f32
  %f = arith.sitofp %a : i8 to f32
  %r = arith.cmpf olt, %c, %f : f32
  return %r : i1
}
