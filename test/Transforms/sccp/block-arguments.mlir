// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --sccp | FileCheck %s

/// Block arguments have a lattice value like any other value: the meet of
/// what each executable edge into the block passes. Edges that never run
/// do not count (SCCP is optimistic), so a value can be found constant
/// around a loop that only a pessimistic analysis would give up on. An
/// argument found constant has its uses replaced and stays, unused, in
/// the block and the branches into it, as in mlir-opt-22's sccp.

/// Both edges into the join pass 3 (one through an intermediate block's
/// argument): `%y` is 3 and the product folds to 9. mlir-opt-22's sccp
/// finds 9 too, and leaves the arguments.

// CHECK-LABEL: func.func @same_constant_on_every_edge
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i1) -> i32 {
// CHECK-NEXT:    %[[C9_I32:[a-zA-Z0-9_.-]+]] = arith.constant 9 : i32
// CHECK-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// CHECK-NEXT:    cf.cond_br %[[ARG0]], ^bb1(%[[C3_I32]] : i32), ^bb2
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    cf.br ^bb3(%[[C3_I32]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[C3_I32]] : i32)
// CHECK-NEXT:  ^bb3(%[[V1:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    return %[[C9_I32]] : i32
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

/// Edges are between blocks, not successors, as in mlir-opt-22's sccp:
/// the `true` successor, which passes the unknown `%arg`, never runs, but
/// the `false` one reaches the same block, so the edge runs and both
/// successors' operands meet: `%y` is not a constant.

// CHECK-LABEL: func.func @not_taken_edge_ignored
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[FALSE:[a-zA-Z0-9_.-]+]] = arith.constant false
// CHECK-NEXT:    cf.cond_br %[[FALSE]], ^bb1(%[[ARG0]] : i32), ^bb1(%[[C3_I32]] : i32)
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[V0]] : i32
// CHECK-NEXT:    return %[[V1]] : i32
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
/// mlir-opt-22's sccp finds the same; `%k` stays, unused.

// CHECK-LABEL: func.func @loop_invariant_argument
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[C1_I32:[a-zA-Z0-9_.-]+]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C5_I32:[a-zA-Z0-9_.-]+]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[C0_I32:[a-zA-Z0-9_.-]+]] = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[C0_I32]], %[[C5_I32]] : i32, i32)
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32, %[[V1:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    %[[V2:[a-zA-Z0-9_.-]+]] = arith.cmpi slt, %[[V0]], %[[ARG0]] : i32
// CHECK-NEXT:    cf.cond_br %[[V2]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[V3:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[C1_I32]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[V3]], %[[C5_I32]] : i32, i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[V4:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[C5_I32]] : i32
// CHECK-NEXT:    return %[[V4]] : i32
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
/// runs, so it stays 1. mlir-opt-22's sccp finds `%x` = 1 too; the
/// decided branch and the `else` block with its store stay.

// CHECK-LABEL: func.func @optimistic_loop
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32, %[[ARG1:[a-zA-Z0-9_.-]+]]: memref<i32>) -> i32 {
// CHECK-NEXT:    %[[TRUE:[a-zA-Z0-9_.-]+]] = arith.constant true
// CHECK-NEXT:    %[[C0_I32:[a-zA-Z0-9_.-]+]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1_I32:[a-zA-Z0-9_.-]+]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[C1_I32]], %[[C0_I32]] : i32, i32)
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32, %[[V1:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    %[[V2:[a-zA-Z0-9_.-]+]] = arith.cmpi slt, %[[V1]], %[[ARG0]] : i32
// CHECK-NEXT:    cf.cond_br %[[V2]], ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.cond_br %[[TRUE]], ^bb3, ^bb4
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    cf.br ^bb5(%[[C1_I32]] : i32)
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:    %[[C2_I32:[a-zA-Z0-9_.-]+]] = arith.constant 2 : i32
// CHECK-NEXT:    memref.store %[[C2_I32]], %[[ARG1]][] : memref<i32>
// CHECK-NEXT:    cf.br ^bb5(%[[C2_I32]] : i32)
// CHECK-NEXT:  ^bb5(%[[V3:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    %[[V4:[a-zA-Z0-9_.-]+]] = arith.addi %[[V1]], %[[C1_I32]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[C1_I32]], %[[V4]] : i32, i32)
// CHECK-NEXT:  ^bb6:
// CHECK-NEXT:    return %[[C1_I32]] : i32
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
// CHECK-SAME:  (%[[ARG0:[a-zA-Z0-9_.-]+]]: i32) -> i32 {
// CHECK-NEXT:    %[[C4_I32:[a-zA-Z0-9_.-]+]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C3_I32:[a-zA-Z0-9_.-]+]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[C1_I32:[a-zA-Z0-9_.-]+]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.switch %[[C1_I32]] : i32, [
// CHECK-NEXT:      default: ^bb1(%[[ARG0]] : i32),
// CHECK-NEXT:      1: ^bb1(%[[C3_I32]] : i32),
// CHECK-NEXT:      2: ^bb1(%[[C4_I32]] : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%[[V0:[a-zA-Z0-9_.-]+]]: i32):
// CHECK-NEXT:    %[[V1:[a-zA-Z0-9_.-]+]] = arith.addi %[[V0]], %[[V0]] : i32
// CHECK-NEXT:    return %[[V1]] : i32
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
