// RUN: ir-opt %s --remove-dead-values | FileCheck %s

// IR-OPT-ONLY: mlir-opt-22 leaves invalid IR on each of these (a branch passing an operand its target no longer takes, func.constant of a changed signature, null operands)

/// Where MLIR's pass breaks the IR, ours stays correct.

/// A loop: the counter decides the exit and stays; the sum nothing uses
/// goes with its updates, from both branches into the loop header, though
/// the entry passes a value live elsewhere (MLIR's removes it from the
/// back edge only).
///
/// goes with its updates.

// CHECK-LABEL: func.func @loop
// CHECK-SAME:      (%[[N:.*]]: i32) {
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[Z]] : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    %[[LT:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[LT]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I]], %[[ONE]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[NEXT]] : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return
func.func @loop(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %sum: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %s = arith.addi %sum, %i : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next, %s : i32, i32)
^bb3:
  return
}

/// A private function whose symbol is taken (func.constant) keeps its
/// signature, as every call may not be seen (MLIR's changes it, and the
/// func.constant no longer verifies).

// CHECK-LABEL: func.func private @taken
// CHECK-SAME:      (%{{.*}}: i32, %{{.*}}: i32) -> i32
func.func private @taken(%a: i32, %b: i32) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func @takes
// CHECK-NEXT:    %[[F:.*]] = constant @taken : (i32, i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = call_indirect %[[F]](%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK-NEXT:    %{{.*}} = call @taken(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @takes(%x: i32) -> i32 {
  %fp = func.constant @taken : (i32, i32) -> i32
  %r = call_indirect %fp(%x, %x) : (i32, i32) -> i32
  %s = call @taken(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

/// A public function's unused argument stays, and so does what its calls
/// pass for it (MLIR's erases that and leaves the call a null operand).

// CHECK-LABEL: func.func @ignores
func.func @ignores(%a: i32) {
  return
}

// CHECK-LABEL: func.func @calls_ignores
// CHECK-SAME:      (%[[X:.*]]: i32) {
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    call @ignores(%[[Y]]) : (i32) -> ()
// CHECK-NEXT:    return
func.func @calls_ignores(%x: i32) {
  %y = arith.addi %x, %x : i32
  call @ignores(%y) : (i32) -> ()
  return
}

/// A block no branch can reach (its branch is on `true`) loses its dead
/// arguments and code; what the branch passes it goes too (MLIR's leaves
/// the return there a null operand).

// CHECK-LABEL: func.func @never_taken
// CHECK-SAME:      (%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    cf.cond_br %[[T]], ^bb1(%[[X]] : i32), ^bb2
// CHECK-NEXT:  ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT:    return %[[A]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]] : i32
func.func @never_taken(%x: i32) -> i32 {
  %true = arith.constant true
  %y = arith.addi %x, %x : i32
  cf.cond_br %true, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %s = arith.muli %b, %b : i32
  return %s : i32
}

/// An `scf.if` that only reads keeps its condition while the dead values
/// go (MLIR's erases the load defining it and leaves the `scf.if` a null
/// operand); the canonicalization then finds the emptied `scf.if` and the
/// load trivially dead.

// CHECK-LABEL: func.func @reads_only
// CHECK-NEXT:    return
func.func @reads_only(%m: memref<i1>, %n: memref<i32>) {
  %c = memref.load %m[] : memref<i1>
  scf.if %c {
    %v = memref.load %n[] : memref<i32>
  }
  return
}
