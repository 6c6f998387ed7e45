// RUN: ir-opt %s -split-input-file | FileCheck %s
// RUN: ir-opt %s -split-input-file | ir-opt -split-input-file | FileCheck %s

/// The integer arithmetic ops in their custom forms, as mlir-opt-22 prints them.

/// `arith.addi` on i32, index and vectors, without and with overflow flags
/// (written `nuw, nsw`, printed `nsw, nuw`).
// CHECK-LABEL: func.func @addi(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi16>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %arg3, %arg3 overflow<nsw, nuw> : vector<4xi16>
// CHECK-NEXT: %3 = arith.addi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @addi(%a: i32, %b: i32, %i: index, %v: vector<4xi16>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %i, %i overflow<nsw> : index
  %2 = arith.addi %v, %v overflow<nuw, nsw> : vector<4xi16>
  %3 = arith.addi %a, %b overflow<nuw> : i32
  return
}

// -----

/// `arith.subi` on i32, index and vectors, without and with overflow flags
/// (written `nuw, nsw`, printed `nsw, nuw`).
// CHECK-LABEL: func.func @subi(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi16>) {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg2, %arg2 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.subi %arg3, %arg3 overflow<nsw, nuw> : vector<4xi16>
// CHECK-NEXT: %3 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @subi(%a: i32, %b: i32, %i: index, %v: vector<4xi16>) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %i, %i overflow<nsw> : index
  %2 = arith.subi %v, %v overflow<nuw, nsw> : vector<4xi16>
  %3 = arith.subi %a, %b overflow<nuw> : i32
  return
}

// -----

/// `arith.muli` on i32, index and vectors, without and with overflow flags
/// (written `nuw, nsw`, printed `nsw, nuw`).
// CHECK-LABEL: func.func @muli(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi16>) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg2, %arg2 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : vector<4xi16>
// CHECK-NEXT: %3 = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @muli(%a: i32, %b: i32, %i: index, %v: vector<4xi16>) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %i, %i overflow<nsw> : index
  %2 = arith.muli %v, %v overflow<nuw, nsw> : vector<4xi16>
  %3 = arith.muli %a, %b overflow<nuw> : i32
  return
}

// -----

/// `arith.shli` on i32, index and vectors, without and with overflow flags
/// (written `nuw, nsw`, printed `nsw, nuw`).
// CHECK-LABEL: func.func @shli(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi16>) {
// CHECK-NEXT: %0 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.shli %arg2, %arg2 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.shli %arg3, %arg3 overflow<nsw, nuw> : vector<4xi16>
// CHECK-NEXT: %3 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @shli(%a: i32, %b: i32, %i: index, %v: vector<4xi16>) {
  %0 = arith.shli %a, %b : i32
  %1 = arith.shli %i, %i overflow<nsw> : index
  %2 = arith.shli %v, %v overflow<nuw, nsw> : vector<4xi16>
  %3 = arith.shli %a, %b overflow<nuw> : i32
  return
}

// -----

/// `arith.divsi` with and without `exact`, on scalars and tensors.
// CHECK-LABEL: func.func @divsi(
// CHECK-SAME: %arg0: i64, %arg1: i64, %arg2: tensor<?x4xi8>) {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.divsi %arg0, %arg1 exact : i64
// CHECK-NEXT: %2 = arith.divsi %arg2, %arg2 : tensor<?x4xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @divsi(%a: i64, %b: i64, %t: tensor<?x4xi8>) {
  %0 = arith.divsi %a, %b : i64
  %1 = arith.divsi %a, %b exact : i64
  %2 = arith.divsi %t, %t : tensor<?x4xi8>
  return
}

// -----

/// `arith.divui` with and without `exact`, on scalars and tensors.
// CHECK-LABEL: func.func @divui(
// CHECK-SAME: %arg0: i64, %arg1: i64, %arg2: tensor<?x4xi8>) {
// CHECK-NEXT: %0 = arith.divui %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.divui %arg0, %arg1 exact : i64
// CHECK-NEXT: %2 = arith.divui %arg2, %arg2 : tensor<?x4xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @divui(%a: i64, %b: i64, %t: tensor<?x4xi8>) {
  %0 = arith.divui %a, %b : i64
  %1 = arith.divui %a, %b exact : i64
  %2 = arith.divui %t, %t : tensor<?x4xi8>
  return
}

// -----

/// `arith.shrsi` with and without `exact`, on scalars and tensors.
// CHECK-LABEL: func.func @shrsi(
// CHECK-SAME: %arg0: i64, %arg1: i64, %arg2: tensor<?x4xi8>) {
// CHECK-NEXT: %0 = arith.shrsi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.shrsi %arg0, %arg1 exact : i64
// CHECK-NEXT: %2 = arith.shrsi %arg2, %arg2 : tensor<?x4xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @shrsi(%a: i64, %b: i64, %t: tensor<?x4xi8>) {
  %0 = arith.shrsi %a, %b : i64
  %1 = arith.shrsi %a, %b exact : i64
  %2 = arith.shrsi %t, %t : tensor<?x4xi8>
  return
}

// -----

/// `arith.shrui` with and without `exact`, on scalars and tensors.
// CHECK-LABEL: func.func @shrui(
// CHECK-SAME: %arg0: i64, %arg1: i64, %arg2: tensor<?x4xi8>) {
// CHECK-NEXT: %0 = arith.shrui %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.shrui %arg0, %arg1 exact : i64
// CHECK-NEXT: %2 = arith.shrui %arg2, %arg2 : tensor<?x4xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @shrui(%a: i64, %b: i64, %t: tensor<?x4xi8>) {
  %0 = arith.shrui %a, %b : i64
  %1 = arith.shrui %a, %b exact : i64
  %2 = arith.shrui %t, %t : tensor<?x4xi8>
  return
}

// -----

/// `arith.ceildivsi` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @ceildivsi(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.ceildivsi %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.ceildivsi %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.ceildivsi %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.ceildivsi %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ceildivsi(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.ceildivsi %a, %a : i3
  %1 = arith.ceildivsi %i, %i : index
  %2 = arith.ceildivsi %v, %v : vector<[8]xi32>
  %3 = arith.ceildivsi %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.ceildivui` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @ceildivui(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.ceildivui %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.ceildivui %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.ceildivui %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.ceildivui %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ceildivui(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.ceildivui %a, %a : i3
  %1 = arith.ceildivui %i, %i : index
  %2 = arith.ceildivui %v, %v : vector<[8]xi32>
  %3 = arith.ceildivui %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.floordivsi` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @floordivsi(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.floordivsi %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.floordivsi %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.floordivsi %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.floordivsi %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @floordivsi(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.floordivsi %a, %a : i3
  %1 = arith.floordivsi %i, %i : index
  %2 = arith.floordivsi %v, %v : vector<[8]xi32>
  %3 = arith.floordivsi %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.remsi` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @remsi(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.remsi %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.remsi %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.remsi %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.remsi %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @remsi(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.remsi %a, %a : i3
  %1 = arith.remsi %i, %i : index
  %2 = arith.remsi %v, %v : vector<[8]xi32>
  %3 = arith.remsi %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.remui` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @remui(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.remui %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.remui %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.remui %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.remui %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @remui(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.remui %a, %a : i3
  %1 = arith.remui %i, %i : index
  %2 = arith.remui %v, %v : vector<[8]xi32>
  %3 = arith.remui %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.andi` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @andi(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.andi %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.andi %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.andi %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @andi(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.andi %a, %a : i3
  %1 = arith.andi %i, %i : index
  %2 = arith.andi %v, %v : vector<[8]xi32>
  %3 = arith.andi %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.ori` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @ori(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.ori %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.ori %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.ori %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.ori %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ori(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.ori %a, %a : i3
  %1 = arith.ori %i, %i : index
  %2 = arith.ori %v, %v : vector<[8]xi32>
  %3 = arith.ori %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.xori` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @xori(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.xori %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.xori %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.xori %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.xori %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @xori(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.xori %a, %a : i3
  %1 = arith.xori %i, %i : index
  %2 = arith.xori %v, %v : vector<[8]xi32>
  %3 = arith.xori %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.maxsi` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @maxsi(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.maxsi %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.maxsi %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.maxsi %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.maxsi %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @maxsi(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.maxsi %a, %a : i3
  %1 = arith.maxsi %i, %i : index
  %2 = arith.maxsi %v, %v : vector<[8]xi32>
  %3 = arith.maxsi %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.maxui` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @maxui(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.maxui %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.maxui %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.maxui %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.maxui %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @maxui(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.maxui %a, %a : i3
  %1 = arith.maxui %i, %i : index
  %2 = arith.maxui %v, %v : vector<[8]xi32>
  %3 = arith.maxui %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.minsi` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @minsi(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.minsi %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.minsi %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.minsi %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.minsi %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @minsi(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.minsi %a, %a : i3
  %1 = arith.minsi %i, %i : index
  %2 = arith.minsi %v, %v : vector<[8]xi32>
  %3 = arith.minsi %t, %t : tensor<*xi64>
  return
}

// -----

/// `arith.minui` on a narrow integer, index, a scalable vector and an unranked tensor.
// CHECK-LABEL: func.func @minui(
// CHECK-SAME: %arg0: i3, %arg1: index, %arg2: vector<[8]xi32>, %arg3: tensor<*xi64>) {
// CHECK-NEXT: %0 = arith.minui %arg0, %arg0 : i3
// CHECK-NEXT: %1 = arith.minui %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.minui %arg2, %arg2 : vector<[8]xi32>
// CHECK-NEXT: %3 = arith.minui %arg3, %arg3 : tensor<*xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @minui(%a: i3, %i: index, %v: vector<[8]xi32>, %t: tensor<*xi64>) {
  %0 = arith.minui %a, %a : i3
  %1 = arith.minui %i, %i : index
  %2 = arith.minui %v, %v : vector<[8]xi32>
  %3 = arith.minui %t, %t : tensor<*xi64>
  return
}

// -----

/// Discardable attributes print after the flags; an inherent attribute written in
/// the dictionary is printed in the custom form instead.
// CHECK-LABEL: func.func @attributes(
// CHECK-SAME: %arg0: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 {my.tag = 1 : i64} : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg0 overflow<nsw> {other} : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %3 = arith.divui %arg0, %arg0 exact : i32
// CHECK-NEXT: %4 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @attributes(%a: i32) {
  %0 = arith.addi %a, %a {my.tag = 1 : i64} : i32
  %1 = arith.subi %a, %a overflow<nsw> {other} : i32
  %2 = arith.muli %a, %a {overflowFlags = #arith.overflow<nuw>} : i32
  %3 = arith.divui %a, %a {isExact} : i32
  %4 = arith.addi %a, %a overflow<none> : i32
  return
}

// -----

/// Quoted flags and the flag `none` among others.
// CHECK-LABEL: func.func @flag_spellings(
// CHECK-SAME: %arg0: i8) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 overflow<nsw> : i8
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 overflow<nuw> : i8
// CHECK-NEXT: %2 = arith.shli %arg0, %arg0 overflow<nsw, nuw> : i8
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @flag_spellings(%a: i8) {
  %0 = arith.addi %a, %a overflow<"nsw"> : i8
  %1 = arith.muli %a, %a overflow<nuw, none> : i8
  %2 = arith.shli %a, %a overflow<nuw,nsw> : i8
  return
}

// -----

/// Wide integers: i1 and i128.
// CHECK-LABEL: func.func @wide(
// CHECK-SAME: %arg0: i1, %arg1: i128) {
// CHECK-NEXT: %0 = arith.xori %arg0, %arg0 : i1
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i128
// CHECK-NEXT: %2 = arith.maxui %arg1, %arg1 : i128
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @wide(%a: i1, %b: i128) {
  %0 = arith.xori %a, %a : i1
  %1 = arith.muli %b, %b : i128
  %2 = arith.maxui %b, %b : i128
  return
}
