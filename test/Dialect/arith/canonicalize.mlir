// RUN: ir-opt %s -split-input-file --canonicalize | FileCheck %s

/// arith's folders and canonicalization patterns through the canonicalize
/// pass, with mlir-opt-22's results (constants matched in any order).

/// `addi` wraps around at the type's width.
// CHECK-LABEL: func.func @fold_addi_i8(
// CHECK-SAME: ) -> (i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 127 : i8
// CHECK: return %[[C0]], %[[C1]], %[[C1]] : i8, i8, i8
// CHECK-NEXT: }
func.func @fold_addi_i8() -> (i8, i8, i8) {
  %a0 = arith.constant 127 : i8
  %b0 = arith.constant 1 : i8
  %r0 = arith.addi %a0, %b0 : i8
  %a1 = arith.constant -128 : i8
  %b1 = arith.constant -1 : i8
  %r1 = arith.addi %a1, %b1 : i8
  %a2 = arith.constant 100 : i8
  %b2 = arith.constant 27 : i8
  %r2 = arith.addi %a2, %b2 : i8
  return %r0, %r1, %r2 : i8, i8, i8
}

// -----

/// `addi` on i1 and i128.
// CHECK-LABEL: func.func @fold_addi_i1(
// CHECK-SAME: ) -> (i1, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant false
// CHECK-DAG: %[[C1:.*]] = arith.constant true
// CHECK: return %[[C0]], %[[C1]] : i1, i1
// CHECK-NEXT: }
func.func @fold_addi_i1() -> (i1, i1) {
  %a0 = arith.constant 1 : i1
  %b0 = arith.constant 1 : i1
  %r0 = arith.addi %a0, %b0 : i1
  %a1 = arith.constant 0 : i1
  %b1 = arith.constant 1 : i1
  %r1 = arith.addi %a1, %b1 : i1
  return %r0, %r1 : i1, i1
}

// -----

/// `addi` at 128 bits.
// CHECK-LABEL: func.func @fold_addi_i128(
// CHECK-SAME: ) -> i128 {
// CHECK-DAG: %[[C0:.*]] = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK: return %[[C0]] : i128
// CHECK-NEXT: }
func.func @fold_addi_i128() -> (i128) {
  %a0 = arith.constant 170141183460469231731687303715884105727 : i128
  %b0 = arith.constant 1 : i128
  %r0 = arith.addi %a0, %b0 : i128
  return %r0 : i128
}

// -----

/// `subi` wraps around; index has 64 bits.
// CHECK-LABEL: func.func @fold_subi_index(
// CHECK-SAME: ) -> (index, index) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -1 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 9223372036854775807 : index
// CHECK: return %[[C0]], %[[C1]] : index, index
// CHECK-NEXT: }
func.func @fold_subi_index() -> (index, index) {
  %a0 = arith.constant 0 : index
  %b0 = arith.constant 1 : index
  %r0 = arith.subi %a0, %b0 : index
  %a1 = arith.constant -9223372036854775808 : index
  %b1 = arith.constant 1 : index
  %r1 = arith.subi %a1, %b1 : index
  return %r0, %r1 : index, index
}

// -----

/// `muli` wraps around.
// CHECK-LABEL: func.func @fold_muli_i16(
// CHECK-SAME: ) -> (i16, i16, i16) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK-DAG: %[[C1:.*]] = arith.constant -21 : i16
// CHECK-DAG: %[[C2:.*]] = arith.constant 32761 : i16
// CHECK: return %[[C0]], %[[C1]], %[[C2]] : i16, i16, i16
// CHECK-NEXT: }
func.func @fold_muli_i16() -> (i16, i16, i16) {
  %a0 = arith.constant 256 : i16
  %b0 = arith.constant 256 : i16
  %r0 = arith.muli %a0, %b0 : i16
  %a1 = arith.constant -3 : i16
  %b1 = arith.constant 7 : i16
  %r1 = arith.muli %a1, %b1 : i16
  %a2 = arith.constant 181 : i16
  %b2 = arith.constant 181 : i16
  %r2 = arith.muli %a2, %b2 : i16
  return %r0, %r1, %r2 : i16, i16, i16
}

// -----

/// `divsi` rounds toward zero; division by zero and `MIN / -1` stay.
// CHECK-LABEL: func.func @fold_divsi_i8(
// CHECK-SAME: ) -> (i8, i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -64 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C3:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C4:.*]] = arith.constant 7 : i8
// CHECK-DAG: %[[C5:.*]] = arith.constant -3 : i8
// CHECK: %0 = arith.divsi %[[C4]], %[[C3]] : i8
// CHECK-NEXT: %1 = arith.divsi %[[C2]], %[[C1]] : i8
// CHECK-NEXT: return %[[C5]], %0, %1, %[[C0]] : i8, i8, i8, i8
// CHECK-NEXT: }
func.func @fold_divsi_i8() -> (i8, i8, i8, i8) {
  %a0 = arith.constant -7 : i8
  %b0 = arith.constant 2 : i8
  %r0 = arith.divsi %a0, %b0 : i8
  %a1 = arith.constant 7 : i8
  %b1 = arith.constant 0 : i8
  %r1 = arith.divsi %a1, %b1 : i8
  %a2 = arith.constant -128 : i8
  %b2 = arith.constant -1 : i8
  %r2 = arith.divsi %a2, %b2 : i8
  %a3 = arith.constant -128 : i8
  %b3 = arith.constant 2 : i8
  %r3 = arith.divsi %a3, %b3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// -----

/// `divui` reads the bits as unsigned; division by zero stays.
// CHECK-LABEL: func.func @fold_divui_i8(
// CHECK-SAME: ) -> (i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 28 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant 5 : i8
// CHECK-DAG: %[[C3:.*]] = arith.constant 84 : i8
// CHECK: %0 = arith.divui %[[C2]], %[[C1]] : i8
// CHECK-NEXT: return %[[C3]], %0, %[[C0]] : i8, i8, i8
// CHECK-NEXT: }
func.func @fold_divui_i8() -> (i8, i8, i8) {
  %a0 = arith.constant -2 : i8
  %b0 = arith.constant 3 : i8
  %r0 = arith.divui %a0, %b0 : i8
  %a1 = arith.constant 5 : i8
  %b1 = arith.constant 0 : i8
  %r1 = arith.divui %a1, %b1 : i8
  %a2 = arith.constant 200 : i8
  %b2 = arith.constant 7 : i8
  %r2 = arith.divui %a2, %b2 : i8
  return %r0, %r1, %r2 : i8, i8, i8
}

// -----

/// `ceildivsi` rounds up; MLIR does not fold when an operand is the minimum.
// CHECK-LABEL: func.func @fold_ceildivsi_i8(
// CHECK-SAME: ) -> (i8, i8, i8, i8, i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 1 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant 5 : i8
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i8
// CHECK-DAG: %[[C4:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C5:.*]] = arith.constant 4 : i8
// CHECK-DAG: %[[C6:.*]] = arith.constant -3 : i8
// CHECK: %0 = arith.ceildivsi %[[C4]], %[[C3]] : i8
// CHECK-NEXT: %1 = arith.ceildivsi %[[C2]], %[[C4]] : i8
// CHECK-NEXT: %2 = arith.ceildivsi %[[C0]], %[[C1]] : i8
// CHECK-NEXT: return %[[C5]], %[[C6]], %[[C5]], %0, %1, %[[C1]], %2 : i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
func.func @fold_ceildivsi_i8() -> (i8, i8, i8, i8, i8, i8, i8) {
  %a0 = arith.constant 7 : i8
  %b0 = arith.constant 2 : i8
  %r0 = arith.ceildivsi %a0, %b0 : i8
  %a1 = arith.constant 7 : i8
  %b1 = arith.constant -2 : i8
  %r1 = arith.ceildivsi %a1, %b1 : i8
  %a2 = arith.constant -7 : i8
  %b2 = arith.constant -2 : i8
  %r2 = arith.ceildivsi %a2, %b2 : i8
  %a3 = arith.constant -128 : i8
  %b3 = arith.constant 3 : i8
  %r3 = arith.ceildivsi %a3, %b3 : i8
  %a4 = arith.constant 5 : i8
  %b4 = arith.constant -128 : i8
  %r4 = arith.ceildivsi %a4, %b4 : i8
  %a5 = arith.constant 0 : i8
  %b5 = arith.constant -128 : i8
  %r5 = arith.ceildivsi %a5, %b5 : i8
  %a6 = arith.constant 1 : i8
  %b6 = arith.constant 0 : i8
  %r6 = arith.ceildivsi %a6, %b6 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i8, i8, i8, i8, i8, i8, i8
}

// -----

/// `ceildivui` rounds up.
// CHECK-LABEL: func.func @fold_ceildivui_i32(
// CHECK-SAME: ) -> (i32, i32, i32, i32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[C3:.*]] = arith.constant -2147483648 : i32
// CHECK: %0 = arith.ceildivui %[[C1]], %[[C0]] : i32
// CHECK-NEXT: return %[[C2]], %[[C2]], %[[C3]], %0 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @fold_ceildivui_i32() -> (i32, i32, i32, i32) {
  %a0 = arith.constant 7 : i32
  %b0 = arith.constant 2 : i32
  %r0 = arith.ceildivui %a0, %b0 : i32
  %a1 = arith.constant 8 : i32
  %b1 = arith.constant 2 : i32
  %r1 = arith.ceildivui %a1, %b1 : i32
  %a2 = arith.constant -1 : i32
  %b2 = arith.constant 2 : i32
  %r2 = arith.ceildivui %a2, %b2 : i32
  %a3 = arith.constant 3 : i32
  %b3 = arith.constant 0 : i32
  %r3 = arith.ceildivui %a3, %b3 : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// -----

/// `floordivsi` rounds down.
// CHECK-LABEL: func.func @fold_floordivsi_i32(
// CHECK-SAME: ) -> (i32, i32, i32, i32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant -2147483648 : i32
// CHECK-DAG: %[[C2:.*]] = arith.constant -4 : i32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %0 = arith.floordivsi %[[C1]], %[[C0]] : i32
// CHECK-NEXT: return %[[C2]], %[[C2]], %[[C3]], %0 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @fold_floordivsi_i32() -> (i32, i32, i32, i32) {
  %a0 = arith.constant -7 : i32
  %b0 = arith.constant 2 : i32
  %r0 = arith.floordivsi %a0, %b0 : i32
  %a1 = arith.constant 7 : i32
  %b1 = arith.constant -2 : i32
  %r1 = arith.floordivsi %a1, %b1 : i32
  %a2 = arith.constant 7 : i32
  %b2 = arith.constant 2 : i32
  %r2 = arith.floordivsi %a2, %b2 : i32
  %a3 = arith.constant -2147483648 : i32
  %b3 = arith.constant -1 : i32
  %r3 = arith.floordivsi %a3, %b3 : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// -----

/// `remsi` keeps the dividend's sign; `MIN % -1` is 0.
// CHECK-LABEL: func.func @fold_remsi_i8(
// CHECK-SAME: ) -> (i8, i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 3 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C3:.*]] = arith.constant 1 : i8
// CHECK: %0 = arith.remsi %[[C1]], %[[C0]] : i8
// CHECK-NEXT: return %[[C2]], %[[C3]], %[[C0]], %0 : i8, i8, i8, i8
// CHECK-NEXT: }
func.func @fold_remsi_i8() -> (i8, i8, i8, i8) {
  %a0 = arith.constant -7 : i8
  %b0 = arith.constant 2 : i8
  %r0 = arith.remsi %a0, %b0 : i8
  %a1 = arith.constant 7 : i8
  %b1 = arith.constant -2 : i8
  %r1 = arith.remsi %a1, %b1 : i8
  %a2 = arith.constant -128 : i8
  %b2 = arith.constant -1 : i8
  %r2 = arith.remsi %a2, %b2 : i8
  %a3 = arith.constant 3 : i8
  %b3 = arith.constant 0 : i8
  %r3 = arith.remsi %a3, %b3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// -----

/// `remui` reads the bits as unsigned.
// CHECK-LABEL: func.func @fold_remui_i16(
// CHECK-SAME: ) -> (i16, i16, i16) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK-DAG: %[[C1:.*]] = arith.constant 3 : i16
// CHECK-DAG: %[[C2:.*]] = arith.constant 6 : i16
// CHECK-DAG: %[[C3:.*]] = arith.constant 5 : i16
// CHECK: %0 = arith.remui %[[C1]], %[[C0]] : i16
// CHECK-NEXT: return %[[C2]], %[[C3]], %0 : i16, i16, i16
// CHECK-NEXT: }
func.func @fold_remui_i16() -> (i16, i16, i16) {
  %a0 = arith.constant 6 : i16
  %b0 = arith.constant -2 : i16
  %r0 = arith.remui %a0, %b0 : i16
  %a1 = arith.constant -1 : i16
  %b1 = arith.constant 10 : i16
  %r1 = arith.remui %a1, %b1 : i16
  %a2 = arith.constant 3 : i16
  %b2 = arith.constant 0 : i16
  %r2 = arith.remui %a2, %b2 : i16
  return %r0, %r1, %r2 : i16, i16, i16
}

// -----

/// Bitwise `andi`, `ori`, `xori`.
// CHECK-LABEL: func.func @fold_andi_i8(
// CHECK-SAME: ) -> (i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 8 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 85 : i8
// CHECK: return %[[C0]], %[[C1]] : i8, i8
// CHECK-NEXT: }
func.func @fold_andi_i8() -> (i8, i8) {
  %a0 = arith.constant 12 : i8
  %b0 = arith.constant 10 : i8
  %r0 = arith.andi %a0, %b0 : i8
  %a1 = arith.constant -1 : i8
  %b1 = arith.constant 85 : i8
  %r1 = arith.andi %a1, %b1 : i8
  return %r0, %r1 : i8, i8
}

// -----

/// `ori`.
// CHECK-LABEL: func.func @fold_ori_i8(
// CHECK-SAME: ) -> (i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 14 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant -128 : i8
// CHECK: return %[[C0]], %[[C1]] : i8, i8
// CHECK-NEXT: }
func.func @fold_ori_i8() -> (i8, i8) {
  %a0 = arith.constant 12 : i8
  %b0 = arith.constant 10 : i8
  %r0 = arith.ori %a0, %b0 : i8
  %a1 = arith.constant 0 : i8
  %b1 = arith.constant -128 : i8
  %r1 = arith.ori %a1, %b1 : i8
  return %r0, %r1 : i8, i8
}

// -----

/// `xori`.
// CHECK-LABEL: func.func @fold_xori_i8(
// CHECK-SAME: ) -> (i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 6 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant -86 : i8
// CHECK: return %[[C0]], %[[C1]] : i8, i8
// CHECK-NEXT: }
func.func @fold_xori_i8() -> (i8, i8) {
  %a0 = arith.constant 12 : i8
  %b0 = arith.constant 10 : i8
  %r0 = arith.xori %a0, %b0 : i8
  %a1 = arith.constant -1 : i8
  %b1 = arith.constant 85 : i8
  %r1 = arith.xori %a1, %b1 : i8
  return %r0, %r1 : i8, i8
}

// -----

/// `shli` drops high bits; a shift by the width or more stays.
// CHECK-LABEL: func.func @fold_shli_i8(
// CHECK-SAME: ) -> (i8, i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 8 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant 1 : i8
// CHECK-DAG: %[[C3:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[C4:.*]] = arith.constant -64 : i8
// CHECK: %0 = arith.shli %[[C2]], %[[C1]] : i8
// CHECK-NEXT: %1 = arith.shli %[[C2]], %[[C0]] : i8
// CHECK-NEXT: return %[[C3]], %[[C4]], %0, %1 : i8, i8, i8, i8
// CHECK-NEXT: }
func.func @fold_shli_i8() -> (i8, i8, i8, i8) {
  %a0 = arith.constant 1 : i8
  %b0 = arith.constant 7 : i8
  %r0 = arith.shli %a0, %b0 : i8
  %a1 = arith.constant 3 : i8
  %b1 = arith.constant 6 : i8
  %r1 = arith.shli %a1, %b1 : i8
  %a2 = arith.constant 1 : i8
  %b2 = arith.constant 8 : i8
  %r2 = arith.shli %a2, %b2 : i8
  %a3 = arith.constant 1 : i8
  %b3 = arith.constant -1 : i8
  %r3 = arith.shli %a3, %b3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// -----

/// `shrui` fills with zeros.
// CHECK-LABEL: func.func @fold_shrui_i8(
// CHECK-SAME: ) -> (i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 8 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant 15 : i8
// CHECK: %0 = arith.shrui %[[C1]], %[[C0]] : i8
// CHECK-NEXT: return %[[C1]], %[[C2]], %0 : i8, i8, i8
// CHECK-NEXT: }
func.func @fold_shrui_i8() -> (i8, i8, i8) {
  %a0 = arith.constant -128 : i8
  %b0 = arith.constant 7 : i8
  %r0 = arith.shrui %a0, %b0 : i8
  %a1 = arith.constant -1 : i8
  %b1 = arith.constant 4 : i8
  %r1 = arith.shrui %a1, %b1 : i8
  %a2 = arith.constant 1 : i8
  %b2 = arith.constant 8 : i8
  %r2 = arith.shrui %a2, %b2 : i8
  return %r0, %r1, %r2 : i8, i8, i8
}

// -----

/// `shrsi` fills with the sign.
// CHECK-LABEL: func.func @fold_shrsi_i8(
// CHECK-SAME: ) -> (i8, i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 9 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 64 : i8
// CHECK-DAG: %[[C2:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C3:.*]] = arith.constant -4 : i8
// CHECK: %0 = arith.shrsi %[[C1]], %[[C0]] : i8
// CHECK-NEXT: return %[[C2]], %[[C3]], %0 : i8, i8, i8
// CHECK-NEXT: }
func.func @fold_shrsi_i8() -> (i8, i8, i8) {
  %a0 = arith.constant -128 : i8
  %b0 = arith.constant 7 : i8
  %r0 = arith.shrsi %a0, %b0 : i8
  %a1 = arith.constant -16 : i8
  %b1 = arith.constant 2 : i8
  %r1 = arith.shrsi %a1, %b1 : i8
  %a2 = arith.constant 64 : i8
  %b2 = arith.constant 9 : i8
  %r2 = arith.shrsi %a2, %b2 : i8
  return %r0, %r1, %r2 : i8, i8, i8
}

// -----

/// Signed and unsigned maximum.
// CHECK-LABEL: func.func @fold_maxsi_i8(
// CHECK-SAME: ) -> (i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 127 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i8
// CHECK: return %[[C1]], %[[C0]] : i8, i8
// CHECK-NEXT: }
func.func @fold_maxsi_i8() -> (i8, i8) {
  %a0 = arith.constant -1 : i8
  %b0 = arith.constant 1 : i8
  %r0 = arith.maxsi %a0, %b0 : i8
  %a1 = arith.constant -128 : i8
  %b1 = arith.constant 127 : i8
  %r1 = arith.maxsi %a1, %b1 : i8
  return %r0, %r1 : i8, i8
}

// -----

/// `maxui`.
// CHECK-LABEL: func.func @fold_maxui_i8(
// CHECK-SAME: ) -> (i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 4 : i8
// CHECK: return %[[C0]], %[[C1]] : i8, i8
// CHECK-NEXT: }
func.func @fold_maxui_i8() -> (i8, i8) {
  %a0 = arith.constant -1 : i8
  %b0 = arith.constant 1 : i8
  %r0 = arith.maxui %a0, %b0 : i8
  %a1 = arith.constant 3 : i8
  %b1 = arith.constant 4 : i8
  %r1 = arith.maxui %a1, %b1 : i8
  return %r0, %r1 : i8, i8
}

// -----

/// `minsi`.
// CHECK-LABEL: func.func @fold_minsi_i8(
// CHECK-SAME: ) -> (i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 4 : i8
// CHECK: return %[[C0]], %[[C1]] : i8, i8
// CHECK-NEXT: }
func.func @fold_minsi_i8() -> (i8, i8) {
  %a0 = arith.constant -1 : i8
  %b0 = arith.constant 1 : i8
  %r0 = arith.minsi %a0, %b0 : i8
  %a1 = arith.constant 5 : i8
  %b1 = arith.constant 4 : i8
  %r1 = arith.minsi %a1, %b1 : i8
  return %r0, %r1 : i8, i8
}

// -----

/// `minui`.
// CHECK-LABEL: func.func @fold_minui_i8(
// CHECK-SAME: ) -> (i8, i8) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 1 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 3 : i8
// CHECK: return %[[C0]], %[[C1]] : i8, i8
// CHECK-NEXT: }
func.func @fold_minui_i8() -> (i8, i8) {
  %a0 = arith.constant -1 : i8
  %b0 = arith.constant 1 : i8
  %r0 = arith.minui %a0, %b0 : i8
  %a1 = arith.constant 3 : i8
  %b1 = arith.constant 4 : i8
  %r1 = arith.minui %a1, %b1 : i8
  return %r0, %r1 : i8, i8
}

// -----

/// Vectors fold element by element.
// CHECK-LABEL: func.func @fold_addi_vector_3xi32_(
// CHECK-SAME: ) -> (vector<3xi32>, vector<3xi32>) {
// CHECK-DAG: %[[C0:.*]] = arith.constant dense<[11, 12, 13]> : vector<3xi32>
// CHECK-DAG: %[[C1:.*]] = arith.constant dense<11> : vector<3xi32>
// CHECK: return %[[C0]], %[[C1]] : vector<3xi32>, vector<3xi32>
// CHECK-NEXT: }
func.func @fold_addi_vector_3xi32_() -> (vector<3xi32>, vector<3xi32>) {
  %a0 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b0 = arith.constant dense<10> : vector<3xi32>
  %r0 = arith.addi %a0, %b0 : vector<3xi32>
  %a1 = arith.constant dense<5> : vector<3xi32>
  %b1 = arith.constant dense<6> : vector<3xi32>
  %r1 = arith.addi %a1, %b1 : vector<3xi32>
  return %r0, %r1 : vector<3xi32>, vector<3xi32>
}

// -----

/// Tensors too; a division by zero in any element leaves the op.
// CHECK-LABEL: func.func @fold_divsi_tensor_2xi8_(
// CHECK-SAME: ) -> (tensor<2xi8>, tensor<2xi8>) {
// CHECK-DAG: %[[C0:.*]] = arith.constant dense<[2, 0]> : tensor<2xi8>
// CHECK-DAG: %[[C1:.*]] = arith.constant dense<[8, 9]> : tensor<2xi8>
// CHECK-DAG: %[[C2:.*]] = arith.constant dense<[4, -3]> : tensor<2xi8>
// CHECK: %0 = arith.divsi %[[C1]], %[[C0]] : tensor<2xi8>
// CHECK-NEXT: return %[[C2]], %0 : tensor<2xi8>, tensor<2xi8>
// CHECK-NEXT: }
func.func @fold_divsi_tensor_2xi8_() -> (tensor<2xi8>, tensor<2xi8>) {
  %a0 = arith.constant dense<[8, 9]> : tensor<2xi8>
  %b0 = arith.constant dense<[2, -3]> : tensor<2xi8>
  %r0 = arith.divsi %a0, %b0 : tensor<2xi8>
  %a1 = arith.constant dense<[8, 9]> : tensor<2xi8>
  %b1 = arith.constant dense<[2, 0]> : tensor<2xi8>
  %r1 = arith.divsi %a1, %b1 : tensor<2xi8>
  return %r0, %r1 : tensor<2xi8>, tensor<2xi8>
}

// -----

/// `addf` rounds to f32.
// CHECK-LABEL: func.func @fold_addf_f32(
// CHECK-SAME: ) -> (f32, f32, f32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 3.000000e-01 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant 0x7F800000 : f32
// CHECK: return %[[C0]], %[[C1]], %[[C2]] : f32, f32, f32
// CHECK-NEXT: }
func.func @fold_addf_f32() -> (f32, f32, f32) {
  %a0 = arith.constant 1.0 : f32
  %b0 = arith.constant 2.0 : f32
  %r0 = arith.addf %a0, %b0 : f32
  %a1 = arith.constant 0.1 : f32
  %b1 = arith.constant 0.2 : f32
  %r1 = arith.addf %a1, %b1 : f32
  %a2 = arith.constant 3.0e38 : f32
  %b2 = arith.constant 3.0e38 : f32
  %r2 = arith.addf %a2, %b2 : f32
  return %r0, %r1, %r2 : f32, f32, f32
}

// -----

/// `subf` at f64; infinity minus infinity is NaN.
// CHECK-LABEL: func.func @fold_subf_f64(
// CHECK-SAME: ) -> (f64, f64) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 7.500000e-01 : f64
// CHECK-DAG: %[[C1:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK: return %[[C0]], %[[C1]] : f64, f64
// CHECK-NEXT: }
func.func @fold_subf_f64() -> (f64, f64) {
  %a0 = arith.constant 1.0 : f64
  %b0 = arith.constant 0.25 : f64
  %r0 = arith.subf %a0, %b0 : f64
  %a1 = arith.constant 0x7FF0000000000000 : f64
  %b1 = arith.constant 0x7FF0000000000000 : f64
  %r1 = arith.subf %a1, %b1 : f64
  return %r0, %r1 : f64, f64
}

// -----

/// `mulf` in f16 overflows to infinity.
// CHECK-LABEL: func.func @fold_mulf_f16(
// CHECK-SAME: ) -> (f16, f16) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[C1:.*]] = arith.constant 3.000000e+00 : f16
// CHECK: return %[[C0]], %[[C1]] : f16, f16
// CHECK-NEXT: }
func.func @fold_mulf_f16() -> (f16, f16) {
  %a0 = arith.constant 300.0 : f16
  %b0 = arith.constant 300.0 : f16
  %r0 = arith.mulf %a0, %b0 : f16
  %a1 = arith.constant 1.5 : f16
  %b1 = arith.constant 2.0 : f16
  %r1 = arith.mulf %a1, %b1 : f16
  return %r0, %r1 : f16, f16
}

// -----

/// `divf` in bf16; 0/0 is NaN.
// CHECK-LABEL: func.func @fold_divf_bf16(
// CHECK-SAME: ) -> (bf16, bf16) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 3.339840e-01 : bf16
// CHECK-DAG: %[[C1:.*]] = arith.constant 0x7FC0 : bf16
// CHECK: return %[[C0]], %[[C1]] : bf16, bf16
// CHECK-NEXT: }
func.func @fold_divf_bf16() -> (bf16, bf16) {
  %a0 = arith.constant 1.0 : bf16
  %b0 = arith.constant 3.0 : bf16
  %r0 = arith.divf %a0, %b0 : bf16
  %a1 = arith.constant 0.0 : bf16
  %b1 = arith.constant 0.0 : bf16
  %r1 = arith.divf %a1, %b1 : bf16
  return %r0, %r1 : bf16, bf16
}

// -----

/// `remf` keeps the dividend's sign.
// CHECK-LABEL: func.func @fold_remf_f32(
// CHECK-SAME: ) -> (f32, f32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1.500000e+00 : f32
// CHECK: return %[[C0]], %[[C1]] : f32, f32
// CHECK-NEXT: }
func.func @fold_remf_f32() -> (f32, f32) {
  %a0 = arith.constant -7.5 : f32
  %b0 = arith.constant 2.0 : f32
  %r0 = arith.remf %a0, %b0 : f32
  %a1 = arith.constant 7.5 : f32
  %b1 = arith.constant -2.0 : f32
  %r1 = arith.remf %a1, %b1 : f32
  return %r0, %r1 : f32, f32
}

// -----

/// `maximumf`: -0 < +0, NaNs propagate.
// CHECK-LABEL: func.func @fold_maximumf_f32(
// CHECK-SAME: ) -> (f32, f32, f32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: return %[[C0]], %[[C1]], %[[C2]] : f32, f32, f32
// CHECK-NEXT: }
func.func @fold_maximumf_f32() -> (f32, f32, f32) {
  %a0 = arith.constant -0.0 : f32
  %b0 = arith.constant 0.0 : f32
  %r0 = arith.maximumf %a0, %b0 : f32
  %a1 = arith.constant 1.0 : f32
  %b1 = arith.constant 0x7FC00000 : f32
  %r1 = arith.maximumf %a1, %b1 : f32
  %a2 = arith.constant 2.0 : f32
  %b2 = arith.constant -3.0 : f32
  %r2 = arith.maximumf %a2, %b2 : f32
  return %r0, %r1, %r2 : f32, f32, f32
}

// -----

/// `minimumf`.
// CHECK-LABEL: func.func @fold_minimumf_f32(
// CHECK-SAME: ) -> (f32, f32, f32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 0xFFC00000 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant -3.000000e+00 : f32
// CHECK: return %[[C0]], %[[C1]], %[[C2]] : f32, f32, f32
// CHECK-NEXT: }
func.func @fold_minimumf_f32() -> (f32, f32, f32) {
  %a0 = arith.constant -0.0 : f32
  %b0 = arith.constant 0.0 : f32
  %r0 = arith.minimumf %a0, %b0 : f32
  %a1 = arith.constant 0xFFC00000 : f32
  %b1 = arith.constant 1.0 : f32
  %r1 = arith.minimumf %a1, %b1 : f32
  %a2 = arith.constant 2.0 : f32
  %b2 = arith.constant -3.0 : f32
  %r2 = arith.minimumf %a2, %b2 : f32
  return %r0, %r1, %r2 : f32, f32, f32
}

// -----

/// `maxnumf`: a quiet NaN loses to a number, a signaling NaN wins.
// CHECK-LABEL: func.func @fold_maxnumf_f32(
// CHECK-SAME: ) -> (f32, f32, f32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 0x7FC00001 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: return %[[C0]], %[[C1]], %[[C2]] : f32, f32, f32
// CHECK-NEXT: }
func.func @fold_maxnumf_f32() -> (f32, f32, f32) {
  %a0 = arith.constant 0x7FC00000 : f32
  %b0 = arith.constant 1.0 : f32
  %r0 = arith.maxnumf %a0, %b0 : f32
  %a1 = arith.constant 0x7F800001 : f32
  %b1 = arith.constant 1.0 : f32
  %r1 = arith.maxnumf %a1, %b1 : f32
  %a2 = arith.constant -0.0 : f32
  %b2 = arith.constant 0.0 : f32
  %r2 = arith.maxnumf %a2, %b2 : f32
  return %r0, %r1, %r2 : f32, f32, f32
}

// -----

/// `minnumf`; a NaN on the right gives the left operand.
// CHECK-LABEL: func.func @fold_minnumf_f32(
// CHECK-SAME: ) -> (f32, f32, f32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant -3.000000e+00 : f32
// CHECK: return %[[C1]], %[[C2]], %[[C0]] : f32, f32, f32
// CHECK-NEXT: }
func.func @fold_minnumf_f32() -> (f32, f32, f32) {
  %a0 = arith.constant 0.0 : f32
  %b0 = arith.constant -0.0 : f32
  %r0 = arith.minnumf %a0, %b0 : f32
  %a1 = arith.constant 2.0 : f32
  %b1 = arith.constant -3.0 : f32
  %r1 = arith.minnumf %a1, %b1 : f32
  %a2 = arith.constant 1.0 : f32
  %b2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.minnumf %a2, %b2 : f32
  return %r0, %r1, %r2 : f32, f32, f32
}

// -----

/// Float vectors fold element by element.
// CHECK-LABEL: func.func @fold_mulf_vector_2xf32_(
// CHECK-SAME: ) -> vector<2xf32> {
// CHECK-DAG: %[[C0:.*]] = arith.constant dense<[3.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK: return %[[C0]] : vector<2xf32>
// CHECK-NEXT: }
func.func @fold_mulf_vector_2xf32_() -> (vector<2xf32>) {
  %a0 = arith.constant dense<[1.5, 2.0]> : vector<2xf32>
  %b0 = arith.constant dense<2.0> : vector<2xf32>
  %r0 = arith.mulf %a0, %b0 : vector<2xf32>
  return %r0 : vector<2xf32>
}

// -----

/// `negf` flips the sign, of NaNs too.
// CHECK-LABEL: func.func @fold_negf(
// CHECK-SAME: ) -> (f32, f64, f32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -2.500000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant -0.000000e+00 : f64
// CHECK-DAG: %[[C2:.*]] = arith.constant 0xFFC00000 : f32
// CHECK: return %[[C0]], %[[C1]], %[[C2]] : f32, f64, f32
// CHECK-NEXT: }
func.func @fold_negf() -> (f32, f64, f32) {
  %a0 = arith.constant 2.5 : f32
  %r0 = arith.negf %a0 : f32
  %a1 = arith.constant 0.0 : f64
  %r1 = arith.negf %a1 : f64
  %a2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.negf %a2 : f32
  return %r0, %r1, %r2 : f32, f64, f32
}

// -----

/// Integer casts extend and truncate.
// CHECK-LABEL: func.func @fold_int_casts(
// CHECK-SAME: ) -> (i6, i6, i4, i64, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -3 : i6
// CHECK-DAG: %[[C1:.*]] = arith.constant 5 : i6
// CHECK-DAG: %[[C2:.*]] = arith.constant 5 : i4
// CHECK-DAG: %[[C3:.*]] = arith.constant -1 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant true
// CHECK: return %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]] : i6, i6, i4, i64, i1
// CHECK-NEXT: }
func.func @fold_int_casts() -> (i6, i6, i4, i64, i1) {
  %a0 = arith.constant 5 : i3
  %r0 = arith.extsi %a0 : i3 to i6
  %a1 = arith.constant 5 : i3
  %r1 = arith.extui %a1 : i3 to i6
  %a2 = arith.constant 21 : i5
  %r2 = arith.trunci %a2 : i5 to i4
  %a3 = arith.constant -1 : i1
  %r3 = arith.extsi %a3 : i1 to i64
  %a4 = arith.constant -1 : i128
  %r4 = arith.trunci %a4 : i128 to i1
  return %r0, %r1, %r2, %r3, %r4 : i6, i6, i4, i64, i1
}

// -----

/// `index_cast` sign-extends or truncates; `index_castui` zero-extends.
// CHECK-LABEL: func.func @fold_index_casts(
// CHECK-SAME: ) -> (index, index, i8, i128) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -1 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 255 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 44 : i8
// CHECK-DAG: %[[C3:.*]] = arith.constant 18446744073709551615 : i128
// CHECK: return %[[C0]], %[[C1]], %[[C2]], %[[C3]] : index, index, i8, i128
// CHECK-NEXT: }
func.func @fold_index_casts() -> (index, index, i8, i128) {
  %a0 = arith.constant -1 : i8
  %r0 = arith.index_cast %a0 : i8 to index
  %a1 = arith.constant -1 : i8
  %r1 = arith.index_castui %a1 : i8 to index
  %a2 = arith.constant 300 : index
  %r2 = arith.index_cast %a2 : index to i8
  %a3 = arith.constant -1 : index
  %r3 = arith.index_castui %a3 : index to i128
  return %r0, %r1, %r2, %r3 : index, index, i8, i128
}

// -----

/// Integer to float conversions round to nearest even.
// CHECK-LABEL: func.func @fold_int_to_float(
// CHECK-SAME: ) -> (f32, f32, f16, f32, f64) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -3.000000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 2.530000e+02 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[C3:.*]] = arith.constant 0x4B800000 : f32
// CHECK-DAG: %[[C4:.*]] = arith.constant 3.4028236692093846E+38 : f64
// CHECK: return %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[C4]] : f32, f32, f16, f32, f64
// CHECK-NEXT: }
func.func @fold_int_to_float() -> (f32, f32, f16, f32, f64) {
  %a0 = arith.constant -3 : i8
  %r0 = arith.sitofp %a0 : i8 to f32
  %a1 = arith.constant -3 : i8
  %r1 = arith.uitofp %a1 : i8 to f32
  %a2 = arith.constant 65535 : i32
  %r2 = arith.uitofp %a2 : i32 to f16
  %a3 = arith.constant 16777217 : i32
  %r3 = arith.sitofp %a3 : i32 to f32
  %a4 = arith.constant -1 : i128
  %r4 = arith.uitofp %a4 : i128 to f64
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f16, f32, f64
}

// -----

/// Float to integer conversions truncate; NaN and values out of range stay.
// CHECK-LABEL: func.func @fold_float_to_int(
// CHECK-SAME: ) -> (i8, i8, i8, i8, i32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C1:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3.007000e+02 : f32
// CHECK-DAG: %[[C4:.*]] = arith.constant -2 : i8
// CHECK: %0 = arith.fptosi %[[C3]] : f32 to i8
// CHECK-NEXT: %1 = arith.fptoui %[[C2]] : f32 to i8
// CHECK-NEXT: %2 = arith.fptosi %[[C1]] : f32 to i32
// CHECK-NEXT: return %[[C4]], %0, %[[C0]], %1, %2 : i8, i8, i8, i8, i32
// CHECK-NEXT: }
func.func @fold_float_to_int() -> (i8, i8, i8, i8, i32) {
  %a0 = arith.constant -2.75 : f32
  %r0 = arith.fptosi %a0 : f32 to i8
  %a1 = arith.constant 300.7 : f32
  %r1 = arith.fptosi %a1 : f32 to i8
  %a2 = arith.constant -0.5 : f32
  %r2 = arith.fptoui %a2 : f32 to i8
  %a3 = arith.constant -1.5 : f32
  %r3 = arith.fptoui %a3 : f32 to i8
  %a4 = arith.constant 0x7FC00000 : f32
  %r4 = arith.fptosi %a4 : f32 to i32
  return %r0, %r1, %r2, %r3, %r4 : i8, i8, i8, i8, i32
}

// -----

/// `extf` is exact; `truncf` folds only when exact.
// CHECK-LABEL: func.func @fold_float_casts(
// CHECK-SAME: ) -> (f64, f16, f32, bf16, f64) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0x7FF0000000000000 : f64
// CHECK-DAG: %[[C1:.*]] = arith.constant 1.000000e+30 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant 1.000000e-01 : f64
// CHECK-DAG: %[[C3:.*]] = arith.constant 0.10000000149011612 : f64
// CHECK-DAG: %[[C4:.*]] = arith.constant 5.000000e-01 : f16
// CHECK: %0 = arith.truncf %[[C2]] : f64 to f32
// CHECK-NEXT: %1 = arith.truncf %[[C1]] : f32 to bf16
// CHECK-NEXT: return %[[C3]], %[[C4]], %0, %1, %[[C0]] : f64, f16, f32, bf16, f64
// CHECK-NEXT: }
func.func @fold_float_casts() -> (f64, f16, f32, bf16, f64) {
  %a0 = arith.constant 0.1 : f32
  %r0 = arith.extf %a0 : f32 to f64
  %a1 = arith.constant 0.5 : f64
  %r1 = arith.truncf %a1 : f64 to f16
  %a2 = arith.constant 0.1 : f64
  %r2 = arith.truncf %a2 : f64 to f32
  %a3 = arith.constant 1.0e30 : f32
  %r3 = arith.truncf %a3 : f32 to bf16
  %a4 = arith.constant 0x7F800000 : f32
  %r4 = arith.extf %a4 : f32 to f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f16, f32, bf16, f64
}

// -----

/// `bitcast` reinterprets the bits.
// CHECK-LABEL: func.func @fold_bitcast(
// CHECK-SAME: ) -> (i32, f16, bf16, vector<2xi32>) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant -2.000000e+00 : f16
// CHECK-DAG: %[[C2:.*]] = arith.constant 7.812500e-03 : bf16
// CHECK-DAG: %[[C3:.*]] = arith.constant dense<[1065353216, -1073741824]> : vector<2xi32>
// CHECK: return %[[C0]], %[[C1]], %[[C2]], %[[C3]] : i32, f16, bf16, vector<2xi32>
// CHECK-NEXT: }
func.func @fold_bitcast() -> (i32, f16, bf16, vector<2xi32>) {
  %a0 = arith.constant 1.0 : f32
  %r0 = arith.bitcast %a0 : f32 to i32
  %a1 = arith.constant -16384 : i16
  %r1 = arith.bitcast %a1 : i16 to f16
  %a2 = arith.constant 1.0 : f16
  %r2 = arith.bitcast %a2 : f16 to bf16
  %a3 = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %r3 = arith.bitcast %a3 : vector<2xf32> to vector<2xi32>
  return %r0, %r1, %r2, %r3 : i32, f16, bf16, vector<2xi32>
}

// -----

/// `cmpi` by signedness.
// CHECK-LABEL: func.func @fold_cmpi(
// CHECK-SAME: ) -> (i1, i1, i1, i1, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant true
// CHECK-DAG: %[[C1:.*]] = arith.constant false
// CHECK: return %[[C0]], %[[C1]], %[[C0]], %[[C0]], %[[C1]] : i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @fold_cmpi() -> (i1, i1, i1, i1, i1) {
  %a0 = arith.constant -1 : i8
  %b0 = arith.constant 1 : i8
  %r0 = arith.cmpi slt, %a0, %b0 : i8
  %a1 = arith.constant -1 : i8
  %b1 = arith.constant 1 : i8
  %r1 = arith.cmpi ult, %a1, %b1 : i8
  %a2 = arith.constant 3 : i8
  %b2 = arith.constant 3 : i8
  %r2 = arith.cmpi eq, %a2, %b2 : i8
  %a3 = arith.constant -5 : i8
  %b3 = arith.constant 5 : i8
  %r3 = arith.cmpi uge, %a3, %b3 : i8
  %a4 = arith.constant -5 : i8
  %b4 = arith.constant 5 : i8
  %r4 = arith.cmpi sgt, %a4, %b4 : i8
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}

// -----

/// `cmpi` on vectors.
// CHECK-LABEL: func.func @fold_cmpi_vector(
// CHECK-SAME: ) -> vector<2xi1> {
// CHECK-DAG: %[[C0:.*]] = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK: return %[[C0]] : vector<2xi1>
// CHECK-NEXT: }
func.func @fold_cmpi_vector() -> (vector<2xi1>) {
  %a0 = arith.constant dense<[1, 5]> : vector<2xi32>
  %b0 = arith.constant dense<3> : vector<2xi32>
  %r0 = arith.cmpi sle, %a0, %b0 : vector<2xi32>
  return %r0 : vector<2xi1>
}

// -----

/// `cmpf`: ordered predicates are false on NaN, unordered ones true.
// CHECK-LABEL: func.func @fold_cmpf(
// CHECK-SAME: ) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant true
// CHECK-DAG: %[[C1:.*]] = arith.constant false
// CHECK: return %[[C0]], %[[C0]], %[[C1]], %[[C0]], %[[C0]], %[[C0]] : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @fold_cmpf() -> (i1, i1, i1, i1, i1, i1) {
  %a0 = arith.constant 1.0 : f32
  %b0 = arith.constant 2.0 : f32
  %r0 = arith.cmpf olt, %a0, %b0 : f32
  %a1 = arith.constant 0.0 : f32
  %b1 = arith.constant -0.0 : f32
  %r1 = arith.cmpf oeq, %a1, %b1 : f32
  %a2 = arith.constant 1.0 : f32
  %b2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.cmpf one, %a2, %b2 : f32
  %a3 = arith.constant 1.0 : f32
  %b3 = arith.constant 0x7FC00000 : f32
  %r3 = arith.cmpf une, %a3, %b3 : f32
  %a4 = arith.constant 0x7FC00000 : f32
  %b4 = arith.constant 1.0 : f32
  %r4 = arith.cmpf uno, %a4, %b4 : f32
  %a5 = arith.constant 1.0 : f32
  %b5 = arith.constant 2.0 : f32
  %r5 = arith.cmpf true, %a5, %b5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

// -----

/// Identities with an unknown operand: `x + 0`, `0 + x`, `x * 1`, `x * 0`, `x / 1`, `x % 1`.
// CHECK-LABEL: func.func @identities(
// CHECK-SAME: %arg0: i32) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: return %arg0, %arg0, %arg0, %[[C0]], %arg0, %[[C0]] : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @identities(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %x : i32
  %2 = arith.muli %x, %c1 : i32
  %3 = arith.muli %c0, %x : i32
  %4 = arith.divsi %x, %c1 : i32
  %5 = arith.remui %x, %c1 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

/// Equal operands: `x - x`, `x ^ x` are zero; `x & x`, `x | x`, `max(x, x)` are `x`.
// CHECK-LABEL: func.func @equal_operands(
// CHECK-SAME: %arg0: i32, %arg1: vector<4xi8>) -> (i32, vector<4xi8>, i32, i32, i32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant dense<0> : vector<4xi8>
// CHECK: return %[[C0]], %[[C1]], %arg0, %arg0, %arg0 : i32, vector<4xi8>, i32, i32, i32
// CHECK-NEXT: }
func.func @equal_operands(%x: i32, %v: vector<4xi8>) -> (i32, vector<4xi8>, i32, i32, i32) {
  %0 = arith.subi %x, %x : i32
  %1 = arith.xori %v, %v : vector<4xi8>
  %2 = arith.andi %x, %x : i32
  %3 = arith.ori %x, %x : i32
  %4 = arith.maxsi %x, %x : i32
  return %0, %1, %2, %3, %4 : i32, vector<4xi8>, i32, i32, i32
}

// -----

/// Bitwise identities: `x & 0`, `x & -1`, `x | 0`, `x | -1`, `x ^ 0`.
// CHECK-LABEL: func.func @bitwise_identities(
// CHECK-SAME: %arg0: i16) -> (i16, i16, i16, i16, i16) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK-DAG: %[[C1:.*]] = arith.constant -1 : i16
// CHECK: return %[[C0]], %arg0, %arg0, %[[C1]], %arg0 : i16, i16, i16, i16, i16
// CHECK-NEXT: }
func.func @bitwise_identities(%x: i16) -> (i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %m1 = arith.constant -1 : i16
  %0 = arith.andi %x, %c0 : i16
  %1 = arith.andi %m1, %x : i16
  %2 = arith.ori %x, %c0 : i16
  %3 = arith.ori %x, %m1 : i16
  %4 = arith.xori %c0, %x : i16
  return %0, %1, %2, %3, %4 : i16, i16, i16, i16, i16
}

// -----

/// `cmpi` of equal operands.
// CHECK-LABEL: func.func @compare_equal(
// CHECK-SAME: %arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant true
// CHECK-DAG: %[[C1:.*]] = arith.constant false
// CHECK: return %[[C0]], %[[C1]], %[[C0]], %[[C1]] : i1, i1, i1, i1
// CHECK-NEXT: }
func.func @compare_equal(%x: i32) -> (i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ult, %x, %x : i32
  %2 = arith.cmpi sge, %x, %x : i32
  %3 = arith.cmpi ne, %x, %x : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

/// `select` on a constant condition, with equal arms, of `true`/`false`, on an equality.
// CHECK-LABEL: func.func @selects(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1, i32) {
// CHECK-NEXT: return %arg1, %arg2, %arg1, %arg0, %arg2 : i32, i32, i32, i1, i32
// CHECK-NEXT: }
func.func @selects(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %t, %x, %y : i32
  %1 = arith.select %f, %x, %y : i32
  %2 = arith.select %c, %x, %x : i32
  %3 = arith.select %c, %t, %f : i1
  %e = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %e, %x, %y : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i1, i32
}

// -----

/// Float identities: `x + -0`, `x - +0`, `x * 1`, `x / 1`, `-(-x)`, `maximumf(x, -inf)`.
// CHECK-LABEL: func.func @float_identities(
// CHECK-SAME: %arg0: f32) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @float_identities(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.addf %nz, %x : f32
  %1 = arith.subf %x, %z : f32
  %2 = arith.mulf %x, %one : f32
  %3 = arith.divf %x, %one : f32
  %n = arith.negf %x : f32
  %4 = arith.negf %n : f32
  %5 = arith.maximumf %x, %ninf : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

/// Casts of casts that give the original value back.
// CHECK-LABEL: func.func @round_trips(
// CHECK-SAME: %arg0: i8, %arg1: f32, %arg2: f16) -> (i8, i8, f32, f16) {
// CHECK-NEXT: return %arg0, %arg0, %arg1, %arg2 : i8, i8, f32, f16
// CHECK-NEXT: }
func.func @round_trips(%a: i8, %f: f32, %h: f16) -> (i8, i8, f32, f16) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.index_cast %a : i8 to index
  %3 = arith.index_cast %2 : index to i8
  %4 = arith.bitcast %f : f32 to i32
  %5 = arith.bitcast %4 : i32 to f32
  %6 = arith.extf %h : f16 to f32
  %7 = arith.truncf %6 : f32 to f16
  return %1, %3, %5, %7 : i8, i8, f32, f16
}

// -----

/// Casts of casts shortened by patterns.
// CHECK-LABEL: func.func @shortened(
// CHECK-SAME: %arg0: i8, %arg1: i64, %arg2: f64, %arg3: f16) -> (i64, i64, i16, i8, index, bf16, f16) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %2 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %3 = arith.trunci %arg1 : i64 to i8
// CHECK-NEXT: %4 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT: %5 = arith.bitcast %arg3 : f16 to bf16
// CHECK-NEXT: %6 = arith.truncf %arg2 : f64 to f16
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i64, i64, i16, i8, index, bf16, f16
// CHECK-NEXT: }
func.func @shortened(%a: i8, %b: i64, %d: f64, %h: f16) -> (i64, i64, i16, i8, index, bf16, f16) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %0 : i32 to i64
  %2 = arith.extui %a : i8 to i32
  %3 = arith.extsi %2 : i32 to i64
  %4 = arith.extsi %a : i8 to i64
  %5 = arith.trunci %4 : i64 to i16
  %6 = arith.trunci %b : i64 to i32
  %7 = arith.trunci %6 : i32 to i8
  %8 = arith.extsi %a : i8 to i32
  %9 = arith.index_cast %8 : i32 to index
  %10 = arith.bitcast %h : f16 to i16
  %11 = arith.bitcast %10 : i16 to bf16
  %12 = arith.extf %d : f64 to f128
  %13 = arith.truncf %12 : f128 to f16
  return %1, %3, %5, %7, %9, %11, %13 : i64, i64, i16, i8, index, bf16, f16
}

// -----

/// Constants reassociate through `addi` and `subi`; overflow flags both ops have are kept.
// CHECK-LABEL: func.func @reassociate(
// CHECK-SAME: %arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant 3 : i32
// CHECK: %0 = arith.addi %arg0, %[[C1]] overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %[[C0]] : i32
// CHECK-NEXT: %2 = arith.subi %[[C0]], %arg0 : i32
// CHECK-NEXT: %3 = arith.subi %[[C1]], %arg0 : i32
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @reassociate(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c2 overflow<nsw> : i32
  %s = arith.subi %x, %c1 : i32
  %1 = arith.addi %s, %c2 : i32
  %t = arith.subi %c2, %x : i32
  %2 = arith.subi %t, %c1 : i32
  %u = arith.subi %x, %c2 : i32
  %3 = arith.subi %c1, %u : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

/// Constants reassociate through `muli`; `x + y * -1` is `x - y`.
// CHECK-LABEL: func.func @multiply(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 6 : i32
// CHECK: %0 = arith.muli %arg0, %[[C0]] : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @multiply(%x: i32, %y: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.muli %x, %c3 : i32
  %0 = arith.muli %a, %c2 : i32
  %n = arith.muli %y, %m1 : i32
  %1 = arith.addi %x, %n : i32
  return %0, %1 : i32, i32
}

// -----

/// A comparison with the constant on the left is swapped; a negated comparison inverted.
// CHECK-LABEL: func.func @comparisons(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> (i1, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant 3 : i32
// CHECK: %0 = arith.cmpi sgt, %arg0, %[[C0]] : i32
// CHECK-NEXT: %1 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i1, i1
// CHECK-NEXT: }
func.func @comparisons(%x: i32, %y: i32) -> (i1, i1) {
  %c3 = arith.constant 3 : i32
  %t = arith.constant true
  %0 = arith.cmpi slt, %c3, %x : i32
  %c = arith.cmpi ult, %x, %y : i32
  %1 = arith.xori %c, %t : i1
  return %0, %1 : i1, i1
}

// -----

/// Selections of constants become extensions of the condition.
// CHECK-LABEL: func.func @select_constants(
// CHECK-SAME: %arg0: i1) -> (i32, i32, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant true
// CHECK: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %[[C0]] : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT: %3 = arith.xori %arg0, %[[C0]] : i1
// CHECK-NEXT: return %0, %2, %3 : i32, i32, i1
// CHECK-NEXT: }
func.func @select_constants(%c: i1) -> (i32, i32, i1) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %one, %zero : i32
  %1 = arith.select %c, %zero, %one : i32
  %2 = arith.select %c, %f, %t : i1
  return %0, %1, %2 : i32, i32, i1
}

// -----

/// Bitwise ops and equality tests of extensions happen before extending.
// CHECK-LABEL: func.func @extensions(
// CHECK-SAME: %arg0: i8, %arg1: i8) -> (i32, i1) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: return %1, %2 : i32, i1
// CHECK-NEXT: }
func.func @extensions(%a: i8, %b: i8) -> (i32, i1) {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %0 = arith.andi %x, %y : i32
  %1 = arith.cmpi eq, %x, %y : i32
  return %0, %1 : i32, i1
}

// -----

/// `mulf` of two negations, and `truncf` of an integer conversion.
// CHECK-LABEL: func.func @float_patterns(
// CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: i32) -> (f32, f16) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.sitofp %arg2 : i32 to f16
// CHECK-NEXT: return %0, %1 : f32, f16
// CHECK-NEXT: }
func.func @float_patterns(%x: f32, %y: f32, %i: i32) -> (f32, f16) {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %0 = arith.mulf %a, %b fastmath<fast> : f32
  %s = arith.sitofp %i : i32 to f32
  %1 = arith.truncf %s : f32 to f16
  return %0, %1 : f32, f16
}

// -----

/// A negated condition swaps the arms; `select(c, false, true)` is `not c`; i1
/// selections with one constant arm stay.
// CHECK-LABEL: func.func @select_negations(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32, %arg3: i1) -> (i32, i1, i1) {
// CHECK-DAG: %[[C0:.*]] = arith.constant true
// CHECK: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = arith.xori %arg0, %[[C0]] : i1
// CHECK-NEXT: %2 = arith.select %arg0, %[[C0]], %arg3 : i1
// CHECK-NEXT: return %0, %1, %2 : i32, i1, i1
// CHECK-NEXT: }
func.func @select_negations(%c: i1, %x: i32, %y: i32, %b: i1) -> (i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %x, %y : i32
  %1 = arith.select %c, %f, %t : i1
  %2 = arith.select %c, %t, %b : i1
  return %0, %1, %2 : i32, i1, i1
}

// -----

/// A selection nested in an arm on the same condition is skipped.
// CHECK-LABEL: func.func @nested_select(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @nested_select(%c: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32) {
  %a = arith.select %c, %x, %y : i32
  %0 = arith.select %c, %a, %z : i32
  %b = arith.select %c, %y, %z : i32
  %1 = arith.select %c, %x, %b : i32
  return %0, %1 : i32, i32
}

// -----

/// A truncated arithmetic shift that drops exactly the truncated bits becomes logical.
// CHECK-LABEL: func.func @truncated_shift(
// CHECK-SAME: %arg0: i64) -> (i32, i32) {
// CHECK-NEXT: %[[C0:.*]] = arith.constant 31 : i64
// CHECK-NEXT: %[[C1:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %[[C1]] : i64
// CHECK-NEXT: %1 = arith.trunci %0 overflow<nuw> : i64 to i32
// CHECK-NEXT: %2 = arith.shrsi %arg0, %[[C0]] : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: return %1, %3 : i32, i32
// CHECK-NEXT: }
func.func @truncated_shift(%x: i64) -> (i32, i32) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %s = arith.shrsi %x, %c32 : i64
  %0 = arith.trunci %s overflow<nuw> : i64 to i32
  %t = arith.shrsi %x, %c31 : i64
  %1 = arith.trunci %t : i64 to i32
  return %0, %1 : i32, i32
}

// -----

/// Reassociation keeps the flags both ops have, except for `subi(addi(x, c0), c1)`;
/// splat constants are not reassociated.
// CHECK-LABEL: func.func @reassociation_flags(
// CHECK-SAME: %arg0: i32, %arg1: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
// CHECK-DAG: %[[C0:.*]] = arith.constant -2 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant dense<1> : vector<2xi32>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %0 = arith.addi %arg0, %[[C2]] overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %[[C0]] : i32
// CHECK-NEXT: %2 = arith.addi %arg1, %[[C1]] : vector<2xi32>
// CHECK-NEXT: %3 = arith.addi %2, %[[C1]] : vector<2xi32>
// CHECK-NEXT: return %0, %1, %3 : i32, i32, vector<2xi32>
// CHECK-NEXT: }
func.func @reassociation_flags(%x: i32, %v: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %s = arith.subi %x, %c5 overflow<nsw> : i32
  %0 = arith.addi %s, %c7 overflow<nsw> : i32
  %a = arith.addi %x, %c5 overflow<nsw> : i32
  %1 = arith.subi %a, %c7 overflow<nsw> : i32
  %d = arith.constant dense<1> : vector<2xi32>
  %b = arith.addi %v, %d : vector<2xi32>
  %2 = arith.addi %b, %d : vector<2xi32>
  return %0, %1, %2 : i32, i32, vector<2xi32>
}

// -----

/// `and(a, and(a, b))` is `and(a, b)`.
// CHECK-LABEL: func.func @and_of_and(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @and_of_and(%x: i32, %y: i32) -> (i32, i32) {
  %a = arith.andi %x, %y : i32
  %0 = arith.andi %a, %x : i32
  %1 = arith.andi %y, %a : i32
  return %0, %1 : i32, i32
}
