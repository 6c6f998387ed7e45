// RUN: ir-opt %s --canonicalize | FileCheck %s

/// A poison operand makes the result of arith's constant folding poison,
/// as MLIR's folders do (`constFoldBinaryOp` and `constFoldCastOp` with
/// `ub::PoisonAttr`). Shifts and comparisons leave poison alone.

/// `addi` of poison, on either side.
// CHECK-LABEL: func.func @addi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @addi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.addi %a, %p : i32
  %1 = arith.addi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `subi` of poison, on either side.
// CHECK-LABEL: func.func @subi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @subi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.subi %a, %p : i32
  %1 = arith.subi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `muli` of poison, on either side.
// CHECK-LABEL: func.func @muli_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @muli_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.muli %a, %p : i32
  %1 = arith.muli %p, %a : i32
  return %0, %1 : i32, i32
}

/// `divsi` of poison, on either side.
// CHECK-LABEL: func.func @divsi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @divsi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.divsi %a, %p : i32
  %1 = arith.divsi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `divui` of poison, on either side.
// CHECK-LABEL: func.func @divui_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @divui_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.divui %a, %p : i32
  %1 = arith.divui %p, %a : i32
  return %0, %1 : i32, i32
}

/// `ceildivsi` of poison, on either side.
// CHECK-LABEL: func.func @ceildivsi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @ceildivsi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.ceildivsi %a, %p : i32
  %1 = arith.ceildivsi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `ceildivui` of poison, on either side.
// CHECK-LABEL: func.func @ceildivui_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @ceildivui_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.ceildivui %a, %p : i32
  %1 = arith.ceildivui %p, %a : i32
  return %0, %1 : i32, i32
}

/// `floordivsi` of poison, on either side.
// CHECK-LABEL: func.func @floordivsi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @floordivsi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.floordivsi %a, %p : i32
  %1 = arith.floordivsi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `remsi` of poison, on either side.
// CHECK-LABEL: func.func @remsi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @remsi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.remsi %a, %p : i32
  %1 = arith.remsi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `remui` of poison, on either side.
// CHECK-LABEL: func.func @remui_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @remui_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.remui %a, %p : i32
  %1 = arith.remui %p, %a : i32
  return %0, %1 : i32, i32
}

/// `andi` of poison, on either side.
// CHECK-LABEL: func.func @andi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @andi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.andi %a, %p : i32
  %1 = arith.andi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `ori` of poison, on either side.
// CHECK-LABEL: func.func @ori_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @ori_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.ori %a, %p : i32
  %1 = arith.ori %p, %a : i32
  return %0, %1 : i32, i32
}

/// `xori` of poison, on either side.
// CHECK-LABEL: func.func @xori_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @xori_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.xori %a, %p : i32
  %1 = arith.xori %p, %a : i32
  return %0, %1 : i32, i32
}

/// `maxsi` of poison, on either side.
// CHECK-LABEL: func.func @maxsi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @maxsi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.maxsi %a, %p : i32
  %1 = arith.maxsi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `maxui` of poison, on either side.
// CHECK-LABEL: func.func @maxui_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @maxui_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.maxui %a, %p : i32
  %1 = arith.maxui %p, %a : i32
  return %0, %1 : i32, i32
}

/// `minsi` of poison, on either side.
// CHECK-LABEL: func.func @minsi_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @minsi_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.minsi %a, %p : i32
  %1 = arith.minsi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `minui` of poison, on either side.
// CHECK-LABEL: func.func @minui_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]] : i32, i32
func.func @minui_poison(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.minui %a, %p : i32
  %1 = arith.minui %p, %a : i32
  return %0, %1 : i32, i32
}

/// `addf` of poison, on either side.
// CHECK-LABEL: func.func @addf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @addf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.addf %a, %p : f32
  %1 = arith.addf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `subf` of poison, on either side.
// CHECK-LABEL: func.func @subf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @subf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.subf %a, %p : f32
  %1 = arith.subf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `mulf` of poison, on either side.
// CHECK-LABEL: func.func @mulf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @mulf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.mulf %a, %p : f32
  %1 = arith.mulf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `divf` of poison, on either side.
// CHECK-LABEL: func.func @divf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @divf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.divf %a, %p : f32
  %1 = arith.divf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `remf` of poison, on either side.
// CHECK-LABEL: func.func @remf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @remf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.remf %a, %p : f32
  %1 = arith.remf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `maximumf` of poison, on either side.
// CHECK-LABEL: func.func @maximumf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @maximumf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.maximumf %a, %p : f32
  %1 = arith.maximumf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `minimumf` of poison, on either side.
// CHECK-LABEL: func.func @minimumf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @minimumf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.minimumf %a, %p : f32
  %1 = arith.minimumf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `maxnumf` of poison, on either side.
// CHECK-LABEL: func.func @maxnumf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @maxnumf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.maxnumf %a, %p : f32
  %1 = arith.maxnumf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `minnumf` of poison, on either side.
// CHECK-LABEL: func.func @minnumf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]], %[[V_0]] : f32, f32
func.func @minnumf_poison(%a: f32) -> (f32, f32) {
  %p = ub.poison : f32
  %0 = arith.minnumf %a, %p : f32
  %1 = arith.minnumf %p, %a : f32
  return %0, %1 : f32, f32
}

/// `shli` of poison is left alone.
// CHECK-LABEL: func.func @shli_poison_stays(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: %[[V_1:[^ ]+]] = arith.shli %arg0, %[[V_0]] : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.shli %[[V_0]], %arg0 : i32
// CHECK-NEXT: return %[[V_1]], %[[V_2]] : i32, i32
func.func @shli_poison_stays(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.shli %a, %p : i32
  %1 = arith.shli %p, %a : i32
  return %0, %1 : i32, i32
}

/// `shrsi` of poison is left alone.
// CHECK-LABEL: func.func @shrsi_poison_stays(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: %[[V_1:[^ ]+]] = arith.shrsi %arg0, %[[V_0]] : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.shrsi %[[V_0]], %arg0 : i32
// CHECK-NEXT: return %[[V_1]], %[[V_2]] : i32, i32
func.func @shrsi_poison_stays(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.shrsi %a, %p : i32
  %1 = arith.shrsi %p, %a : i32
  return %0, %1 : i32, i32
}

/// `shrui` of poison is left alone.
// CHECK-LABEL: func.func @shrui_poison_stays(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i32
// CHECK: %[[V_1:[^ ]+]] = arith.shrui %arg0, %[[V_0]] : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.shrui %[[V_0]], %arg0 : i32
// CHECK-NEXT: return %[[V_1]], %[[V_2]] : i32, i32
func.func @shrui_poison_stays(%a: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.shrui %a, %p : i32
  %1 = arith.shrui %p, %a : i32
  return %0, %1 : i32, i32
}

/// An identity is found before poison: `x * 0` is `0`, `x & 0` is `0`.
// CHECK-LABEL: func.func @identity_before_poison(
// CHECK-DAG: %[[V_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %[[V_C0_I32]], %[[V_C0_I32]] : i32, i32
func.func @identity_before_poison() -> (i32, i32) {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.muli %p, %c0 : i32
  %1 = arith.andi %p, %c0 : i32
  return %0, %1 : i32, i32
}

/// A vector of poison folds as a scalar does.
// CHECK-LABEL: func.func @vector_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : vector<2xi32>
// CHECK: return %[[V_0]] : vector<2xi32>
func.func @vector_poison() -> vector<2xi32> {
  %p = ub.poison : vector<2xi32>
  %c = arith.constant dense<1> : vector<2xi32>
  %0 = arith.addi %p, %c : vector<2xi32>
  return %0 : vector<2xi32>
}

/// `negf` of poison.
// CHECK-LABEL: func.func @negf_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK: return %[[V_0]] : f32
func.func @negf_poison() -> f32 {
  %q = ub.poison : f32
  %0 = arith.negf %q : f32
  return %0 : f32
}

/// Comparisons of poison are left alone.
// CHECK-LABEL: func.func @cmp_poison_stays(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK-DAG: %[[V_1:[^ ]+]] = ub.poison : i32
// CHECK-DAG: %[[V_C1_I32:[^ ]+]] = arith.constant 1 : i32
// CHECK: %[[V_2:[^ ]+]] = arith.cmpi eq, %[[V_1]], %[[V_C1_I32]] : i32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.cmpf oeq, %[[V_0]], %[[V_0]] : f32
// CHECK-NEXT: return %[[V_2]], %[[V_3]] : i1, i1
func.func @cmp_poison_stays() -> (i1, i1) {
  %q = ub.poison : f32
  %p = ub.poison : i32
  %c = arith.constant 1 : i32
  %0 = arith.cmpi eq, %p, %c : i32
  %1 = arith.cmpf oeq, %q, %q : f32
  return %0, %1 : i1, i1
}

/// Integer casts of poison.
// CHECK-LABEL: func.func @int_casts_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : i64
// CHECK-DAG: %[[V_1:[^ ]+]] = ub.poison : i8
// CHECK: return %[[V_0]], %[[V_0]], %[[V_1]] : i64, i64, i8
func.func @int_casts_poison() -> (i64, i64, i8) {
  %p = ub.poison : i32
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.extui %p : i32 to i64
  %2 = arith.trunci %p : i32 to i8
  return %0, %1, %2 : i64, i64, i8
}

/// Float casts of poison.
// CHECK-LABEL: func.func @float_casts_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f64
// CHECK-DAG: %[[V_1:[^ ]+]] = ub.poison : f16
// CHECK: return %[[V_0]], %[[V_1]] : f64, f16
func.func @float_casts_poison() -> (f64, f16) {
  %q = ub.poison : f32
  %0 = arith.extf %q : f32 to f64
  %1 = arith.truncf %q : f32 to f16
  return %0, %1 : f64, f16
}

/// Index casts of poison.
// CHECK-LABEL: func.func @index_casts_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : index
// CHECK-DAG: %[[V_1:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]], %[[V_1]] : index, index, i32
func.func @index_casts_poison() -> (index, index, i32) {
  %p = ub.poison : i32
  %i = ub.poison : index
  %0 = arith.index_cast %p : i32 to index
  %1 = arith.index_castui %p : i32 to index
  %2 = arith.index_cast %i : index to i32
  return %0, %1, %2 : index, index, i32
}

/// Conversions between integers and floats of poison.
// CHECK-LABEL: func.func @conversions_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK-DAG: %[[V_1:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_0]], %[[V_1]], %[[V_1]] : f32, f32, i32, i32
func.func @conversions_poison() -> (f32, f32, i32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %0 = arith.sitofp %p : i32 to f32
  %1 = arith.uitofp %p : i32 to f32
  %2 = arith.fptosi %q : f32 to i32
  %3 = arith.fptoui %q : f32 to i32
  return %0, %1, %2, %3 : f32, f32, i32, i32
}

/// A bitcast of scalar poison is poison.
// CHECK-LABEL: func.func @bitcast_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : f32
// CHECK-DAG: %[[V_1:[^ ]+]] = ub.poison : i32
// CHECK: return %[[V_0]], %[[V_1]] : f32, i32
func.func @bitcast_poison() -> (f32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %0 = arith.bitcast %p : i32 to f32
  %1 = arith.bitcast %q : f32 to i32
  return %0, %1 : f32, i32
}

/// A bitcast of a vector of poison stays (MLIR folds only a scalar one);
/// other casts of a vector of poison fold.
// CHECK-LABEL: func.func @vector_casts_poison(
// CHECK-DAG: %[[V_0:[^ ]+]] = ub.poison : vector<2xi64>
// CHECK-DAG: %[[V_1:[^ ]+]] = ub.poison : vector<2xi32>
// CHECK: %[[V_2:[^ ]+]] = arith.bitcast %[[V_1]] : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: return %[[V_2]], %[[V_0]] : vector<2xf32>, vector<2xi64>
func.func @vector_casts_poison() -> (vector<2xf32>, vector<2xi64>) {
  %p = ub.poison : vector<2xi32>
  %0 = arith.bitcast %p : vector<2xi32> to vector<2xf32>
  %1 = arith.extsi %p : vector<2xi32> to vector<2xi64>
  return %0, %1 : vector<2xf32>, vector<2xi64>
}
