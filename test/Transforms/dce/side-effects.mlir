// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --dce | FileCheck %s

/// What is live: ops that write memory or whose effects are unknown
/// (calls, unregistered ops), terminators, and everything they use,
/// transitively. Everything else goes, however long the chain of uses
/// between dead ops.

/// A chain of pure ops that only feed each other goes (the last of them
/// has no use, the others are used only by dead ops); so do a load no one
/// reads and an allocation no one uses. A store, a call (to a function
/// whose effects are unknown) and an unregistered op stay with what they
/// use, and so does the allocation a store writes to.

// CHECK-LABEL: func.func @effects
// CHECK-SAME:      (%[[A:.*]]: i32, %[[M:.*]]: memref<i32>)
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[SLOT:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %[[S]], %[[SLOT]][] : memref<i32>
// CHECK-NEXT:    %[[T:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %{{.*}} = call @ext(%[[T]]) : (i32) -> i32
// CHECK-NEXT:    %[[U:.*]] = arith.subi %[[A]], %[[S]] : i32
// CHECK-NEXT:    "test.effect"(%[[U]]) : (i32) -> ()
// CHECK-NEXT:    memref.store %[[S]], %[[M]][] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @ext(i32) -> i32
func.func @effects(%a: i32, %m: memref<i32>) {
  %s = arith.addi %a, %a : i32
  %d0 = arith.muli %s, %a : i32
  %d1 = arith.subi %d0, %a : i32
  %d2 = arith.xori %d1, %d0 : i32
  %slot = memref.alloca() : memref<i32>
  memref.store %s, %slot[] : memref<i32>
  %l = memref.load %m[] : memref<i32>
  %dl = arith.addi %l, %l : i32
  %heap = memref.alloc() : memref<i32>
  %t = arith.muli %a, %a : i32
  %r = func.call @ext(%t) : (i32) -> i32
  %u = arith.subi %a, %s : i32
  "test.effect"(%u) : (i32) -> ()
  memref.store %s, %m[] : memref<i32>
  return
}
func.func private @ext(i32) -> i32

// -----

/// Inside a live region op, dead ops go and live ones stay: the `scf.if`
/// stays for its store but loses the dead op next to it. A region op no
/// side effect needs goes whole with its regions (here an `scf.if` whose
/// result is unused).

// CHECK-LABEL: func.func @regions
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[M:.*]]: memref<i32>)
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK-NEXT:      %[[V:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      memref.store %[[V]], %[[M]][] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @regions(%c: i1, %a: i32, %m: memref<i32>) {
  scf.if %c {
    %dead = arith.muli %a, %a : i32
    %v = arith.addi %a, %a : i32
    memref.store %v, %m[] : memref<i32>
  }
  %unused = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

/// A control-flow graph nested in a live op is cleaned as a function body
/// is: the dead argument of its inner block goes, with the operands both
/// edges of the `cf.cond_br` pass to it; the unused `scf.execute_region`
/// beside it goes whole.

// CHECK-LABEL: func.func @nested_cfg
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      cf.cond_br %[[C]], ^bb1(%[[A]] : i32), ^bb1(%[[B]] : i32)
// CHECK-NEXT:    ^bb1(%[[P:.*]]: i32):
// CHECK-NEXT:      scf.yield %[[P]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @nested_cfg(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^x(%a, %b : i32, i32), ^x(%b, %a : i32, i32)
  ^x(%p: i32, %q: i32):
    %d = arith.muli %q, %q : i32
    scf.yield %p : i32
  }
  %unused = scf.execute_region -> i32 {
    cf.br ^y(%a : i32)
  ^y(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}
