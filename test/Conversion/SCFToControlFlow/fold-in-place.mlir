// RUN: ir-opt %s --convert-scf-to-cf | FileCheck %s

// The dialect conversion folds an illegal op in place before its patterns
// (MLIR's legalizeWithFold): scf.if on a negated condition decides on the
// condition itself with its regions swapped, then lowers.

// CHECK-LABEL: func.func @negated
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%arg2 : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK:       ^bb3(%[[R:.*]]: i32):
// CHECK:         return %[[R]] : i32
func.func @negated(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
