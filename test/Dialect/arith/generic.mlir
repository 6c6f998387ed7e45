// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s
// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | ir-opt -split-input-file -mlir-print-op-generic | FileCheck %s

/// The generic form of arith ops, as mlir-opt-22 prints it: properties with
/// default values materialized (`#arith.overflow<none>`, `#arith.fastmath<none>`).

/// Integer ops: default overflow flags are materialized as properties; `exact` is a unit property.
// CHECK-LABEL: sym_name = "int_ops"
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: index):
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
// CHECK-NEXT: %3 = "arith.divsi"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT: %4 = "arith.shrui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %5 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %6 = "arith.maxui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %7 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %8 = "arith.floordivsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: "func.return"() : () -> ()
func.func @int_ops(%a: i32, %b: i32, %i: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b overflow<nsw, nuw> : i32
  %2 = arith.muli %i, %i overflow<nuw> : index
  %3 = arith.divsi %a, %b exact : i32
  %4 = arith.shrui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.maxui %a, %b : i32
  %7 = arith.shli %a, %b : i32
  %8 = arith.floordivsi %a, %b : i32
  return
}

// -----

/// Float ops: default fast-math flags are materialized.
// CHECK-LABEL: sym_name = "float_ops"
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: vector<2xf64>):
// CHECK-NEXT: %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %1 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT: %2 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: %3 = "arith.maximumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f32, f32) -> f32
// CHECK-NEXT: %4 = "arith.remf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "func.return"() : () -> ()
func.func @float_ops(%x: f32, %v: vector<2xf64>) {
  %0 = arith.addf %x, %x : f32
  %1 = arith.mulf %v, %v fastmath<fast> : vector<2xf64>
  %2 = arith.negf %x : f32
  %3 = arith.maximumf %x, %x fastmath<nnan,nsz> : f32
  %4 = arith.remf %x, %x : f32
  return
}

// -----

/// Comparisons: predicates are `i64` integers; `cmpf` has default fast-math flags.
// CHECK-LABEL: sym_name = "comparisons"
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32, %arg2: vector<4xi8>):
// CHECK-NEXT: %0 = "arith.cmpi"(%arg0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %1 = "arith.cmpi"(%arg2, %arg2) <{predicate = 9 : i64}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi1>
// CHECK-NEXT: %2 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %3 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan>, predicate = 15 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %4 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: "func.return"() : () -> ()
func.func @comparisons(%a: i32, %x: f32, %v: vector<4xi8>) {
  %0 = arith.cmpi slt, %a, %a : i32
  %1 = arith.cmpi uge, %v, %v : vector<4xi8>
  %2 = arith.cmpf oeq, %x, %x : f32
  %3 = arith.cmpf true, %x, %x fastmath<nnan> : f32
  %4 = arith.cmpf false, %x, %x : f32
  return
}

// -----

/// Casts: `trunci` has default overflow flags; `extf`/`truncf` flags and the
/// rounding mode (an `i32`) are optional.
// CHECK-LABEL: sym_name = "casts"
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32, %arg2: f64):
// CHECK-NEXT: %0 = "arith.extsi"(%arg0) : (i32) -> i64
// CHECK-NEXT: %1 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// CHECK-NEXT: %2 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i16
// CHECK-NEXT: %3 = "arith.extf"(%arg1) : (f32) -> f64
// CHECK-NEXT: %4 = "arith.extf"(%arg1) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
// CHECK-NEXT: %5 = "arith.truncf"(%arg2) : (f64) -> f32
// CHECK-NEXT: %6 = "arith.truncf"(%arg2) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f64) -> f16
// CHECK-NEXT: %7 = "arith.index_cast"(%arg0) : (i32) -> index
// CHECK-NEXT: %8 = "arith.bitcast"(%arg1) : (f32) -> i32
// CHECK-NEXT: %9 = "arith.uitofp"(%arg0) : (i32) -> f32
// CHECK-NEXT: "func.return"() : () -> ()
func.func @casts(%a: i32, %x: f32, %d: f64) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.trunci %a : i32 to i8
  %2 = arith.trunci %a overflow<nsw> : i32 to i16
  %3 = arith.extf %x : f32 to f64
  %4 = arith.extf %x fastmath<contract> : f32 to f64
  %5 = arith.truncf %d : f64 to f32
  %6 = arith.truncf %d downward fastmath<fast> : f64 to f16
  %7 = arith.index_cast %a : i32 to index
  %8 = arith.bitcast %x : f32 to i32
  %9 = arith.uitofp %a : i32 to f32
  return
}

// -----

/// Select and constants.
// CHECK-LABEL: sym_name = "select_and_constants"
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: vector<2xi1>, %arg2: vector<2xf32>):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT: %1 = "arith.select"(%arg0, %0, %0) : (i1, i32, i32) -> i32
// CHECK-NEXT: %2 = "arith.select"(%arg1, %arg2, %arg2) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %3 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
// CHECK-NEXT: %4 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: "func.return"() : () -> ()
func.func @select_and_constants(%c: i1, %vc: vector<2xi1>, %v: vector<2xf32>) {
  %0 = arith.constant 7 : i32
  %1 = arith.select %c, %0, %0 : i32
  %2 = arith.select %vc, %v, %v : vector<2xi1>, vector<2xf32>
  %3 = arith.constant dense<1.0> : vector<2xf32>
  %4 = arith.constant true
  return
}

// -----

/// Generic input without properties gets the defaults; inherent attributes in
/// the attribute dictionary become properties; discardable ones stay.
// CHECK-LABEL: sym_name = "from_generic"
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> {tag} : (f32, f32) -> f32
// CHECK-NEXT: %3 = "arith.cmpi"(%arg0, %arg0) <{predicate = 4 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %4 = "arith.truncf"(%arg1) <{roundingmode = 4 : i32}> : (f32) -> f16
// CHECK-NEXT: "func.return"() : () -> ()
func.func @from_generic(%a: i32, %x: f32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) {overflowFlags = #arith.overflow<nuw, nsw>} : (i32, i32) -> i32
  %2 = "arith.addf"(%x, %x) {tag} : (f32, f32) -> f32
  %3 = "arith.cmpi"(%a, %a) {predicate = 4 : i64} : (i32, i32) -> i1
  %4 = "arith.truncf"(%x) <{roundingmode = 4 : i32}> : (f32) -> f16
  return
}
