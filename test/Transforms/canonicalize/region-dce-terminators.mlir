// RUN: ir-opt %s --canonicalize | FileCheck %s

/// Canonicalize's region simplification follows MLIR's region DCE: every
/// terminator is live, also inside an op that is itself dead, and so is
/// what it uses; a pure op with regions goes when its results are unused,
/// with what is inside it.

/// The block argument `%flag` feeds only the `scf.index_switch` whose
/// result comes back to it, but the switch's `scf.yield` uses it: it
/// stays, as mlir-opt-22 keeps it.
// CHECK-LABEL: func.func @cycle_through_a_yield
// CHECK:         ^bb1(%{{.*}}: i64, %[[FLAG:.*]]: i1):
// CHECK:         scf.index_switch
// CHECK:         scf.yield %[[FLAG]] : i1
func.func @cycle_through_a_yield(%x: index, %n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %false = arith.constant false
  cf.br ^bb1(%c0, %false : i64, i1)
^bb1(%i: i64, %flag: i1):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %f = scf.index_switch %x -> i1
  case 0 {
    scf.yield %false : i1
  }
  default {
    scf.yield %flag : i1
  }
  %next = arith.addi %i, %c1 : i64
  cf.br ^bb1(%next, %f : i64, i1)
^bb3:
  return %i : i64
}

/// A pure loop whose results are unused goes, its yield with it.
// CHECK-LABEL: func.func @unused_pure_loop
// CHECK-NEXT:    return
func.func @unused_pure_loop(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  }
  return
}

/// A loop holding a call stays (the call may have effects).
// CHECK-LABEL: func.func @loop_with_a_call
// CHECK:         scf.for
// CHECK-NEXT:      func.call @effect()
func.func private @effect()
func.func @loop_with_a_call(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @effect() : () -> ()
  }
  return
}
