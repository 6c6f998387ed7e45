// RUN: ir-opt %s -split-input-file --mem2reg-structured | FileCheck %s

/// A static array slot accessed only at constant in-bounds indices is
/// split into one value per element (what MLIR's `sroa` does before
/// `mem2reg`); each element is promoted on its own.

// CHECK-LABEL: func.func @elements
// CHECK-NOT:     memref
// CHECK:         %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[X]], %[[P]] : i32
// CHECK-NEXT:    return %[[Y]] : i32
func.func @elements(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() : memref<2x2xi32>
  memref.store %a, %alloca[%c0, %c1] : memref<2x2xi32>
  memref.store %b, %alloca[%c1, %c0] : memref<2x2xi32>
  %0 = memref.load %alloca[%c0, %c1] : memref<2x2xi32>
  %1 = memref.load %alloca[%c1, %c0] : memref<2x2xi32>
  %2 = memref.load %alloca[%c1, %c1] : memref<2x2xi32>
  %3 = arith.addi %0, %1 : i32
  %4 = arith.addi %3, %2 : i32
  return %4 : i32
}

// -----

/// Elements merge separately: only the element stored in a branch gets a
/// block argument.

// CHECK-LABEL: func.func @element_join
// CHECK-NOT:     memref
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb2(%arg2 : i32)
// CHECK:       ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[V]], %arg1 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @element_join(%c: i1, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %alloca = memref.alloca() : memref<4xi32>
  memref.store %a, %alloca[%c0] : memref<4xi32>
  memref.store %a, %alloca[%c3] : memref<4xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %b, %alloca[%c0] : memref<4xi32>
  cf.br ^bb2
^bb2:
  %0 = memref.load %alloca[%c0] : memref<4xi32>
  %1 = memref.load %alloca[%c3] : memref<4xi32>
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

/// A single-element slot is one value whatever the index (any in-bounds
/// index is 0), as MLIR's mem2reg has it.

// CHECK-LABEL: func.func @single_element_dynamic_index
// CHECK-NEXT:    return %arg0 : i32
func.func @single_element_dynamic_index(%a: i32, %i: index) -> i32 {
  %alloca = memref.alloca() : memref<1x1xi32>
  memref.store %a, %alloca[%i, %i] : memref<1x1xi32>
  %0 = memref.load %alloca[%i, %i] : memref<1x1xi32>
  return %0 : i32
}

// -----

/// A dynamic index into an array, or a constant one out of bounds, keeps
/// the whole slot in memory.

// CHECK-LABEL: func.func @not_split
// CHECK:         %[[D:.*]] = memref.alloca() : memref<4xi32>
// CHECK:         %[[O:.*]] = memref.alloca() : memref<4xi32>
// CHECK:         memref.store %arg0, %[[D]][%arg1] : memref<4xi32>
// CHECK:         memref.load %[[D]][%c1] : memref<4xi32>
// CHECK:         memref.store %arg0, %[[O]][%c4] : memref<4xi32>
// CHECK:         memref.load %[[O]][%c1] : memref<4xi32>
func.func @not_split(%a: i32, %i: index) -> i32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %alloca = memref.alloca() : memref<4xi32>
  %alloca_0 = memref.alloca() : memref<4xi32>
  memref.store %a, %alloca[%i] : memref<4xi32>
  %0 = memref.load %alloca[%c1] : memref<4xi32>
  memref.store %a, %alloca_0[%c4] : memref<4xi32>
  %1 = memref.load %alloca_0[%c1] : memref<4xi32>
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
