// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --sccp | FileCheck %s

/// Branches whose condition sccp finds constant only ever take one
/// successor: the others are not executable, so nothing in what they
/// alone reach is found constant, and what flows on from the taken one
/// is. As mlir-opt-22's sccp, ours only replaces values and erases the
/// ops so replaced: the branches (`cf.cond_br`, `cf.switch`, `scf.if`)
/// and the blocks they no longer reach stay, for the canonicalizer.

/// A condition computed from constants (2 + 3 == 3 is false): the
/// `cf.cond_br` stays; its false successor's argument is the folded sum,
/// a constant; the true successor keeps its argument.

// CHECK-LABEL: func.func @computed_condition
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[FALSE:[a-zA-Z0-9_.-]+]] = arith.constant false
// CHECK-NEXT:    %[[C5_I32:[a-zA-Z0-9_.-]+]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[C2_I32:[a-zA-Z0-9_.-]+]] = arith.constant 2 : i32
// CHECK-NEXT:    cf.cond_br %[[FALSE]], ^bb1(%[[ARG0]] : i32), ^bb2(%[[C5_I32]] : i32)
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  ^bb2(%[[V1:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    %[[V2:[a-zA-Z0-9_.-]+]] = arith.muli %[[C5_I32]], %[[ARG0]] : i32
// CHECK-NEXT:    return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @computed_condition(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %c = arith.cmpi eq, %s, %c3 : i32
  cf.cond_br %c, ^t(%a : i32), ^f(%s : i32)
^t(%x: i32):
  return %x : i32
^f(%y: i32):
  %r = arith.muli %y, %a : i32
  return %r : i32
}

// -----

/// A `cf.switch` on a constant that matches a case: only that case's
/// block runs; the switch and the other blocks stay.

// CHECK-LABEL: func.func @switch_case
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[C2_I32:[a-zA-Z0-9_.-]+]] = arith.constant 2 : i32
// CHECK-NEXT:    cf.switch %[[C2_I32]] : i32, [
// CHECK-NEXT:      default: ^bb1(%[[ARG0]] : i32),
// CHECK-NEXT:      1: ^bb2,
// CHECK-NEXT:      2: ^bb3(%[[ARG1]], %[[ARG0]] : i32, i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %[[ARG0]] : i32
// CHECK-NEXT:  ^bb3(%[[V1:[a-zA-Z0-9_.-]+]]: i32, %[[V2:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    %[[V3:[a-zA-Z0-9_.-]+]] = arith.subi %[[V1]], %[[V2]] : i32
// CHECK-NEXT:    return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @switch_case(%a: i32, %b: i32) -> i32 {
  %f = arith.constant 2 : i32
  cf.switch %f : i32, [
    default: ^d(%a : i32),
    1: ^one,
    2: ^two(%b, %a : i32, i32)
  ]
^d(%x: i32):
  return %x : i32
^one:
  return %a : i32
^two(%p: i32, %q: i32):
  %s = arith.subi %p, %q : i32
  return %s : i32
}

// -----

/// A `cf.switch` on a constant that matches no case takes the default.

// CHECK-LABEL: func.func @switch_default
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: memref<i32>) {
// CHECK-NEXT:    %[[C42_I32:[a-zA-Z0-9_.-]+]] = arith.constant 42 : i32
// CHECK-NEXT:    cf.switch %[[C42_I32]] : i32, [
// CHECK-NEXT:      default: ^bb1(%[[ARG0]] : i32),
// CHECK-NEXT:      1: ^bb2,
// CHECK-NEXT:      41: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    memref.store %[[V0]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[C0_I32:[a-zA-Z0-9_.-]+]] = arith.constant 0 : i32
// CHECK-NEXT:    memref.store %[[C0_I32]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_default(%a: i32, %m: memref<i32>) {
  %f = arith.constant 42 : i32
  cf.switch %f : i32, [
    default: ^d(%a : i32),
    1: ^one,
    41: ^one
  ]
^d(%x: i32):
  memref.store %x, %m[] : memref<i32>
  return
^one:
  %c0 = arith.constant 0 : i32
  memref.store %c0, %m[] : memref<i32>
  return
}

// -----

/// `scf.if` on a constant: only the `then` region of `true` runs, but the
/// value it yields is not a constant, so the op stays; `false` without an
/// `else` leaves the op with its store. Neither is inlined.

// CHECK-LABEL: func.func @scf_if
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: memref<i32>) -> i32 {
// CHECK-NEXT:    %[[FALSE:[a-zA-Z0-9_.-]+]] = arith.constant false
// CHECK-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// CHECK-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = scf.if %[[TRUE]] -> (i32) {
// CHECK-NEXT:      %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:      memref.store %[[V1]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:      scf.yield %[[V1]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %[[ARG0]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:      scf.yield %[[ARG0]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %[[FALSE]] {
// CHECK-NEXT:      memref.store %[[ARG0]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[V0]] : i32
// CHECK-NEXT:  }
func.func @scf_if(%a: i32, %m: memref<i32>) -> i32 {
  %t = arith.constant true
  %f = arith.constant false
  %r = scf.if %t -> i32 {
    %x = arith.addi %a, %a : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  }
  scf.if %f {
    memref.store %a, %m[] : memref<i32>
  }
  return %r : i32
}

// -----

/// A decided branch in a region nested in a function (here of an
/// `scf.execute_region` kept by its store) stays the same way, and the
/// argument only the taken edge feeds becomes a constant.

// CHECK-LABEL: func.func @nested_region
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: memref<i32>) {
// CHECK-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C2_I32:[a-zA-Z0-9_.-]+]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      cf.cond_br %[[TRUE]], ^bb1(%[[C2_I32]] : i32), ^bb2
// CHECK-NEXT:    ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:      memref.store %[[C4_I32]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    ^bb2:
// CHECK-NEXT:      memref.store %[[ARG0]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested_region(%a: i32, %m: memref<i32>) {
  scf.execute_region {
    %t = arith.constant true
    %c2 = arith.constant 2 : i32
    cf.cond_br %t, ^x(%c2 : i32), ^y
  ^x(%v: i32):
    %w = arith.muli %v, %v : i32
    memref.store %w, %m[] : memref<i32>
    scf.yield
  ^y:
    memref.store %a, %m[] : memref<i32>
    scf.yield
  }
  return
}

// -----

/// Code no executable edge reaches is not evaluated (its division by zero
/// and the value it passes on are never looked at) and stays as it is,
/// here a whole chain of unreachable blocks.

// CHECK-LABEL: func.func @never_executed
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[C5_I32:[a-zA-Z0-9_.-]+]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C5_I32]] : i32
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[C0_I32:[a-zA-Z0-9_.-]+]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[V0:[a-zA-Z0-9_.-]+]] = arith.divsi %[[ARG0]], %[[C0_I32]] : i32
// CHECK-NEXT:    cf.br ^bb2(%[[V0]] : i32)
// CHECK-NEXT:  ^bb2(%[[V1:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @never_executed(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  return %c : i32
^dead:
  %z = arith.constant 0 : i32
  %d = arith.divsi %a, %z : i32
  cf.br ^dead2(%d : i32)
^dead2(%q: i32):
  return %q : i32
}

// -----

/// Conditions that are not constants leave the branches alone: an unknown
/// `i1` and a poison one (poison does not pick a successor, so both stay
/// executable and `%r` meets the two values passed). On the other path a
/// `select` on a constant condition between two constants folds.
/// mlir-opt-22's sccp agrees.

// CHECK-LABEL: func.func @undecided
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK-DAG:     %[[P:.*]] = ub.poison : i1
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : i32
// CHECK:         cf.cond_br %[[C]], ^bb1, ^bb2{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.cond_br %[[P]], ^bb3(%[[A]] : i32), ^bb3(%[[B]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    "test.use"(%[[C5]]) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3(%[[A]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @undecided(%c: i1, %a: i32, %b: i32) -> i32 {
  %p = ub.poison : i1
  cf.cond_br %c, ^x, ^y
^x:
  cf.cond_br %p, ^j(%a : i32), ^j(%b : i32)
^y:
  %t = arith.constant true
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %s = arith.select %t, %c5, %c6 : i32
  "test.use"(%s) : (i32) -> ()
  cf.br ^j(%a : i32)
^j(%r: i32):
  return %r : i32
}
