// RUN: ir-opt %s -split-input-file --dce | FileCheck %s

/// Values that only feed themselves around a loop are dead though each has
/// a use: the cycle goes whole, with the header's argument and the operand
/// each branch passes to it. What the loop's exit and its side effects need
/// stays.

/// Two dead cycles: `%acc` (multiplied around the loop) and `%acc2` (which
/// also reads `%acc`'s update), and the exit block's argument no one
/// reads. The counter stays: the exit condition and the result need it.

// CHECK-LABEL: func.func @dead_cycles
// CHECK-SAME:      (%[[N:.*]]: i32, %[[X:.*]]: i32) -> i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[C0]] : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^bb2, ^bb3{{$}}
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I]], %[[C1]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[NEXT]] : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return %[[I]] : i32
// CHECK-NEXT:  }
func.func @dead_cycles(%n: i32, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %x, %x : i32, i32, i32)
^loop(%i: i32, %acc: i32, %acc2: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit(%acc : i32)
^body:
  %next = arith.addi %i, %c1 : i32
  %t = arith.muli %acc, %x : i32
  %u = arith.muli %acc2, %t : i32
  cf.br ^loop(%next, %t, %u : i32, i32, i32)
^exit(%r: i32):
  return %i : i32
}

// -----

/// A store in the loop keeps the value it stores, hence its whole cycle;
/// the cycle beside it, which nothing stores, goes. The loop's own
/// condition stays.

// CHECK-LABEL: func.func @stored_cycle
// CHECK-SAME:      (%[[A:.*]]: i32, %[[C:.*]]: i1, %[[M:.*]]: memref<i32>)
// CHECK-NEXT:    cf.br ^bb1(%[[A]] : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    %[[X2:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    memref.store %[[X2]], %[[M]][] : memref<i32>
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1(%[[X2]] : i32), ^bb2{{$}}
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func @stored_cycle(%a: i32, %c: i1, %m: memref<i32>) {
  cf.br ^l(%a, %a : i32, i32)
^l(%x: i32, %y: i32):
  %x2 = arith.addi %x, %x : i32
  %y2 = arith.muli %y, %x2 : i32
  memref.store %x2, %m[] : memref<i32>
  cf.cond_br %c, ^l(%x2, %y2 : i32, i32), ^e
^e:
  return
}

// -----

/// The same in structured form: an `scf.for` whose result is unused and
/// whose body has no side effect goes whole; one whose result is returned
/// stays, without the dead op in its body.

// CHECK-LABEL: func.func @structured_loops
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.constant 10 : index
// CHECK-NEXT:    %[[ST:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{[a-z0-9_]+}} = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%[[S:.*]] = %[[A]]) -> (i32) {
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[S]], %[[A]] : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @structured_loops(%a: i32) -> i32 {
  %lb = arith.constant 0 : index
  %ub = arith.constant 10 : index
  %st = arith.constant 1 : index
  %r = scf.for %iv = %lb to %ub step %st iter_args(%s = %a) -> (i32) {
    %d = arith.muli %s, %s : i32
    %n = arith.addi %s, %a : i32
    scf.yield %n : i32
  }
  %unused = scf.for %iv = %lb to %ub step %st iter_args(%s = %a) -> (i32) {
    %n = arith.muli %s, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}
