// RUN: ir-opt %s -split-input-file --gvn | FileCheck %s
// RUN: ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(gvn))' | FileCheck %s

/// Value numbering of ops without memory effects: an op equal to another
/// (same name, attributes, result types, and operands with equal numbers)
/// is replaced by it where that one dominates it; unused ops are erased
/// afterwards.

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

/// The operands of a commutative op are compared in any order, those of
/// `subi` are not. An unused op goes.

// CHECK-LABEL: func.func @commutative
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SUB1:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SUB2:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:    return %[[ADD]], %[[ADD]], %[[SUB1]], %[[SUB2]] : i32, i32, i32, i32
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %dead = arith.muli %a, %b : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

/// Ops that differ in an attribute or property (overflow flags, the
/// predicate), in a constant's type or value, or in a result type stay
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

/// A dominating op replaces its copies in the blocks it dominates (the
/// `subi` of the entry block, in both branches); the `addi`s of the two
/// branches are equal (operands in any order) but do not dominate each
/// other, and both stay.

// CHECK-LABEL: func.func @dominance
// CHECK:         %[[SUB:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[XM:.*]] = arith.muli %[[X]], %[[SUB]] : i32
// CHECK-NEXT:    return %[[XM]] : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT:    %[[YM:.*]] = arith.muli %[[SUB]], %[[Y]] : i32
// CHECK-NEXT:    return %[[YM]] : i32
func.func @dominance(%c: i1, %a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  %s1 = arith.subi %a, %b : i32
  %xm = arith.muli %x, %s1 : i32
  return %xm : i32
^bb2:
  %y = arith.addi %b, %a : i32
  %s2 = arith.subi %a, %b : i32
  %ym = arith.muli %s2, %y : i32
  return %ym : i32
}

// -----

/// Within a nested region, equal ops merge; the `then` and `else` regions
/// do not see each other, and the op after the `scf.if` does not see
/// inside it: the three `muli`s stay.

// CHECK-LABEL: func.func @nested_regions
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[M1:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:      %[[S1:.*]] = arith.addi %[[M1]], %[[M1]] : i32
// CHECK-NEXT:      scf.yield %[[S1]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[M2:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %[[M2]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[M3:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[IF]], %[[M3]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @nested_regions(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = arith.muli %a, %b : i32
    %x2 = arith.muli %b, %a : i32
    %s = arith.addi %x, %x2 : i32
    scf.yield %s : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  %z = arith.muli %a, %b : i32
  %t = arith.addi %r, %z : i32
  return %t : i32
}

// -----

/// The pass runs on every function of the module, each on its own: equal
/// ops in different functions are not related.

// CHECK-LABEL: func.func @first
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[A]], %[[A]] : i32, i32
// CHECK-LABEL: func.func @second
// CHECK-NEXT:    %[[B:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[B]], %[[B]] : i32, i32
func.func @first(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  return %0, %1 : i32, i32
}
func.func @second(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

/// GVN finds everything CSE finds. The first `addi` met in ^bb1 leads the
/// class of equal values, but ^bb2's copies are not dominated by it: they
/// are still merged with each other, as CSE would.

// CHECK-LABEL: func.func @leader_does_not_dominate
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[X]], %[[X]] : i32, i32
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[Y]], %[[Y]] : i32, i32
func.func @leader_does_not_dominate(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  return %0, %0 : i32, i32
^bb2:
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %a, %b : i32
  return %1, %2 : i32, i32
}

// -----

/// An op in a nested region equal to one that dominates its region is
/// replaced by it, and two equal `scf.if`s become one.

// CHECK-LABEL: func.func @outer_values_and_region_ops
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[IF]], %[[IF]] : i32, i32
func.func @outer_values_and_region_ops(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = scf.if %c -> i32 {
    %x = arith.addi %b, %a : i32
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %y = arith.muli %0, %0 : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %1, %2 : i32, i32
}
