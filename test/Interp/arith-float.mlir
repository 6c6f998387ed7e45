// RUN: ir-run %s -e arithmetic --args=1.0,3.0 | FileCheck %s --check-prefix=F32
// RUN: ir-run %s -e formats --args=65504.0,0.1 | FileCheck %s --check-prefix=FORMATS
// RUN: ir-run %s -e extremes --args=-0.0,0.0 | FileCheck %s --check-prefix=ZEROS
// RUN: ir-run %s -e extremes --args=NaN,1.0 | FileCheck %s --check-prefix=NAN
// RUN: ir-run %s -e fastmath --args=1.0,0.0 | FileCheck %s --check-prefix=FAST
// RUN: ir-run %s -e compare --args=1.0,NaN | FileCheck %s --check-prefix=UNORDERED
// RUN: ir-run %s -e compare --args=1.0,2.0 | FileCheck %s --check-prefix=ORDERED

/// Float arithmetic in the interpreter: IEEE operations rounded to the
/// operands' format, NaN-propagating maximumf/minimumf, maxnumf/minnumf
/// that prefer numbers, fast-math flags
/// making NaNs and infinities poison, and every cmpf predicate. The
/// values are those mlir-runner computes for the same calls (compared by
/// their bits with scripts/crosscheck-mlir-runner.sh, ENTRY and INPUTS).

// F32: 4.0
// F32-NEXT: -2.0
// F32-NEXT: 3.0
// F32-NEXT: 0.3333333432674408
// F32-NEXT: 1.0
// F32-NEXT: -1.0
func.func @arithmetic(%a: f32, %b: f32) -> (f32, f32, f32, f32, f32, f32) {
  %add = arith.addf %a, %b : f32
  %sub = arith.subf %a, %b : f32
  %mul = arith.mulf %a, %b : f32
  %div = arith.divf %a, %b : f32
  %rem = arith.remf %a, %b : f32
  %neg = arith.negf %a : f32
  return %add, %sub, %mul, %div, %rem, %neg : f32, f32, f32, f32, f32, f32
}

// FORMATS: inf
// FORMATS-NEXT: 0.0999755859375
// FORMATS-NEXT: 0.10009765625
// FORMATS-NEXT: 0.1
// FORMATS-NEXT: 65504.0
func.func @formats(%a: f16, %b: f64) -> (f16, f16, bf16, f64, f64) {
  %overflow = arith.addf %a, %a : f16
  %narrow = arith.truncf %b : f64 to f16
  %brain = arith.truncf %b : f64 to bf16
  %wide = arith.extf %narrow : f16 to f64
  %same = arith.extf %a : f16 to f64
  %third = arith.subf %b, %wide : f64
  %back = arith.addf %wide, %third : f64
  return %overflow, %narrow, %brain, %back, %same : f16, f16, bf16, f64, f64
}

// ZEROS: 0.0
// ZEROS-NEXT: -0.0
// ZEROS-NEXT: 3.0
// ZEROS-NEXT: -3.0
// NAN: NaN
// NAN-NEXT: NaN
// NAN-NEXT: 3.0
// NAN-NEXT: -3.0
func.func @extremes(%a: f64, %b: f64) -> (f64, f64, f64, f64) {
  %max = arith.maximumf %a, %b : f64
  %min = arith.minimumf %a, %b : f64
  %three = arith.constant 3.0 : f64
  %minus = arith.constant -3.0 : f64
  %num_max = arith.maxnumf %a, %three : f64
  %num_min = arith.minnumf %minus, %b : f64
  return %max, %min, %num_max, %num_min : f64, f64, f64, f64
}

// FAST: poison
// FAST-NEXT: inf
// FAST-NEXT: poison
func.func @fastmath(%a: f32, %b: f32) -> (f32, f32, f32) {
  %no_inf = arith.divf %a, %b fastmath<ninf> : f32
  %plain = arith.divf %a, %b : f32
  %zero = arith.mulf %b, %b : f32
  %no_nan = arith.divf %zero, %zero fastmath<nnan> : f32
  return %no_inf, %plain, %no_nan : f32, f32, f32
}

// UNORDERED-COUNT-8: false
// UNORDERED-COUNT-8: true
// ORDERED: false
// ORDERED-NEXT: false
// ORDERED-NEXT: false
// ORDERED-NEXT: false
// ORDERED-NEXT: true
// ORDERED-NEXT: true
// ORDERED-NEXT: true
// ORDERED-NEXT: true
// ORDERED-NEXT: false
// ORDERED-NEXT: false
// ORDERED-NEXT: false
// ORDERED-NEXT: true
// ORDERED-NEXT: true
// ORDERED-NEXT: true
// ORDERED-NEXT: false
// ORDERED-NEXT: true
func.func @compare(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  %8 = arith.cmpf ueq, %a, %b : f64
  %9 = arith.cmpf ugt, %a, %b : f64
  %10 = arith.cmpf uge, %a, %b : f64
  %11 = arith.cmpf ult, %a, %b : f64
  %12 = arith.cmpf ule, %a, %b : f64
  %13 = arith.cmpf une, %a, %b : f64
  %14 = arith.cmpf uno, %a, %b : f64
  %15 = arith.cmpf true, %a, %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
      : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
