// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --sccp | FileCheck %s

/// Branches whose condition sccp finds constant only ever take one
/// successor: the others are not executable, and what they alone reach is
/// erased. Unlike mlir-opt-22's sccp, which only erases what it proves
/// dead and leaves control flow alone, ours rewrites each decided branch
/// (`cf.cond_br`, `cf.switch`, `scf.if`) into its unconditional form and
/// erases the blocks no longer reachable; branches the constants do not
/// decide stay as they are (as in mlir-opt-22).

/// A condition computed from constants (2 + 3 == 3 is false): the
/// `cf.cond_br` becomes a `cf.br` to the false successor, which the
/// folded sum reaches as a constant; the true successor goes.

// CHECK-LABEL: func.func @computed_condition
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    cf.br ^bb1{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[R:.*]] = arith.muli %[[C5]], %[[A]] : i32
// CHECK-NEXT:    return %[[R]] : i32
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

/// A `cf.switch` on a constant that matches a case: a `cf.br` to that
/// case's block, passing that case's operands; the default's block and
/// the other case's go.

// CHECK-LABEL: func.func @switch_case
// CHECK-SAME:      (%[[A:.*]]: i32, %[[B:.*]]: i32) -> i32
// CHECK-NEXT:    cf.br ^bb1(%[[B]], %[[A]] : i32, i32)
// CHECK-NEXT:  ^bb1(%[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK-NEXT:    %[[S:.*]] = arith.subi %[[P]], %[[Q]] : i32
// CHECK-NEXT:    return %[[S]] : i32
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
// CHECK-SAME:      (%[[A:.*]]: i32, %[[M:.*]]: memref<i32>)
// CHECK-NEXT:    cf.br ^bb1(%[[A]] : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    memref.store %[[X]], %[[M]][] : memref<i32>
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

/// `scf.if` on a constant: `true` inlines the `then` region in place of
/// the op (its result becomes what that region yields); `false` without
/// an `else` erases the op with its store.

// CHECK-LABEL: func.func @scf_if
// CHECK-SAME:      (%[[A:.*]]: i32, %[[M:.*]]: memref<i32>) -> i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    memref.store %[[X]], %[[M]][] : memref<i32>
// CHECK-NEXT:    return %[[X]] : i32
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
/// `scf.execute_region` kept by its store) is rewritten the same way, and
/// the argument only the taken edge feeds becomes a constant.

// CHECK-LABEL: func.func @nested_region
// CHECK-SAME:      (%[[A:.*]]: i32, %[[M:.*]]: memref<i32>)
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      cf.br ^bb1{{$}}
// CHECK-NEXT:    ^bb1:
// CHECK-NEXT:      memref.store %[[C4]], %[[M]][] : memref<i32>
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
/// and the value it passes on are never looked at) and is erased, here a
/// whole chain of unreachable blocks.

// CHECK-LABEL: func.func @never_executed
// CHECK-SAME:      (%{{.*}}: i32) -> i32
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C5]] : i32
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
