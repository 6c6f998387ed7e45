// RUN: ir-run %s -e integers --args=-100 | FileCheck %s --check-prefix=INT
// RUN: ir-run %s -e integers --args=200 | FileCheck %s --check-prefix=INT-UNSIGNED
// RUN: ir-run %s -e index --args=-5 | FileCheck %s --check-prefix=INDEX
// RUN: ir-run %s -e to_float --args=16777217 | FileCheck %s --check-prefix=TO-FLOAT
// RUN: ir-run %s -e to_float --args=-1 | FileCheck %s --check-prefix=TO-FLOAT-NEG
// RUN: ir-run %s -e to_int --args=-128.9 | FileCheck %s --check-prefix=TO-INT
// RUN: ir-run %s -e to_int --args=300.5 | FileCheck %s --check-prefix=TO-INT-RANGE
// RUN: ir-run %s -e bits --args=-2.0 | FileCheck %s --check-prefix=BITS
// RUN: ir-run %s -e rounding --args=1.0001 | FileCheck %s --check-prefix=ROUND
// RUN: ir-run %s -e rounding --args=-1.0e10 | FileCheck %s --check-prefix=ROUND-HUGE

/// Casts in the interpreter, as LLVM defines them: extensions and
/// truncations (poison when trunci's flags are violated), index casts
/// through 64 bits, conversions between integers and floats (rounded to
/// nearest even; out-of-range float-to-integer conversions are poison),
/// bitcasts, and truncf in every rounding mode. The values that are not
/// poison are those mlir-runner computes for the same calls
/// (scripts/crosscheck-mlir-runner.sh with ENTRY and INPUTS), except
/// truncf's directed roundings: MLIR lowers them to LLVM's constrained
/// fptrunc, whose mode is only an assumption about the environment, so
/// mlir-runner rounds them to nearest; the interpreter rounds as the op
/// is defined.

// INT: -100
// INT-NEXT: 156
// INT-NEXT: -100
// INT-NEXT: -100
// INT-NEXT: poison
// INT-UNSIGNED: 200
// INT-UNSIGNED-NEXT: 200
// INT-UNSIGNED-NEXT: -56
// INT-UNSIGNED-NEXT: poison
// INT-UNSIGNED-NEXT: -56
func.func @integers(%a: i32) -> (i64, i64, i8, i8, i8) {
  %signed = arith.extsi %a : i32 to i64
  %small = arith.trunci %a : i32 to i8
  %unsigned = arith.extui %small : i8 to i64
  %nsw = arith.trunci %a overflow<nsw> : i32 to i8
  %nuw = arith.trunci %a overflow<nuw> : i32 to i8
  return %signed, %unsigned, %small, %nsw, %nuw : i64, i64, i8, i8, i8
}

// INDEX: -5
// INDEX-NEXT: 4294967291
// INDEX-NEXT: -5
// INDEX-NEXT: 251
func.func @index(%a: i32) -> (index, index, i16, i16) {
  %signed = arith.index_cast %a : i32 to index
  %unsigned = arith.index_castui %a : i32 to index
  %back = arith.index_cast %signed : index to i16
  %byte = arith.trunci %a : i32 to i8
  %wide = arith.index_castui %byte : i8 to index
  %low = arith.index_castui %wide : index to i16
  return %signed, %unsigned, %back, %low : index, index, i16, i16
}

// TO-FLOAT: 16777216.0
// TO-FLOAT-NEXT: 16777217.0
// TO-FLOAT-NEXT: 16777216.0
// TO-FLOAT-NEXT: inf
// TO-FLOAT-NEG: -1.0
// TO-FLOAT-NEG-NEXT: -1.0
// TO-FLOAT-NEG-NEXT: 4294967296.0
// TO-FLOAT-NEG-NEXT: inf
func.func @to_float(%a: i32) -> (f32, f64, f32, f16) {
  %single = arith.sitofp %a : i32 to f32
  %double = arith.sitofp %a : i32 to f64
  %unsigned = arith.uitofp %a : i32 to f32
  %half = arith.uitofp %a : i32 to f16
  return %single, %double, %unsigned, %half : f32, f64, f32, f16
}

// TO-INT: -128
// TO-INT-NEXT: poison
// TO-INT-NEXT: -128
// TO-INT-RANGE: poison
// TO-INT-RANGE-NEXT: poison
// TO-INT-RANGE-NEXT: 300
func.func @to_int(%a: f64) -> (i8, i8, i32) {
  %signed = arith.fptosi %a : f64 to i8
  %unsigned = arith.fptoui %a : f64 to i8
  %wide = arith.fptosi %a : f64 to i32
  return %signed, %unsigned, %wide : i8, i8, i32
}

// BITS: -16384
// BITS-NEXT: -1073741824
// BITS-NEXT: -2.0
// BITS-NEXT: -2.0
func.func @bits(%a: f16) -> (i16, i32, bf16, f16) {
  %half = arith.bitcast %a : f16 to i16
  %wide = arith.extf %a : f16 to f32
  %single = arith.bitcast %wide : f32 to i32
  %c16 = arith.constant 16 : i32
  %high = arith.shrui %single, %c16 : i32
  %brain_bits = arith.trunci %high : i32 to i16
  %brain = arith.bitcast %brain_bits : i16 to bf16
  %back = arith.bitcast %half : i16 to f16
  return %half, %single, %brain, %back : i16, i32, bf16, f16
}

// ROUND: 1.0
// ROUND-NEXT: 1.0
// ROUND-NEXT: 1.0009765625
// ROUND-NEXT: 1.0
// ROUND-NEXT: 1.0
// ROUND-HUGE: -inf
// ROUND-HUGE-NEXT: -inf
// ROUND-HUGE-NEXT: -65504.0
// ROUND-HUGE-NEXT: -65504.0
// ROUND-HUGE-NEXT: -inf
func.func @rounding(%a: f64) -> (f16, f16, f16, f16, f16) {
  %nearest = arith.truncf %a : f64 to f16
  %down = arith.truncf %a downward : f64 to f16
  %up = arith.truncf %a upward : f64 to f16
  %zero = arith.truncf %a toward_zero : f64 to f16
  %away = arith.truncf %a to_nearest_away : f64 to f16
  return %nearest, %down, %up, %zero, %away : f16, f16, f16, f16, f16
}
