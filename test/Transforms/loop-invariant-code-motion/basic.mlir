// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' | FileCheck %s
// RUN: ir-opt %s --loop-invariant-code-motion | FileCheck %s

/// Ops whose operands are all defined outside the loop, which touch no
/// memory and may run speculatively (the loop may run no iteration), move
/// right before the loop, in their order; ops that use the induction
/// variable, a loop-carried value or a hoisted-then-unhoistable value stay.
/// These CHECK lines hold for mlir-opt-22 too.

func.func private @use(i32)

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[ADD:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[MUL:.*]] = arith.muli %[[ADD]], %[[ADD]] : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[MUL]], %[[ADD]] : i32
// CHECK-NEXT:    %[[R:.*]] = scf.for %[[IV:.*]] = %arg2 to %arg3 step %arg4 iter_args(%[[ACC:.*]] = %arg0) -> (i32) {
// CHECK-NEXT:      %[[I:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[SUM]], %[[I]] : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %[[ACC]], %[[X]] : i32
// CHECK-NEXT:      scf.yield %[[Y]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @chain(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> i32 {
    %add = arith.addi %a, %b : i32
    %mul = arith.muli %add, %add : i32
    %sum = arith.addi %mul, %add : i32
    %ii = arith.index_cast %i : index to i32
    %x = arith.addi %sum, %ii : i32
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

/// A division may trap: it leaves the loop only when its divisor is a
/// constant that cannot make it undefined (not 0, and not -1 for signed
/// ones).

// CHECK-LABEL: func.func @divisions
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i32
// CHECK-DAG:     %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    %[[D2:.*]] = arith.divsi %arg0, %[[C2]] : i32
// CHECK-NEXT:    %[[U1:.*]] = arith.divui %arg0, %[[CM1]] : i32
// CHECK-NEXT:    %[[C2U:.*]] = arith.ceildivui %arg0, %[[C2]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[DV:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:      %[[DM1:.*]] = arith.divsi %arg0, %[[CM1]] : i32
// CHECK-NEXT:      %[[U0:.*]] = arith.divui %arg0, %[[C0]] : i32
// CHECK-NEXT:      %[[CS:.*]] = arith.ceildivsi %arg0, %[[CM1]] : i32
// CHECK-NEXT:      func.call @use(%[[DV]]) : (i32) -> ()
func.func @divisions(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %s {
    %d2 = arith.divsi %a, %c2 : i32
    %dv = arith.divsi %a, %b : i32
    %dm1 = arith.divsi %a, %cm1 : i32
    %u1 = arith.divui %a, %cm1 : i32
    %u0 = arith.divui %a, %c0 : i32
    %cu = arith.ceildivui %a, %c2 : i32
    %cs = arith.ceildivsi %a, %cm1 : i32
    func.call @use(%dv) : (i32) -> ()
    func.call @use(%d2) : (i32) -> ()
    func.call @use(%dm1) : (i32) -> ()
    func.call @use(%u1) : (i32) -> ()
    func.call @use(%u0) : (i32) -> ()
    func.call @use(%cu) : (i32) -> ()
    func.call @use(%cs) : (i32) -> ()
  }
  return
}

/// Ops touching memory stay, however invariant their operands: a load, an
/// allocation, a call.

// CHECK-LABEL: func.func @memory
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[L:.*]] = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:      %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:      func.call @use(%[[L]]) : (i32) -> ()
func.func @memory(%m: memref<i32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %l = memref.load %m[] : memref<i32>
    %a = memref.alloca() : memref<i32>
    func.call @use(%l) : (i32) -> ()
  }
  return
}

/// An op with regions leaves when everything in it is speculatable and
/// free of memory effects and uses only values from outside the loop (or
/// its own): an `scf.if` of arithmetic does; one holding a division by a
/// variable or a load does not; an `scf.for` of constant step 1 does (it
/// terminates), one of unknown step does not; `scf.while`,
/// `scf.index_switch` and `scf.execute_region` never do.

// CHECK-LABEL: func.func @regions
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg2 -> (i32) {
// CHECK-NEXT:      arith.addi %arg0, %arg1 : i32
// CHECK:         %[[FOR:.*]] = scf.for %{{.*}} = %arg4 to %arg5 step %[[C1]] iter_args
// CHECK:         scf.for %{{.*}} = %arg4 to %arg5 step %arg6 {
// CHECK-NEXT:      scf.if %arg2 -> (i32) {
// CHECK-NEXT:        arith.divsi %arg0, %arg1 : i32
// CHECK:           scf.if %arg2 -> (i32) {
// CHECK-NEXT:        memref.load %arg3[] : memref<i32>
// CHECK:           scf.for %{{.*}} = %arg4 to %arg5 step %arg6 iter_args
// CHECK:           scf.while
// CHECK:           scf.index_switch
// CHECK:           scf.execute_region
func.func @regions(%a: i32, %b: i32, %c: i1, %m: memref<i32>, %lb: index, %ub: index, %s: index, %n: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %s {
    %pure = scf.if %c -> i32 {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %div = scf.if %c -> i32 {
      %x = arith.divsi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %load = scf.if %c -> i32 {
      %x = memref.load %m[] : memref<i32>
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %step1 = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %a) -> i32 {
      %y = arith.addi %acc, %b : i32
      scf.yield %y : i32
    }
    %steps = scf.for %j = %lb to %ub step %s iter_args(%acc = %a) -> i32 {
      %y = arith.addi %acc, %b : i32
      scf.yield %y : i32
    }
    %while = scf.while (%w = %a) : (i32) -> i32 {
      %cond = arith.cmpi slt, %w, %b : i32
      scf.condition(%cond) %w : i32
    } do {
    ^bb0(%w2: i32):
      scf.yield %w2 : i32
    }
    %switch = scf.index_switch %n -> i32
    case 1 {
      scf.yield %a : i32
    }
    default {
      scf.yield %b : i32
    }
    %region = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    func.call @use(%pure) : (i32) -> ()
    func.call @use(%div) : (i32) -> ()
    func.call @use(%load) : (i32) -> ()
    func.call @use(%step1) : (i32) -> ()
    func.call @use(%steps) : (i32) -> ()
    func.call @use(%while) : (i32) -> ()
    func.call @use(%switch) : (i32) -> ()
    func.call @use(%region) : (i32) -> ()
  }
  return
}

/// Inner loops first: an op invariant in both loops leaves the inner loop,
/// then the outer one; one using the outer induction variable stops
/// between them.

// CHECK-LABEL: func.func @nest
// CHECK-NEXT:    %[[BOTH:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    scf.for %[[I:.*]] = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:      %[[I32:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[OUTER:.*]] = arith.addi %[[I32]], %[[BOTH]] : i32
// CHECK-NEXT:      scf.for %{{.*}} = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:        func.call @use(%[[OUTER]]) : (i32) -> ()
func.func @nest(%a: i32, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %both = arith.muli %a, %a : i32
      %i32 = arith.index_cast %i : index to i32
      %outer = arith.addi %i32, %both : i32
      func.call @use(%outer) : (i32) -> ()
    }
  }
  return
}

/// Both regions of `scf.while` are its loop: invariant ops of either leave.

// CHECK-LABEL: func.func @while
// CHECK-NEXT:    %[[K:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[W:.*]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[W]], %[[K]] : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[W]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[W2:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[W2]], %[[D]] : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
func.func @while(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%w = %a) : (i32) -> i32 {
    %k = arith.muli %a, %b : i32
    %cond = arith.cmpi slt, %w, %k : i32
    scf.condition(%cond) %w : i32
  } do {
  ^bb0(%w2: i32):
    %d = arith.subi %b, %a : i32
    %n = arith.addi %w2, %d : i32
    scf.yield %n : i32
  }
  return %r : i32
}
