// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// The float arithmetic ops in their custom forms, as mlir-opt-22 prints them.

/// `arith.addf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @addf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.addf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.addf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.addf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.addf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @addf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.addf %x, %x : f32
  %1 = arith.addf %h, %h fastmath<fast> : f16
  %2 = arith.addf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.addf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.addf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.addf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.subf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @subf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.subf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.subf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.subf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.subf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.subf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.subf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @subf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.subf %x, %x : f32
  %1 = arith.subf %h, %h fastmath<fast> : f16
  %2 = arith.subf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.subf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.subf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.subf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.mulf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @mulf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.mulf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.mulf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.mulf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.mulf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mulf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.mulf %x, %x : f32
  %1 = arith.mulf %h, %h fastmath<fast> : f16
  %2 = arith.mulf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.mulf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.mulf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.mulf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.divf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @divf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.divf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.divf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.divf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.divf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.divf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.divf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @divf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.divf %x, %x : f32
  %1 = arith.divf %h, %h fastmath<fast> : f16
  %2 = arith.divf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.divf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.divf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.divf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.remf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @remf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.remf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.remf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.remf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.remf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.remf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.remf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @remf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.remf %x, %x : f32
  %1 = arith.remf %h, %h fastmath<fast> : f16
  %2 = arith.remf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.remf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.remf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.remf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.maximumf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @maximumf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.maximumf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.maximumf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.maximumf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.maximumf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.maximumf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.maximumf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @maximumf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.maximumf %h, %h fastmath<fast> : f16
  %2 = arith.maximumf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.maximumf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.maximumf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.maximumf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.minimumf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @minimumf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.minimumf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.minimumf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.minimumf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.minimumf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.minimumf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.minimumf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @minimumf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.minimumf %x, %x : f32
  %1 = arith.minimumf %h, %h fastmath<fast> : f16
  %2 = arith.minimumf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.minimumf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.minimumf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.minimumf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.maxnumf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @maxnumf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.maxnumf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.maxnumf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.maxnumf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.maxnumf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.maxnumf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.maxnumf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @maxnumf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.maxnumf %x, %x : f32
  %1 = arith.maxnumf %h, %h fastmath<fast> : f16
  %2 = arith.maxnumf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.maxnumf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.maxnumf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.maxnumf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.minnumf` in each float format, with fast-math flags (printed in MLIR's
/// order without spaces; all seven print as `fast`).
// CHECK-LABEL: func.func @minnumf(
// CHECK-SAME: %arg0: f32, %arg1: f16, %arg2: bf16, %arg3: f64, %arg4: vector<2x3xf32>, %arg5: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.minnumf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.minnumf %arg1, %arg1 fastmath<fast> : f16
// CHECK-NEXT: %2 = arith.minnumf %arg2, %arg2 fastmath<nnan,ninf> : bf16
// CHECK-NEXT: %3 = arith.minnumf %arg3, %arg3 fastmath<fast> : f64
// CHECK-NEXT: %4 = arith.minnumf %arg4, %arg4 fastmath<reassoc,afn> : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.minnumf %arg5, %arg5 : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @minnumf(%x: f32, %h: f16, %b: bf16, %d: f64, %v: vector<2x3xf32>, %t: tensor<?xf64>) {
  %0 = arith.minnumf %x, %x : f32
  %1 = arith.minnumf %h, %h fastmath<fast> : f16
  %2 = arith.minnumf %b, %b fastmath<ninf,nnan> : bf16
  %3 = arith.minnumf %d, %d fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64
  %4 = arith.minnumf %v, %v fastmath<afn,reassoc> : vector<2x3xf32>
  %5 = arith.minnumf %t, %t fastmath<none> : tensor<?xf64>
  return
}

// -----

/// `arith.negf` with and without fast-math flags.
// CHECK-LABEL: func.func @negf(
// CHECK-SAME: %arg0: f32, %arg1: vector<4xf16>, %arg2: tensor<*xbf16>) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 fastmath<nsz> : vector<4xf16>
// CHECK-NEXT: %2 = arith.negf %arg2 fastmath<contract> : tensor<*xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @negf(%x: f32, %v: vector<4xf16>, %t: tensor<*xbf16>) {
  %0 = arith.negf %x : f32
  %1 = arith.negf %v fastmath<nsz> : vector<4xf16>
  %2 = arith.negf %t fastmath<"contract"> : tensor<*xbf16>
  return
}

// -----

/// Fast-math flags from the attribute dictionary, and discardable attributes.
// CHECK-LABEL: func.func @float_attributes(
// CHECK-SAME: %arg0: f32) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 fastmath<arcp> : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg0 {tag = "x"} : f32
// CHECK-NEXT: %2 = arith.divf %arg0, %arg0 fastmath<fast> {tag} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_attributes(%x: f32) {
  %0 = arith.addf %x, %x {fastmath = #arith.fastmath<arcp>} : f32
  %1 = arith.mulf %x, %x {tag = "x"} : f32
  %2 = arith.divf %x, %x fastmath<fast> {tag} : f32
  return
}
