// RUN: ir-opt %s -split-input-file -verify-diagnostics
// RUN: not ir-opt %s -split-input-file -diagnostic-format=line 2>&1 | FileCheck %s

/// A use its definition does not dominate is reported in mlir-opt-22's
/// words, the note saying where the definition lies from the use. A block
/// argument's note points at the argument (mlir-opt's, at the op around
/// its region).

// CHECK: error: operand #1 does not dominate this use
// CHECK: note: operand defined here (op in the same block)
func.func @same_block(%a: i32) -> i32 {
  // expected-error @below {{operand #1 does not dominate this use}}
  %0 = arith.addi %a, %1 : i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

// CHECK: error: operand #1 does not dominate this use
// CHECK: note: operand defined here (op in the same region)
func.func @same_region(%a: i32) -> i32 {
  cf.br ^bb1
^bb2:
  // expected-note @below {{operand defined here (op in the same region)}}
  %1 = arith.addi %a, %a : i32
  return %1 : i32
^bb1:
  // expected-error @below {{operand #1 does not dominate this use}}
  %0 = arith.addi %a, %1 : i32
  return %0 : i32
}

// -----

// CHECK: error: operand #1 does not dominate this use
// CHECK: note: operand defined here (op in a parent region)
func.func @parent_region(%c: i1, %a: i32) -> i32 {
  scf.if %c {
    // expected-error @below {{operand #1 does not dominate this use}}
    %2 = arith.addi %a, %1 : i32
    scf.yield
  }
  // expected-note @below {{operand defined here (op in a parent region)}}
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

// -----

// CHECK: error: operand #1 does not dominate this use
// CHECK: dominance-notes.mlir:[[@LINE+4]]:6: note: operand defined as a block argument (block #1 in a parent region)
func.func @block_argument(%c: i1, %a: i32) -> i32 {
  cf.br ^bb2
// expected-note @below {{operand defined as a block argument (block #1 in a parent region)}}
^bb1(%x: i32):
  return %x : i32
^bb2:
  scf.if %c {
    // expected-error @below {{operand #1 does not dominate this use}}
    %2 = arith.addi %a, %x : i32
    scf.yield
  }
  return %a : i32
}
