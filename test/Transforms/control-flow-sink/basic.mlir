// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(control-flow-sink))' | FileCheck %s
// RUN: ir-opt %s --control-flow-sink | FileCheck %s

/// Ops free of memory effects whose every user is inside one region that
/// runs at most once (a branch of `scf.if`, a case of `scf.index_switch`)
/// move to the start of that region, and what only they use follows them.
/// These CHECK lines hold for mlir-opt-22 too.

func.func private @use(i32)

/// A chain used only in the `then` branch moves there, in an order that
/// keeps definitions first; an op used in both branches, and a load, stay.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[L:.*]] = memref.load %arg3[] : memref<i32>
// CHECK-NEXT:    %[[BOTH:.*]] = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg2 -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:      %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[Y]], %[[C7]] : i32
// CHECK-NEXT:      %[[U:.*]] = arith.addi %[[T]], %[[L]] : i32
// CHECK-NEXT:      %[[V:.*]] = arith.addi %[[U]], %[[BOTH]] : i32
// CHECK-NEXT:      scf.yield %[[V]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Z:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:      %[[W:.*]] = arith.addi %[[Z]], %[[BOTH]] : i32
// CHECK-NEXT:      scf.yield %[[W]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @chain(%a: i32, %b: i32, %c: i1, %m: memref<i32>) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %x : i32
  %z = arith.subi %a, %b : i32
  %c7 = arith.constant 7 : i32
  %l = memref.load %m[] : memref<i32>
  %both = arith.xori %a, %b : i32
  %r = scf.if %c -> i32 {
    %t = arith.addi %y, %c7 : i32
    %u = arith.addi %t, %l : i32
    %v = arith.addi %u, %both : i32
    scf.yield %v : i32
  } else {
    %w = arith.addi %z, %both : i32
    scf.yield %w : i32
  }
  return %r : i32
}

/// Inner region-branch ops first: an op used only in a nested `scf.if`
/// goes all the way into it.

// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg2 -> (i32) {
// CHECK-NEXT:      %[[Q:.*]] = scf.if %arg3 -> (i32) {
// CHECK-NEXT:        %[[O:.*]] = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:        scf.yield %[[O]] : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %arg0 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[Q]] : i32
func.func @nested(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  %o = arith.ori %a, %b : i32
  %r = scf.if %c -> i32 {
    %q = scf.if %d -> i32 {
      scf.yield %o : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %q : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

/// Loops run their body any number of times: nothing sinks into them, nor
/// into `scf.execute_region` (no invocation bounds), but an `scf.if` in a
/// loop is a target like any other. An op used only inside a loop nested
/// in a branch stays where it is: only the ops at the top level of a
/// region, and those sunk into it, look for their operands.

// CHECK-LABEL: func.func @loops
// CHECK-NEXT:    %[[IN_LOOP:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[DEEP:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK:         scf.for
// CHECK-NEXT:      arith.addi %{{.*}}, %[[IN_LOOP]] : i32
// CHECK:         scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %[[C5]] : i32
// CHECK:         scf.for
// CHECK-NEXT:      scf.if %arg1 -> (i32) {
// CHECK-NEXT:        %[[C9:.*]] = arith.constant 9 : i32
// CHECK-NEXT:        scf.yield %[[C9]] : i32
// CHECK:         scf.if %arg1 -> (i32) {
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        arith.addi %{{.*}}, %[[DEEP]] : i32
func.func @loops(%a: i32, %c: i1, %n: index) -> i32 {
  %in_loop = arith.addi %a, %a : i32
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %deep = arith.muli %a, %a : i32
  %lb = arith.constant 0 : index
  %one = arith.constant 1 : index
  %f = scf.for %i = %lb to %n step %one iter_args(%acc = %a) -> i32 {
    %g = arith.addi %acc, %in_loop : i32
    scf.yield %g : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %c5 : i32
  }
  %h = scf.for %i = %lb to %n step %one iter_args(%acc = %a) -> i32 {
    %k = scf.if %c -> i32 {
      scf.yield %c9 : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %k : i32
  }
  %p = scf.if %c -> i32 {
    %q = scf.for %i = %lb to %n step %one iter_args(%acc = %a) -> i32 {
      %s = arith.addi %acc, %deep : i32
      scf.yield %s : i32
    }
    scf.yield %q : i32
  } else {
    scf.yield %a : i32
  }
  func.call @use(%f) : (i32) -> ()
  func.call @use(%e) : (i32) -> ()
  func.call @use(%h) : (i32) -> ()
  return %p : i32
}

/// Each case of `scf.index_switch` runs at most once, and so does each
/// region when the selector (or an `scf.if` condition) is a constant: the
/// constants move into the cases that use them.

// CHECK-LABEL: func.func @switch
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[IF:.*]] = scf.if %[[T]] -> (i32) {
// CHECK-NEXT:      arith.addi %arg0, %arg0 : i32
// CHECK:         } else {
// CHECK-NEXT:      arith.muli %arg0, %arg0 : i32
// CHECK:         %[[S:.*]] = scf.index_switch %arg1 -> i32
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:      scf.yield %[[C3]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:      scf.yield %[[C4]] : i32
// CHECK-NEXT:    }
func.func @switch(%a: i32, %n: index) -> i32 {
  %t = arith.constant true
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %r = scf.if %t -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  %s = scf.index_switch %n -> i32
  case 1 {
    scf.yield %c3 : i32
  }
  default {
    scf.yield %c4 : i32
  }
  %sum = arith.addi %r, %s : i32
  return %sum : i32
}

/// An op with a region that touches no memory sinks whole; an op of
/// unknown effects (a call) and an `scf.if` holding a load do not.

// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    %[[CALL:.*]] = call @get() : () -> i32
// CHECK-NEXT:    %[[LOAD:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      memref.load
// CHECK:         %[[R:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[PURE:.*]] = scf.if %arg2 -> (i32) {
// CHECK-NEXT:        arith.addi %arg0, %arg0 : i32
func.func private @get() -> i32
func.func @effects(%a: i32, %c: i1, %d: i1, %m: memref<i32>) -> i32 {
  %call = func.call @get() : () -> i32
  %load = scf.if %c -> i32 {
    %l = memref.load %m[] : memref<i32>
    scf.yield %l : i32
  } else {
    scf.yield %a : i32
  }
  %pure = scf.if %d -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %r = scf.if %c -> i32 {
    %s = arith.addi %call, %load : i32
    %t = arith.addi %s, %pure : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

/// `%x` is used in the branch and by `%u` outside it; once `%u` has sunk
/// (its only user is in the branch), `%x` has no user left outside and
/// follows it.

// CHECK-LABEL: func.func @follow
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:      %[[U:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[X]], %[[U]] : i32
// CHECK-NEXT:      scf.yield %[[T]] : i32
func.func @follow(%a: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %a : i32
  %u = arith.muli %x, %x : i32
  %r = scf.if %c -> i32 {
    %t = arith.addi %x, %u : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
