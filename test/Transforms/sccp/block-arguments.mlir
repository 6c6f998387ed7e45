// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --sccp | FileCheck %s

/// Block arguments have a lattice value like any other value: the meet of
/// what each executable edge into the block passes. Edges that never run
/// do not count (SCCP is optimistic), so a value can be found constant
/// around a loop that only a pessimistic analysis would give up on. An
/// argument found constant is replaced, and sccp then removes it from the
/// block and from the branches into it (mlir-opt-22's sccp leaves it
/// there, unused).

/// Both edges into the join pass 3 (one through an intermediate block's
/// argument): `%y` is 3 and the product folds to 9. mlir-opt-22's sccp
/// finds 9 too; ours goes further and removes the arguments.

// CHECK-LABEL: func.func @same_constant_on_every_edge
// CHECK-SAME:      (%[[C:.*]]: i1) -> i32
// CHECK-NEXT:    %[[C9:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return %[[C9]] : i32
// CHECK-NEXT:  }
func.func @same_constant_on_every_edge(%c: i1) -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 3 : i32
  cf.cond_br %c, ^l(%a : i32), ^r
^l(%x: i32):
  cf.br ^j(%x : i32)
^r:
  cf.br ^j(%b : i32)
^j(%y: i32):
  %z = arith.muli %y, %y : i32
  return %z : i32
}

// -----

/// Two different constants meet: the argument is not a constant, it stays
/// and so does the op using it; the sum of the two constants beside it
/// folds (mlir-opt-22's sccp agrees).

// CHECK-LABEL: func.func @different_constants
// CHECK-SAME:      (%[[C:.*]]: i1) -> (i32, i32)
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NOT:     arith.addi
// CHECK:         cf.cond_br %[[C]], ^bb1(%[[C3]] : i32), ^bb1(%[[C4]] : i32)
// CHECK-NEXT:  ^bb1(%[[Y:.*]]: i32):
// CHECK-NEXT:    %[[Z:.*]] = arith.muli %[[Y]], %[[Y]] : i32
// CHECK-NEXT:    return %[[Z]], %[[C7]] : i32, i32
// CHECK-NEXT:  }
func.func @different_constants(%c: i1) -> (i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %s = arith.addi %a, %b : i32
  cf.cond_br %c, ^j(%a : i32), ^j(%b : i32)
^j(%y: i32):
  %z = arith.muli %y, %y : i32
  return %z, %s : i32, i32
}

// -----

/// Only executable edges count, each successor of a branch on its own:
/// the `true` edge, which would pass the unknown `%arg`, never runs, so
/// `%y` is 3 although both edges reach the same block. mlir-opt-22's sccp
/// counts edges between blocks, not successors, and gives up here; ours
/// also makes the branch unconditional.

// CHECK-LABEL: func.func @not_taken_edge_ignored
// CHECK-SAME:      (%[[ARG:.*]]: i32) -> i32
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    cf.br ^bb1{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %[[C6]] : i32
// CHECK-NEXT:  }
func.func @not_taken_edge_ignored(%arg: i32) -> i32 {
  %f = arith.constant false
  %a = arith.constant 3 : i32
  cf.cond_br %f, ^j(%arg : i32), ^j(%a : i32)
^j(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}

// -----

/// Around a loop: `%k` enters as 5 and comes back as `%k * 1`, which is 5
/// again, so it is a constant; the counter `%i` enters as 0 and comes back
/// incremented, so it is not, and stays with the ops it feeds.
/// mlir-opt-22's sccp finds the same; ours also removes `%k`.

// CHECK-LABEL: func.func @loop_invariant_argument
// CHECK-SAME:      (%[[N:.*]]: i32) -> i32
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : i32
// CHECK:         cf.br ^bb1(%[[C0]] : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^bb2, ^bb3{{$}}
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[I2:.*]] = arith.addi %[[I]], %[[C1]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[I2]] : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[I]], %[[C5]] : i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @loop_invariant_argument(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^h(%c0, %c5 : i32, i32)
^h(%i: i32, %k: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^b, ^e
^b:
  %c1 = arith.constant 1 : i32
  %i2 = arith.addi %i, %c1 : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^h(%i2, %k2 : i32, i32)
^e:
  %r = arith.addi %i, %k : i32
  return %r : i32
}

// -----

/// The optimism Wegman-Zadeck is for: `%x` enters the loop as 1; while it
/// is 1 the `else` block, the only place that could change it, never
/// runs, so it stays 1. mlir-opt-22's sccp finds `%x` = 1 too; ours also
/// rewrites the decided branch and erases the `else` block with its store.

// CHECK-LABEL: func.func @optimistic_loop
// CHECK-SAME:      (%[[N:.*]]: i32, %[[M:.*]]: memref<i32>) -> i32
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK:         cf.br ^bb1(%[[C0]] : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^bb2, ^bb5{{$}}
// CHECK-NOT:     arith.cmpi eq
// CHECK-NOT:     memref.store
// CHECK:         %[[I2:.*]] = arith.addi %[[I]], %[[C1]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[I2]] : i32)
// CHECK-NEXT:  ^bb5:
// CHECK-NEXT:    return %[[C1]] : i32
// CHECK-NEXT:  }
func.func @optimistic_loop(%n: i32, %m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  cf.br ^h(%c1, %c0 : i32, i32)
^h(%x: i32, %i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %is1 = arith.cmpi eq, %x, %c1 : i32
  cf.cond_br %is1, ^then, ^else
^then:
  cf.br ^latch(%c1 : i32)
^else:
  %c2 = arith.constant 2 : i32
  memref.store %c2, %m[] : memref<i32>
  cf.br ^latch(%c2 : i32)
^latch(%y: i32):
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^h(%y, %i2 : i32, i32)
^exit:
  return %x : i32
}

// -----

/// A `cf.switch` on a constant: only the taken case's edge counts, so the
/// argument is 3, although the default and another case pass other values
/// to the same block. (mlir-opt-22's sccp counts the edge between the
/// blocks and does not find it.)

// CHECK-LABEL: func.func @switch_taken_case_only
// CHECK-SAME:      (%{{.*}}: i32) -> i32
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    cf.br ^bb1{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %[[C6]] : i32
// CHECK-NEXT:  }
func.func @switch_taken_case_only(%a: i32) -> i32 {
  %f = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  cf.switch %f : i32, [
    default: ^j(%a : i32),
    1: ^j(%c3 : i32),
    2: ^j(%c4 : i32)
  ]
^j(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// -----

/// An edge from a terminator that does not say which operands it forwards
/// (an unregistered op) makes the argument unknowable, though the other
/// edge passes the same constant: the argument and the op using it stay,
/// while `3 * 3` in the same block folds (mlir-opt-22's sccp agrees).

// CHECK-LABEL: func.func @opaque_edge
// CHECK-SAME:      (%[[C:.*]]: i1) -> i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : i32
// CHECK:         cf.cond_br %[[C]], ^bb1, ^bb2{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "foo.br"(%[[C3]])[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[C3]] : i32)
// CHECK-NEXT:  ^bb3(%[[X:.*]]: i32):
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[X]], %[[C9]] : i32
// CHECK-NEXT:    return %[[Y]] : i32
// CHECK-NEXT:  }
func.func @opaque_edge(%c: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  cf.cond_br %c, ^a, ^b
^a:
  "foo.br"(%c3)[^j] : (i32) -> ()
^b:
  cf.br ^j(%c3 : i32)
^j(%x: i32):
  %n = arith.muli %c3, %c3 : i32
  %y = arith.addi %x, %n : i32
  return %y : i32
}
