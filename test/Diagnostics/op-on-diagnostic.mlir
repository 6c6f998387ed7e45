// RUN: not ir-opt %s -split-input-file -diagnostic-format=line 2>&1 | FileCheck %s
// RUN: not ir-opt %s -split-input-file -diagnostic-format=line -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// An error at an op carries the op itself, in the generic form with the
/// names of the function around it, as mlir-opt's
/// `-mlir-print-op-on-diagnostic` (on by default) does; an op of several
/// lines starts on a line of its own. The flag turns it off, and checked
/// diagnostics come without it.

// CHECK: op-on-diagnostic.mlir:[[@LINE+7]]:8: error: 'arith.addi' op expected 2 operands, but found 1
// CHECK-NEXT: op-on-diagnostic.mlir:[[@LINE+6]]:8: note: see current operation: %1 = "arith.addi"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i32
// OFF: op-on-diagnostic.mlir:[[@LINE+5]]:8: error: 'arith.addi' op expected 2 operands, but found 1
// OFF-NOT: see current operation
func.func @too_few(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  // expected-error @+1 {{expected 2 operands, but found 1}}
  %1 = "arith.addi"(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// CHECK: op-on-diagnostic.mlir:[[@LINE+9]]:8: error: 'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'
// CHECK-NEXT: op-on-diagnostic.mlir:[[@LINE+8]]:8: note: see current operation: {{$}}
// CHECK-NEXT: %0 = "scf.if"(%arg0) ({
// CHECK-NEXT:   "scf.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT:   "scf.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
func.func @not_a_condition(%a: i32) -> i32 {
  // expected-error @+1 {{operand #0 must be 1-bit signless integer}}
  %0 = "scf.if"(%a) ({
    scf.yield %a : i32
  }, {
    scf.yield %a : i32
  }) : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK: op-on-diagnostic.mlir:[[@LINE+4]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @mismatch
// CHECK-NEXT: op-on-diagnostic.mlir:[[@LINE+3]]:3: note: see current operation: "func.return"(%arg0) : (i32) -> ()
func.func @mismatch(%a: i32) -> i64 {
  // expected-error @+1 {{doesn't match function result type}}
  return %a : i32
}
