// RUN: ir-opt %s --canonicalize | FileCheck %s

/// Folds and patterns of `arith.cmpi`, `arith.cmpf` and `arith.select`, as
/// MLIR's canonicalizer does them.

/// A value compared with itself: every predicate is decided.
// CHECK-LABEL: func.func @cmpi_self(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK: return %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_FALSE]], %[[V_TRUE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpi_self(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %a, %a : i32
  %2 = arith.cmpi slt, %a, %a : i32
  %3 = arith.cmpi sle, %a, %a : i32
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %a, %a : i32
  %7 = arith.cmpi ule, %a, %a : i32
  %8 = arith.cmpi ugt, %a, %a : i32
  %9 = arith.cmpi uge, %a, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

/// Constants compare signed or unsigned as the predicate says.
// CHECK-LABEL: func.func @cmpi_constants(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK: return %[[V_TRUE]], %[[V_FALSE]], %[[V_FALSE]], %[[V_TRUE]] : i1, i1, i1, i1
func.func @cmpi_constants() -> (i1, i1, i1, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi ult, %a, %b : i32
  %2 = arith.cmpi sge, %a, %b : i32
  %3 = arith.cmpi ugt, %a, %b : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

/// A constant on the left moves to the right, the predicate swapped.
// CHECK-LABEL: func.func @cmpi_constant_on_the_left(
// CHECK-DAG: %[[V_C5_I32:[^ ]+]] = arith.constant 5 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi sgt, %arg0, %[[V_C5_I32]] : i32
// CHECK-NEXT: return %[[V_0]] : i1
func.func @cmpi_constant_on_the_left(%a: i32) -> i1 {
  %c = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c, %a : i32
  return %0 : i1
}

/// An `i1` compared with `true`/`false` is itself or its negation.
// CHECK-LABEL: func.func @cmpi_of_bool(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi eq, %arg0, %[[V_FALSE]] : i1
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi ne, %arg0, %[[V_TRUE]] : i1
// CHECK-NEXT: return %arg0, %arg0, %[[V_0]], %[[V_1]] : i1, i1, i1, i1
func.func @cmpi_of_bool(%a: i1) -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.cmpi eq, %a, %t : i1
  %1 = arith.cmpi ne, %a, %f : i1
  %2 = arith.cmpi eq, %a, %f : i1
  %3 = arith.cmpi ne, %a, %t : i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

/// Equality of two extensions of one kind is equality of their inputs;
/// an order comparison of them stays.
// CHECK-LABEL: func.func @cmpi_of_extensions(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi slt, %[[V_0]], %[[V_1]] : i32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: return %[[V_2]], %[[V_3]] : i1, i1
func.func @cmpi_of_extensions(%a: i8, %b: i8) -> (i1, i1) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.cmpi slt, %0, %1 : i32
  %3 = arith.extui %a : i8 to i32
  %4 = arith.extui %b : i8 to i32
  %5 = arith.cmpi eq, %3, %4 : i32
  return %2, %5 : i1, i1
}

/// `extui(b) != 0` and `extui(b) == 1` are `b`.
// CHECK-LABEL: func.func @cmpi_of_extended_bool(
// CHECK-DAG: %[[V_C1_I32:[^ ]+]] = arith.constant 1 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi eq, %[[V_0]], %[[V_C1_I32]] : i32
// CHECK-NEXT: return %arg0, %[[V_1]] : i1, i1
func.func @cmpi_of_extended_bool(%a: i1) -> (i1, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.extui %a : i1 to i32
  %1 = arith.cmpi ne, %0, %c0 : i32
  %2 = arith.cmpi eq, %0, %c1 : i32
  return %1, %2 : i1, i1
}

/// Comparisons with the extremes of an order are decided.
// CHECK-LABEL: func.func @cmpi_with_extremes(
// CHECK-DAG: %[[V_C2147483647_I32:[^ ]+]] = arith.constant 2147483647 : i32
// CHECK-DAG: %[[V_C_2147483648_I32:[^ ]+]] = arith.constant -2147483648 : i32
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.cmpi sle, %arg0, %[[V_C2147483647_I32]] : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpi slt, %arg0, %[[V_C_2147483648_I32]] : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpi uge, %arg0, %[[V_C0_I32]] : i32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpi ult, %arg0, %[[V_C0_I32]] : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]] : i1, i1, i1, i1
func.func @cmpi_with_extremes(%a: i32) -> (i1, i1, i1, i1) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.cmpi sle, %a, %max : i32
  %1 = arith.cmpi slt, %a, %min : i32
  %2 = arith.cmpi uge, %a, %c0 : i32
  %3 = arith.cmpi ult, %a, %c0 : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

/// Float constants compare, NaN making ordered predicates false.
// CHECK-LABEL: func.func @cmpf_constants(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK: return %[[V_TRUE]], %[[V_FALSE]], %[[V_TRUE]], %[[V_TRUE]], %[[V_TRUE]] : i1, i1, i1, i1, i1
func.func @cmpf_constants() -> (i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %n : f32
  %2 = arith.cmpf une, %a, %n : f32
  %3 = arith.cmpf uno, %a, %n : f32
  %4 = arith.cmpf ord, %a, %b : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

/// `cmpf true` and `cmpf false` are constants.
// CHECK-LABEL: func.func @cmpf_always(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i1, i1
func.func @cmpf_always(%a: f32, %b: f32) -> (i1, i1) {
  %0 = arith.cmpf true, %a, %b : f32
  %1 = arith.cmpf false, %a, %b : f32
  return %0, %1 : i1, i1
}

/// A float compared with itself is not decided (it may be NaN).
// CHECK-LABEL: func.func @cmpf_self(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.cmpf ueq, %arg0, %arg0 : f32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.cmpf ord, %arg0, %arg0 : f32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_2]], %[[V_3]] : i1, i1, i1, i1
func.func @cmpf_self(%a: f32) -> (i1, i1, i1, i1) {
  %0 = arith.cmpf oeq, %a, %a : f32
  %1 = arith.cmpf ueq, %a, %a : f32
  %2 = arith.cmpf ord, %a, %a : f32
  %3 = arith.cmpf uno, %a, %a : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

/// A NaN on the right decides ordered and unordered predicates.
// CHECK-LABEL: func.func @cmpf_with_nan(
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: return %[[V_FALSE]], %[[V_TRUE]] : i1, i1
func.func @cmpf_with_nan(%a: f32) -> (i1, i1) {
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %n : f32
  %1 = arith.cmpf ult, %a, %n : f32
  return %0, %1 : i1, i1
}

/// A selection between equal arms is the arm.
// CHECK-LABEL: func.func @select_same_arms(
// CHECK-NEXT: return %arg1 : i32
func.func @select_same_arms(%c: i1, %a: i32) -> i32 {
  %0 = arith.select %c, %a, %a : i32
  return %0 : i32
}

/// A constant condition picks an arm.
// CHECK-LABEL: func.func @select_constant_condition(
// CHECK-NEXT: return %arg0, %arg1 : i32, i32
func.func @select_constant_condition(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %t, %a, %b : i32
  %1 = arith.select %f, %a, %b : i32
  return %0, %1 : i32, i32
}

/// `select(c, true, false)` is `c`; `select(c, false, true)` is `not c`.
// CHECK-LABEL: func.func @select_of_bools(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK: %[[V_0:[^ ]+]] = arith.xori %arg0, %[[V_TRUE]] : i1
// CHECK-NEXT: return %arg0, %[[V_0]] : i1, i1
func.func @select_of_bools(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %f : i1
  %1 = arith.select %c, %f, %t : i1
  return %0, %1 : i1, i1
}

/// `select(c, true, x)` is `c or x`; `select(c, x, false)` is `c and x`.
// CHECK-LABEL: func.func @select_of_i1(
// CHECK-DAG: %[[V_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[V_FALSE:[^ ]+]] = arith.constant false
// CHECK: %[[V_0:[^ ]+]] = arith.select %arg0, %[[V_TRUE]], %arg1 : i1
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.select %arg0, %arg1, %[[V_FALSE]] : i1
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i1, i1
func.func @select_of_i1(%c: i1, %a: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %a : i1
  %1 = arith.select %c, %a, %f : i1
  return %0, %1 : i1, i1
}

/// `select(a == b, a, b)` is `b`; `select(a != b, a, b)` is `a`.
// CHECK-LABEL: func.func @select_on_equality(
// CHECK-NEXT: return %arg1, %arg0 : i32, i32
func.func @select_on_equality(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.select %0, %a, %b : i32
  %2 = arith.cmpi ne, %a, %b : i32
  %3 = arith.select %2, %a, %b : i32
  return %1, %3 : i32, i32
}

/// A selection in an arm on the same condition is skipped.
// CHECK-LABEL: func.func @select_nested_same_condition(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i32, i32
func.func @select_nested_same_condition(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  %2 = arith.select %c, %d, %0 : i32
  return %1, %2 : i32, i32
}

/// A negated condition swaps the arms.
// CHECK-LABEL: func.func @select_negated_condition(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @select_negated_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %a, %b : i32
  return %0 : i32
}

/// `select(c, 1, 0)` is `extui(c)`; `select(c, -1, 0)` stays.
// CHECK-LABEL: func.func @select_of_one_and_zero(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[V_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK: %[[V_0:[^ ]+]] = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.select %arg0, %[[V_C_1_I32]], %[[V_C0_I32]] : i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i32, i32
func.func @select_of_one_and_zero(%c: i1) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %1 = arith.select %c, %cm1, %c0 : i32
  return %0, %1 : i32, i32
}

/// A poison arm gives the other arm.
// CHECK-LABEL: func.func @select_poison_arm(
// CHECK-NEXT: return %arg1, %arg1 : i32, i32
func.func @select_poison_arm(%c: i1, %a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.select %c, %a, %p : i32
  %1 = arith.select %c, %p, %a : i32
  return %0, %1 : i32, i32
}

/// A constant vector condition selects element by element.
// CHECK-LABEL: func.func @select_vector_constants(
// CHECK-DAG: %[[V_CST:[^ ]+]] = arith.constant dense<[1, 4]> : vector<2xi32>
// CHECK: return %[[V_CST]] : vector<2xi32>
func.func @select_vector_constants() -> vector<2xi32> {
  %c = arith.constant dense<[true, false]> : vector<2xi1>
  %x = arith.constant dense<[1, 2]> : vector<2xi32>
  %y = arith.constant dense<[3, 4]> : vector<2xi32>
  %0 = arith.select %c, %x, %y : vector<2xi1>, vector<2xi32>
  return %0 : vector<2xi32>
}
