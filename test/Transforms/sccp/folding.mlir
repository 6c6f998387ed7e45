// RUN: ir-opt %s -split-input-file --sccp | FileCheck %s

/// sccp evaluates ops with the dialects' folders: every result the arith
/// folders compute from constant operands is replaced by a constant, and
/// the op goes. Values are computed at the type's width (two's complement
/// wrap-around for integers, IEEE semantics for floats). mlir-opt-22's
/// sccp computes the same constants in every case of this file.

/// Integer arithmetic in i8, where 100 + 100 wraps to -56 and division
/// rounds as each op says; results that are equal share one constant.

// CHECK-LABEL: func.func @integers
// CHECK-DAG:     %[[M56:.*]] = arith.constant -56 : i8
// CHECK-DAG:     %[[M107:.*]] = arith.constant -107 : i8
// CHECK-DAG:     %[[C68:.*]] = arith.constant 68 : i8
// CHECK-DAG:     %[[M14:.*]] = arith.constant -14 : i8
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i8
// CHECK-DAG:     %[[M7:.*]] = arith.constant -7 : i8
// CHECK-DAG:     %[[M15:.*]] = arith.constant -15 : i8
// CHECK-DAG:     %[[C96:.*]] = arith.constant 96 : i8
// CHECK-DAG:     %[[M99:.*]] = arith.constant -99 : i8
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : i8
// CHECK-NOT:     arith.{{[a-z_]+ ([a-z]+, )?}}%
// CHECK:         return %[[M56]], %[[M107]], %[[C68]], %[[M14]], %[[C0]], %[[M7]], %[[M15]], %[[M14]], %[[C96]], %[[M99]], %[[C100]], %[[C100]] :
func.func @integers() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %a = arith.constant 100 : i8
  %b = arith.constant -7 : i8
  %0 = arith.addi %a, %a : i8
  %1 = arith.subi %b, %a : i8
  %2 = arith.muli %a, %b : i8
  %3 = arith.divsi %a, %b : i8
  %4 = arith.divui %a, %b : i8
  %5 = arith.remsi %b, %a : i8
  %6 = arith.floordivsi %a, %b : i8
  %7 = arith.ceildivsi %a, %b : i8
  %8 = arith.andi %a, %b : i8
  %9 = arith.xori %a, %b : i8
  %10 = arith.maxsi %a, %b : i8
  %11 = arith.minui %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

/// Shifts and the unsigned ops see -1000 as 64536 in i16.

// CHECK-LABEL: func.func @shifts_and_unsigned
// CHECK-DAG:     %[[SRS:.*]] = arith.constant -125 : i16
// CHECK-DAG:     %[[SRU:.*]] = arith.constant 8067 : i16
// CHECK-DAG:     %[[CDU:.*]] = arith.constant 21512 : i16
// CHECK-DAG:     %[[OR:.*]] = arith.constant -997 : i16
// CHECK-DAG:     %[[SL:.*]] = arith.constant -8000 : i16
// CHECK-DAG:     %[[FDS:.*]] = arith.constant -334 : i16
// CHECK-DAG:     %[[IDX:.*]] = arith.constant 64536 : index
// CHECK-NOT:     arith.{{[a-z_]+ ([a-z]+, )?}}%
// CHECK:         return %[[SRS]], %[[SRU]], %[[CDU]], %[[OR]], %[[SL]], %[[FDS]], %[[IDX]] :
func.func @shifts_and_unsigned() -> (i16, i16, i16, i16, i16, i16, index) {
  %a = arith.constant -1000 : i16
  %b = arith.constant 3 : i16
  %0 = arith.shrsi %a, %b : i16
  %1 = arith.shrui %a, %b : i16
  %2 = arith.ceildivui %a, %b : i16
  %3 = arith.ori %a, %b : i16
  %4 = arith.shli %a, %b : i16
  %5 = arith.floordivsi %a, %b : i16
  %6 = arith.index_castui %a : i16 to index
  return %0, %1, %2, %3, %4, %5, %6 : i16, i16, i16, i16, i16, i16, index
}

// -----

/// What the folders refuse stays: division and remainder by zero, a shift
/// by the width or more, and an op with an operand that is not a constant
/// (whose constant operand is still shared); the same ops with other
/// constants fold.

// CHECK-LABEL: func.func @not_folded
// CHECK-SAME:      (%[[X:.*]]: i32) -> (i32, i32, i32, i32, i32, i32, i32)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG:     %[[C40:.*]] = arith.constant 40 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[C896:.*]] = arith.constant 896 : i32
// CHECK:         %[[D:.*]] = arith.divsi %[[C7]], %[[C0]] : i32
// CHECK-NEXT:    %[[R:.*]] = arith.remui %[[C7]], %[[C0]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.shli %[[C7]], %[[C40]] : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[X]], %[[C7]] : i32
// CHECK-NEXT:    return %[[D]], %[[R]], %[[S]], %[[A]], %[[C1]], %[[C0]], %[[C896]] : i32, i32, i32, i32, i32, i32, i32
func.func @not_folded(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %a = arith.constant 7 : i32
  %big = arith.constant 40 : i32
  %0 = arith.divsi %a, %z : i32
  %1 = arith.remui %a, %z : i32
  %2 = arith.shli %a, %big : i32
  %3 = arith.addi %x, %a : i32
  %4 = arith.divsi %a, %a : i32
  %5 = arith.remui %a, %a : i32
  %6 = arith.shli %a, %a : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

/// Comparisons fold (signed and unsigned read -1 differently; `x == x`
/// holds whatever `x` is). A `select` on a constant condition picks an
/// operand that is not a constant: sccp only replaces values by
/// constants, so the `select` stays (the canonicalizer folds it).

// CHECK-LABEL: func.func @compare_and_select
// CHECK-SAME:      (%[[X:.*]]: i32, %[[Y:.*]]: i32) -> (i1, i1, i32, i32, i1)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK-NOT:     arith.cmpi
// CHECK:         %[[S0:.*]] = arith.select %[[T]], %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[S1:.*]] = arith.select %[[F]], %[[X]], %[[Y]] : i32
// CHECK-NEXT:    return %[[T]], %[[F]], %[[S0]], %[[S1]], %[[T]] : i1, i1, i32, i32, i1
func.func @compare_and_select(%x: i32, %y: i32) -> (i1, i1, i32, i32, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi ult, %a, %b : i32
  %2 = arith.select %0, %x, %y : i32
  %3 = arith.select %1, %x, %y : i32
  %4 = arith.cmpi eq, %x, %x : i32
  return %0, %1, %2, %3, %4 : i1, i1, i32, i32, i1
}

// -----

/// Floats and casts: arithmetic, a NaN through `maximumf`, an unordered
/// comparison, conversions between widths and between ints and floats,
/// and a bitcast.

// CHECK-LABEL: func.func @floats_and_casts
// CHECK-DAG:     %[[MUL:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG:     %[[DIV:.*]] = arith.constant 7.500000e-01 : f32
// CHECK-DAG:     %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG:     %[[NEG:.*]] = arith.constant -2.500000e+00 : f32
// CHECK-DAG:     %[[TOI:.*]] = arith.constant 3 : i32
// CHECK-DAG:     %[[EXT:.*]] = arith.constant -300 : i64
// CHECK-DAG:     %[[TRUNC:.*]] = arith.constant -300 : i16
// CHECK-DAG:     %[[TOF:.*]] = arith.constant -3.000000e+02 : f64
// CHECK-DAG:     %[[BITS:.*]] = arith.constant 1075838976 : i32
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-NOT:     arith.{{[a-z_]+ ([a-z]+, )?}}%
// CHECK:         return %[[MUL]], %[[DIV]], %[[NAN]], %[[NEG]], %[[TOI]], %[[EXT]], %[[TRUNC]], %[[TOF]], %[[BITS]], %[[T]] :
func.func @floats_and_casts() -> (f32, f32, f32, f32, i32, i64, i16, f64, i32, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.0 : f32
  %x = arith.constant 2.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %i = arith.constant -300 : i32
  %0 = arith.mulf %a, %b : f32
  %1 = arith.divf %a, %b : f32
  %2 = arith.maximumf %x, %nan : f32
  %3 = arith.negf %x : f32
  %4 = arith.fptosi %0 : f32 to i32
  %5 = arith.extsi %i : i32 to i64
  %6 = arith.trunci %i : i32 to i16
  %7 = arith.sitofp %i : i32 to f64
  %8 = arith.bitcast %x : f32 to i32
  %9 = arith.cmpf uno, %x, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, i32, i64, i16, f64, i32, i1
}

// -----

/// Vectors fold element by element, splats included.

// CHECK-LABEL: func.func @vectors
// CHECK-DAG:     %[[P:.*]] = arith.constant dense<[3, 6, 9, 12]> : vector<4xi32>
// CHECK-DAG:     %[[S:.*]] = arith.constant dense<-3> : vector<4xi32>
// CHECK-NOT:     arith.{{[a-z_]+ ([a-z]+, )?}}%
// CHECK:         return %[[P]], %[[S]] : vector<4xi32>, vector<4xi32>
func.func @vectors() -> (vector<4xi32>, vector<4xi32>) {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %0 = arith.muli %a, %b : vector<4xi32>
  %1 = arith.subi %z, %a : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}
