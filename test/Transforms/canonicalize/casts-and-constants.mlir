// RUN: ir-opt %s -split-input-file --canonicalize | FileCheck %s

/// Constants fold and are shared at the top of the function; commutative
/// ops get their constant operand last (MLIR's order).

// CHECK-LABEL: func.func @fold_and_share
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.muli %arg0, %[[C3]] : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %arg0, %[[C3]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @fold_and_share(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %a, %0 : i32
  %2 = arith.muli %0, %a : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

// -----

/// A round trip through a type at least as wide is the identity (the
/// narrowing one, which MLIR's canonicalizer also folds, is in
/// narrowing-index-cast.mlir).

// CHECK-LABEL: func.func @index_round_trips
// CHECK-NEXT:    return %arg0, %arg0 : i32, i32
func.func @index_round_trips(%x: i32) -> (i32, i32) {
  %wide = arith.index_cast %x : i32 to index
  %same = arith.index_cast %wide : index to i32
  %wide_ui = arith.index_castui %x : i32 to index
  %same_ui = arith.index_castui %wide_ui : index to i32
  return %same, %same_ui : i32, i32
}

// -----

/// Unreachable blocks go; an argument every edge passes the same value
/// folds into a branch merge; dead ops go.

// CHECK-LABEL: func.func @regions
// CHECK-NOT:     ^bb
// CHECK:         return %arg0 : i32
func.func @regions(%a: i32) -> i32 {
  %unused = arith.addi %a, %a : i32
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}
