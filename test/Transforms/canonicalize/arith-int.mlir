// RUN: ir-opt %s --canonicalize | FileCheck %s

/// arith integer folds and patterns, as MLIR's canonicalizer does them.

/// `x + 0` is `x`.
// CHECK-LABEL: func.func @addi_zero(
// CHECK-NEXT: return %arg0 : i32
func.func @addi_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

/// `(a - b) + b` and `b + (a - b)` are `a`.
// CHECK-LABEL: func.func @addi_of_subi(
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
func.func @addi_of_subi(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.addi %0, %b : i32
  %2 = arith.addi %b, %0 : i32
  return %1, %2 : i32, i32
}

/// `(x + 1) + 2` reassociates to `x + 3`.
// CHECK-LABEL: func.func @addi_constant_chain(
// CHECK-DAG: %[[V_C3_I32:[^ ]+]] = arith.constant 3 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.addi %arg0, %[[V_C3_I32]] : i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @addi_constant_chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

/// `(x - 1) + 5` is `x + 4`; `(1 - x) + 5` is `6 - x`.
// CHECK-LABEL: func.func @addi_of_subi_constant(
// CHECK-DAG: %[[V_C6_I32:[^ ]+]] = arith.constant 6 : i32
// CHECK-DAG: %[[V_C4_I32:[^ ]+]] = arith.constant 4 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.addi %arg0, %[[V_C4_I32]] : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.subi %[[V_C6_I32]], %arg0 : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i32, i32
func.func @addi_of_subi_constant(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.subi %a, %c1 : i32
  %1 = arith.addi %0, %c5 : i32
  %2 = arith.subi %c1, %a : i32
  %3 = arith.addi %2, %c5 : i32
  return %1, %3 : i32, i32
}

/// Constants add with wrap-around.
// CHECK-LABEL: func.func @addi_constants_wrap(
// CHECK-DAG: %[[V_C_128_I8:[^ ]+]] = arith.constant -128 : i8
// CHECK: return %[[V_C_128_I8]] : i8
func.func @addi_constants_wrap() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %0 = arith.addi %a, %b : i8
  return %0 : i8
}

/// `x - x` is `0`.
// CHECK-LABEL: func.func @subi_self(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %[[V_C0_I32]] : i32
func.func @subi_self(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}

/// `x - 0` is `x`.
// CHECK-LABEL: func.func @subi_zero(
// CHECK-NEXT: return %arg0 : i32
func.func @subi_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.subi %a, %c0 : i32
  return %0 : i32
}

/// `(a + b) - b` is `a`, `(a + b) - a` is `b`.
// CHECK-LABEL: func.func @subi_of_addi(
// CHECK-NEXT: return %arg0, %arg1 : i32, i32
func.func @subi_of_addi(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.subi %0, %a : i32
  return %1, %2 : i32, i32
}

/// `(x + 1) - 5` is `x - 4`; `5 - (x + 1)` is `4 - x`; `(x - 1) - 5` is `x - 6`.
// CHECK-LABEL: func.func @subi_constant_chains(
// CHECK-DAG: %[[V_C6_I32:[^ ]+]] = arith.constant 6 : i32
// CHECK-DAG: %[[V_C4_I32:[^ ]+]] = arith.constant 4 : i32
// CHECK-DAG: %[[V_C_4_I32:[^ ]+]] = arith.constant -4 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.addi %arg0, %[[V_C_4_I32]] : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.subi %[[V_C4_I32]], %arg0 : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.subi %arg0, %[[V_C6_I32]] : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]] : i32, i32, i32
func.func @subi_constant_chains(%a: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.subi %0, %c5 : i32
  %2 = arith.subi %c5, %0 : i32
  %3 = arith.subi %a, %c1 : i32
  %4 = arith.subi %3, %c5 : i32
  return %1, %2, %4 : i32, i32, i32
}

/// `a - (a - b)` is `b`.
// CHECK-LABEL: func.func @subi_of_subi(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.subi %arg0, %[[V_0]] : i32
// CHECK-NEXT: return %[[V_1]] : i32
func.func @subi_of_subi(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %a, %0 : i32
  return %1 : i32
}

/// `x * 1` is `x`, `x * 0` is `0`.
// CHECK-LABEL: func.func @muli_one_zero(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %arg0, %[[V_C0_I32]] : i32, i32
func.func @muli_one_zero(%a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c1 : i32
  %1 = arith.muli %a, %c0 : i32
  return %0, %1 : i32, i32
}

/// `(x * 3) * 5` is `x * 15`.
// CHECK-LABEL: func.func @muli_constant_chain(
// CHECK-DAG: %[[V_C15_I32:[^ ]+]] = arith.constant 15 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.muli %arg0, %[[V_C15_I32]] : i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @muli_constant_chain(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %a, %c3 : i32
  %1 = arith.muli %0, %c5 : i32
  return %1 : i32
}

/// Constants multiply with wrap-around: 100 * 3 in i8 is 44.
// CHECK-LABEL: func.func @muli_constants_wrap(
// CHECK-DAG: %[[V_C44_I8:[^ ]+]] = arith.constant 44 : i8
// CHECK: return %[[V_C44_I8]] : i8
func.func @muli_constants_wrap() -> i8 {
  %a = arith.constant 100 : i8
  %b = arith.constant 3 : i8
  %0 = arith.muli %a, %b : i8
  return %0 : i8
}

/// A product that cannot overflow signed (`nsw`) divided by a factor
/// (`divsi`) is the other factor.
// CHECK-LABEL: func.func @divsi_of_muli_nsw(
// CHECK-NEXT: return %arg0, %arg1 : i32, i32
func.func @divsi_of_muli_nsw(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.divsi %0, %b : i32
  %2 = arith.divsi %0, %a : i32
  return %1, %2 : i32, i32
}

/// The same for `nuw` and `divui`.
// CHECK-LABEL: func.func @divui_of_muli_nuw(
// CHECK-NEXT: return %arg0, %arg1 : i32, i32
func.func @divui_of_muli_nuw(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b overflow<nuw> : i32
  %1 = arith.divui %0, %b : i32
  %2 = arith.divui %0, %a : i32
  return %1, %2 : i32, i32
}

/// Without the flag the product may wrap: the division stays.
// CHECK-LABEL: func.func @divsi_of_muli_plain(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.divsi %[[V_0]], %arg1 : i32
// CHECK-NEXT: return %[[V_1]] : i32
func.func @divsi_of_muli_plain(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.divsi %0, %b : i32
  return %1 : i32
}

/// `nsw` says nothing about unsigned wrap: `divui` stays.
// CHECK-LABEL: func.func @divui_of_muli_nsw(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.divui %[[V_0]], %arg1 : i32
// CHECK-NEXT: return %[[V_1]] : i32
func.func @divui_of_muli_nsw(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.divui %0, %b : i32
  return %1 : i32
}

/// `nuw` says nothing about signed wrap: `divsi` stays.
// CHECK-LABEL: func.func @divsi_of_muli_nuw(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.divsi %[[V_0]], %arg1 : i32
// CHECK-NEXT: return %[[V_1]] : i32
func.func @divsi_of_muli_nuw(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b overflow<nuw> : i32
  %1 = arith.divsi %0, %b : i32
  return %1 : i32
}

/// Only `divsi` and `divui` undo a product; the rounding divisions stay.
// CHECK-LABEL: func.func @ceildiv_of_muli(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.ceildivsi %[[V_0]], %arg1 : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.floordivsi %[[V_0]], %arg1 : i32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.ceildivui %[[V_0]], %arg1 : i32
// CHECK-NEXT: return %[[V_1]], %[[V_2]], %[[V_3]] : i32, i32, i32
func.func @ceildiv_of_muli(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %1 = arith.ceildivsi %0, %b : i32
  %2 = arith.floordivsi %0, %b : i32
  %3 = arith.ceildivui %0, %b : i32
  return %1, %2, %3 : i32, i32, i32
}

/// Division by one is the dividend.
// CHECK-LABEL: func.func @div_by_one(
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32
func.func @div_by_one(%a: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divsi %a, %c1 : i32
  %1 = arith.divui %a, %c1 : i32
  %2 = arith.ceildivsi %a, %c1 : i32
  %3 = arith.floordivsi %a, %c1 : i32
  %4 = arith.ceildivui %a, %c1 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

/// -7 divided by 2 under each rounding.
// CHECK-LABEL: func.func @div_constants(
// CHECK-DAG: %[[V_C_3_I32:[^ ]+]] = arith.constant -3 : i32
// CHECK-DAG: %[[V_C2147483644_I32:[^ ]+]] = arith.constant 2147483644 : i32
// CHECK-DAG: %[[V_C_4_I32:[^ ]+]] = arith.constant -4 : i32
// CHECK-DAG: %[[V_C2147483645_I32:[^ ]+]] = arith.constant 2147483645 : i32
// CHECK: return %[[V_C_3_I32]], %[[V_C2147483644_I32]], %[[V_C_3_I32]], %[[V_C_4_I32]], %[[V_C2147483645_I32]] : i32, i32, i32, i32, i32
func.func @div_constants() -> (i32, i32, i32, i32, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divui %a, %b : i32
  %2 = arith.ceildivsi %a, %b : i32
  %3 = arith.floordivsi %a, %b : i32
  %4 = arith.ceildivui %a, %b : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

/// Remainders of -7 by 2.
// CHECK-LABEL: func.func @rem_constants(
// CHECK-DAG: %[[V_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK-DAG: %[[V_C1_I32:[^ ]+]] = arith.constant 1 : i32
// CHECK: return %[[V_C_1_I32]], %[[V_C1_I32]] : i32, i32
func.func @rem_constants() -> (i32, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %0 = arith.remsi %a, %b : i32
  %1 = arith.remui %a, %b : i32
  return %0, %1 : i32, i32
}

/// Division by zero is not folded.
// CHECK-LABEL: func.func @div_by_zero(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[V_C7_I32:[^ ]+]] = arith.constant 7 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.divsi %[[V_C7_I32]], %[[V_C0_I32]] : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.divui %[[V_C7_I32]], %[[V_C0_I32]] : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.remui %[[V_C7_I32]], %[[V_C0_I32]] : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]] : i32, i32, i32
func.func @div_by_zero() -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.divsi %c7, %c0 : i32
  %1 = arith.divui %c7, %c0 : i32
  %2 = arith.remui %c7, %c0 : i32
  return %0, %1, %2 : i32, i32, i32
}

/// The signed division that overflows (MIN / -1) is not folded.
// CHECK-LABEL: func.func @divsi_overflow(
// CHECK-DAG: %[[V_C_128_I8:[^ ]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[V_C_1_I8:[^ ]+]] = arith.constant -1 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.divsi %[[V_C_128_I8]], %[[V_C_1_I8]] : i8
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.floordivsi %[[V_C_128_I8]], %[[V_C_1_I8]] : i8
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i8, i8
func.func @divsi_overflow() -> (i8, i8) {
  %m = arith.constant -128 : i8
  %n = arith.constant -1 : i8
  %0 = arith.divsi %m, %n : i8
  %1 = arith.floordivsi %m, %n : i8
  return %0, %1 : i8, i8
}

/// `x % 1` is `0`.
// CHECK-LABEL: func.func @rem_by_one(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %[[V_C0_I32]], %[[V_C0_I32]] : i32, i32
func.func @rem_by_one(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.remsi %a, %c1 : i32
  %1 = arith.remui %a, %c1 : i32
  return %0, %1 : i32, i32
}

/// `x & 0`, `x & -1`, `x & x`, `x & ~x`.
// CHECK-LABEL: func.func @andi_identities(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %[[V_C0_I32]], %arg0, %arg0, %[[V_C0_I32]] : i32, i32, i32, i32
func.func @andi_identities(%a: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.andi %a, %c0 : i32
  %1 = arith.andi %a, %cm1 : i32
  %2 = arith.andi %a, %a : i32
  %n = arith.xori %a, %cm1 : i32
  %3 = arith.andi %a, %n : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

/// `(a & b) & b` is `a & b`.
// CHECK-LABEL: func.func @andi_absorbs(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @andi_absorbs(%a: i32, %b: i32) -> i32 {
  %0 = arith.andi %a, %b : i32
  %1 = arith.andi %0, %b : i32
  return %1 : i32
}

/// `x | 0`, `x | -1`, `x | x`, `x | ~x`.
// CHECK-LABEL: func.func @ori_identities(
// CHECK-DAG: %[[V_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK: return %arg0, %[[V_C_1_I32]], %arg0, %[[V_C_1_I32]] : i32, i32, i32, i32
func.func @ori_identities(%a: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.ori %a, %c0 : i32
  %1 = arith.ori %a, %cm1 : i32
  %2 = arith.ori %a, %a : i32
  %n = arith.xori %a, %cm1 : i32
  %3 = arith.ori %a, %n : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

/// `x ^ 0`, `x ^ x`, `(a ^ b) ^ b`.
// CHECK-LABEL: func.func @xori_identities(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %arg0, %[[V_C0_I32]], %arg0 : i32, i32, i32
func.func @xori_identities(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.xori %a, %c0 : i32
  %1 = arith.xori %a, %a : i32
  %x = arith.xori %a, %b : i32
  %2 = arith.xori %x, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

/// `not (a < b)` is `a >= b`.
// CHECK-LABEL: func.func @xori_of_cmpi(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V_0]] : i1
func.func @xori_of_cmpi(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  return %1 : i1
}

/// Bitwise constants.
// CHECK-LABEL: func.func @bitwise_constants(
// CHECK-DAG: %[[V_C8_I8:[^ ]+]] = arith.constant 8 : i8
// CHECK-DAG: %[[V_C14_I8:[^ ]+]] = arith.constant 14 : i8
// CHECK-DAG: %[[V_C6_I8:[^ ]+]] = arith.constant 6 : i8
// CHECK: return %[[V_C8_I8]], %[[V_C14_I8]], %[[V_C6_I8]] : i8, i8, i8
func.func @bitwise_constants() -> (i8, i8, i8) {
  %a = arith.constant 12 : i8
  %b = arith.constant 10 : i8
  %0 = arith.andi %a, %b : i8
  %1 = arith.ori %a, %b : i8
  %2 = arith.xori %a, %b : i8
  return %0, %1, %2 : i8, i8, i8
}

/// A shift by zero is the value; a shift by the width or more stays.
// CHECK-LABEL: func.func @shift_by_zero_or_width(
// CHECK-DAG: %[[V_C33_I32:[^ ]+]] = arith.constant 33 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.shli %arg0, %[[V_C33_I32]] : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %[[V_0]] : i32, i32, i32, i32
func.func @shift_by_zero_or_width(%a: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c33 = arith.constant 33 : i32
  %0 = arith.shli %a, %c0 : i32
  %1 = arith.shrui %a, %c0 : i32
  %2 = arith.shrsi %a, %c0 : i32
  %3 = arith.shli %a, %c33 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

/// Shifts of -16 by 2 in i8; by 9 it stays.
// CHECK-LABEL: func.func @shift_constants(
// CHECK-DAG: %[[V_C_16_I8:[^ ]+]] = arith.constant -16 : i8
// CHECK-DAG: %[[V_C9_I8:[^ ]+]] = arith.constant 9 : i8
// CHECK-DAG: %[[V_C_64_I8:[^ ]+]] = arith.constant -64 : i8
// CHECK-DAG: %[[V_C60_I8:[^ ]+]] = arith.constant 60 : i8
// CHECK-DAG: %[[V_C_4_I8:[^ ]+]] = arith.constant -4 : i8
// CHECK: %[[V_0:[^ ]+]] = arith.shrsi %[[V_C_16_I8]], %[[V_C9_I8]] : i8
// CHECK-NEXT: return %[[V_C_64_I8]], %[[V_C60_I8]], %[[V_C_4_I8]], %[[V_0]] : i8, i8, i8, i8
func.func @shift_constants() -> (i8, i8, i8, i8) {
  %x = arith.constant -16 : i8
  %c2 = arith.constant 2 : i8
  %c9 = arith.constant 9 : i8
  %0 = arith.shli %x, %c2 : i8
  %1 = arith.shrui %x, %c2 : i8
  %2 = arith.shrsi %x, %c2 : i8
  %3 = arith.shrsi %x, %c9 : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

/// Min and max against the extremes of their order, and of a value with itself.
// CHECK-LABEL: func.func @minmax_identities(
// CHECK-DAG: %[[V_C2147483647_I32:[^ ]+]] = arith.constant 2147483647 : i32
// CHECK-DAG: %[[V_C_2147483648_I32:[^ ]+]] = arith.constant -2147483648 : i32
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %[[V_C2147483647_I32]], %[[V_C_2147483648_I32]], %arg0, %[[V_C0_I32]], %arg0, %arg0 : i32, i32, i32, i32, i32, i32
func.func @minmax_identities(%a: i32) -> (i32, i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.maxsi %a, %max : i32
  %1 = arith.minsi %a, %min : i32
  %2 = arith.maxui %a, %c0 : i32
  %3 = arith.minui %a, %c0 : i32
  %4 = arith.maxsi %a, %a : i32
  %5 = arith.minui %a, %a : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

/// Signed and unsigned order differ on -3 and 5.
// CHECK-LABEL: func.func @minmax_constants(
// CHECK-DAG: %[[V_C5_I32:[^ ]+]] = arith.constant 5 : i32
// CHECK-DAG: %[[V_C_3_I32:[^ ]+]] = arith.constant -3 : i32
// CHECK: return %[[V_C5_I32]], %[[V_C_3_I32]], %[[V_C_3_I32]], %[[V_C5_I32]] : i32, i32, i32, i32
func.func @minmax_constants() -> (i32, i32, i32, i32) {
  %a = arith.constant -3 : i32
  %b = arith.constant 5 : i32
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  %2 = arith.maxui %a, %b : i32
  %3 = arith.minui %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

/// Vector constants fold element by element.
// CHECK-LABEL: func.func @vector_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant dense<[11, 12, 13, 14]> : vector<4xi32>
// CHECK: return %[[V_CST]] : vector<4xi32>
func.func @vector_constants() -> vector<4xi32> {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}

/// A commutative op gets its constant on the right.
// CHECK-LABEL: func.func @constant_to_the_right(
// CHECK-DAG: %[[V_C7_I32:[^ ]+]] = arith.constant 7 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.addi %arg0, %[[V_C7_I32]] : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.muli %arg0, %[[V_C7_I32]] : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i32, i32
func.func @constant_to_the_right(%a: i32) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %c7, %a : i32
  %1 = arith.muli %c7, %a : i32
  return %0, %1 : i32, i32
}
