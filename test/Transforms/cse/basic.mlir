// RUN: ir-opt %s -split-input-file --cse | FileCheck %s
// RUN: ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s

/// Ops without memory effects: an op equal to a dominating one (same name,
/// attributes, result types and operands) is replaced by it, and a use of
/// the replaced op then makes its users equal too. These CHECK lines hold
/// for MLIR's `mlir-opt --cse` as well.

/// Two identical ops become one, and so do the ops that use them.

// CHECK-LABEL: func.func @duplicates
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[MUL:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT:    return %[[MUL]], %[[MUL]] : i32, i32
func.func @duplicates(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.muli %1, %1 : i32
  return %2, %3 : i32, i32
}

// -----

/// The operands of a commutative op are compared in any order; those of a
/// non-commutative op (`subi`) are not.

// CHECK-LABEL: func.func @commutative
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SUB1:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SUB2:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:    return %[[ADD]], %[[ADD]], %[[SUB1]], %[[SUB2]] : i32, i32, i32, i32
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

/// Ops that differ in an attribute or property (overflow flags, the
/// predicate: `slt %a, %b` and `sgt %b, %a` compute the same but are not
/// the same op), in a constant's type or value, or in a result type stay
/// apart; only the exact duplicates merge.

// CHECK-LABEL: func.func @attributes_and_types
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[NSW:.*]] = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    %[[SLT:.*]] = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SGT:.*]] = arith.cmpi sgt, %arg1, %arg0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C1_64:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[I32:.*]] = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:    %[[I64:.*]] = arith.index_cast %arg2 : index to i64
// CHECK-NEXT:    return %[[ADD]], %[[NSW]], %[[SLT]], %[[SGT]], %[[SLT]], %[[C1]], %[[C1]], %[[C1_64]], %[[C2]], %[[I32]], %[[I64]], %[[I32]] :
func.func @attributes_and_types(%a: i32, %b: i32, %i: index)
    -> (i32, i32, i1, i1, i1, i32, i32, i64, i32, i32, i64, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sgt, %b, %a : i32
  %4 = arith.cmpi slt, %a, %b : i32
  %c1 = arith.constant 1 : i32
  %c1_dup = arith.constant 1 : i32
  %c1_64 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i32
  %5 = arith.index_cast %i : index to i32
  %6 = arith.index_cast %i : index to i64
  %7 = arith.index_cast %i : index to i32
  return %0, %1, %2, %3, %4, %c1, %c1_dup, %c1_64, %c2, %5, %6, %7
      : i32, i32, i1, i1, i1, i32, i32, i64, i32, i32, i64, i32
}

// -----

/// Ops with side effects are never merged: each `memref.alloc` is a new
/// buffer and each call may return something else. The pure `addi`s of
/// the two results (operands swapped) still merge.

// CHECK-LABEL: func.func @side_effects
// CHECK-NEXT:    %[[A1:.*]] = memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT:    %[[A2:.*]] = memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT:    %[[R1:.*]] = call @next() : () -> i32
// CHECK-NEXT:    %[[R2:.*]] = call @next() : () -> i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R1]], %[[R2]] : i32
// CHECK-NEXT:    return %[[A1]], %[[A2]], %[[S]], %[[S]] :
func.func @side_effects(%n: index) -> (memref<?xi32>, memref<?xi32>, i32, i32) {
  %0 = memref.alloc(%n) : memref<?xi32>
  %1 = memref.alloc(%n) : memref<?xi32>
  %2 = func.call @next() : () -> i32
  %3 = func.call @next() : () -> i32
  %4 = arith.addi %2, %3 : i32
  %5 = arith.addi %3, %2 : i32
  return %0, %1, %4, %5 : memref<?xi32>, memref<?xi32>, i32, i32
}
func.func private @next() -> i32

// -----

/// Ops without uses and without effects are erased on the way: the unused
/// `muli` goes, and so does the unused `addi %a, %b` (before it could
/// replace the `addi %b, %a` that is used).

// CHECK-LABEL: func.func @dead_ops
// CHECK-NOT:     arith.muli
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT:    return %[[ADD]] : i32
func.func @dead_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %b, %a : i32
  return %2 : i32
}

// -----

/// Blocks see the ops of the blocks that dominate them: `^bb1` and `^bb2`
/// reuse the entry block's `subi`. Ops in the sibling blocks `^bb1` and
/// `^bb2` do not dominate each other nor the join `^bb3`, so each keeps its
/// `addi`, while the second `addi` in `^bb3` reuses the first one there.

// CHECK-LABEL: func.func @dominance
// CHECK:         %[[SUB:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[X]], %[[SUB]] : i32, i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[Y]], %[[SUB]] : i32, i32)
// CHECK:       ^bb3(%[[Z:.*]]: i32, %[[S:.*]]: i32):
// CHECK-NEXT:    %[[W:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[Z]], %[[S]], %[[W]], %[[W]], %[[SUB]] : i32, i32, i32, i32, i32
func.func @dominance(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %s = arith.subi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  %s1 = arith.subi %a, %b : i32
  cf.br ^bb3(%x, %s1 : i32, i32)
^bb2:
  %y = arith.addi %a, %b : i32
  %s2 = arith.subi %a, %b : i32
  cf.br ^bb3(%y, %s2 : i32, i32)
^bb3(%z: i32, %t: i32):
  %w = arith.addi %a, %b : i32
  %v = arith.addi %a, %b : i32
  return %z, %t, %w, %v, %s : i32, i32, i32, i32, i32
}
