// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --dce | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --dce | ir-opt -split-input-file -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=SHARED
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --sccp | FileCheck %s --check-prefix=SHARED

/// Dead block arguments go, and with them the operands every branch passes
/// to them: only the live operands are left on each edge. The second RUN
/// line parses (and verifies) the output again and checks, in the generic
/// form, that `operandSegmentSizes` of `cf.cond_br` and `cf.switch` and the
/// `case_operand_segments` of `cf.switch` count what is left.

/// Several dead arguments of one block at once (all but `%r`), reached from
/// a `cf.switch` default and cases that pass operands, from a `cf.cond_br`
/// whose two successors are that block, and from a `cf.br`. The `f32` chain
/// that only feeds a dead op goes too; the entry block (the signature) is
/// never touched.

// CHECK-LABEL: func.func @several_dead_arguments
// CHECK-SAME:      (%[[FLAG:.*]]: i32, %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[X:.*]]: f32) -> i32
// CHECK-NEXT:    cf.switch %[[FLAG]] : i32, [
// CHECK-NEXT:      default: ^bb3(%[[B]] : i32),
// CHECK-NEXT:      1: ^bb1,
// CHECK-NEXT:      2: ^bb3(%[[A]] : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb3(%[[A]] : i32), ^bb3(%[[B]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[A]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }

// GENERIC-LABEL: sym_name = "several_dead_arguments"
// GENERIC:         "cf.switch"(%{{.*}}, %{{.*}}, %{{.*}})[^bb3, ^bb1, ^bb3] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// GENERIC:         "cf.cond_br"(%{{.*}}, %{{.*}}, %{{.*}})[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// GENERIC:         "cf.br"(%{{.*}})[^bb3] : (i32) -> ()
// GENERIC:       ^bb3(%{{.*}}: i32):
func.func @several_dead_arguments(%flag: i32, %c: i1, %a: i32, %b: i32, %x: f32) -> i32 {
  cf.switch %flag : i32, [
    default: ^join(%a, %x, %b, %a : i32, f32, i32, i32),
    1: ^mid,
    2: ^join(%b, %x, %a, %b : i32, f32, i32, i32)
  ]
^mid:
  cf.cond_br %c, ^join(%a, %x, %a, %b : i32, f32, i32, i32), ^join(%b, %x, %b, %a : i32, f32, i32, i32)
^other:
  cf.br ^join(%b, %x, %a, %b : i32, f32, i32, i32)
^join(%p: i32, %q: f32, %r: i32, %s: i32):
  %d = arith.addf %q, %q : f32
  %e = arith.mulf %d, %q : f32
  return %r : i32
}

// -----

/// One `cf.switch` reaching two blocks that lose different arguments
/// (the default and case 5 lose the first of two, cases 1 and 7 the first
/// and last of three), and a `cf.cond_br` whose two successors lose
/// arguments and whose second passes none: every segment shrinks by what
/// its own target lost.

// CHECK-LABEL: func.func @two_targets
// CHECK-SAME:      (%[[FLAG:.*]]: i32, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i1) -> i32
// CHECK-NEXT:    cf.switch %[[FLAG]] : i32, [
// CHECK-NEXT:      default: ^bb1(%[[B]] : i32),
// CHECK-NEXT:      1: ^bb2(%[[A]] : i32),
// CHECK-NEXT:      5: ^bb1(%[[A]] : i32),
// CHECK-NEXT:      7: ^bb2(%[[B]] : i32),
// CHECK-NEXT:      9: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%[[D1:.*]]: i32):
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb2(%[[D1]] : i32), ^bb3
// CHECK-NEXT:  ^bb2(%[[E1:.*]]: i32):
// CHECK-NEXT:    "test.use"(%[[E1]]) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return %[[A]] : i32

// GENERIC-LABEL: sym_name = "two_targets"
// GENERIC:         "cf.switch"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb2, ^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1, 1, 0>, case_values = dense<[1, 5, 7, 9]> : vector<4xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}>
// GENERIC:         "cf.cond_br"(%{{.*}}, %{{.*}})[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
func.func @two_targets(%flag: i32, %a: i32, %b: i32, %c: i1) -> i32 {
  cf.switch %flag : i32, [
    default: ^d(%a, %b : i32, i32),
    1: ^e(%b, %a, %b : i32, i32, i32),
    5: ^d(%b, %a : i32, i32),
    7: ^e(%a, %b, %a : i32, i32, i32),
    9: ^f
  ]
^d(%d0: i32, %d1: i32):
  cf.cond_br %c, ^e(%d0, %d1, %d0 : i32, i32, i32), ^f
^e(%e0: i32, %e1: i32, %e2: i32):
  "test.use"(%e1) : (i32) -> ()
  cf.br ^f
^f:
  return %a : i32
}

// -----

/// Arguments that only forward each other (through a chain of blocks and
/// around a loop that swaps them) are all dead: every block and branch is
/// left without arguments; the condition stays.

// CHECK-LABEL: func.func @forwarding_chain
// CHECK-SAME:      (%[[A:.*]]: i32, %[[C:.*]]: i1)
// CHECK-NEXT:    cf.br ^bb1{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb2{{$}}
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb2, ^bb3{{$}}
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return{{$}}

// GENERIC-LABEL: sym_name = "forwarding_chain"
// GENERIC:         "cf.cond_br"(%{{.*}})[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
func.func @forwarding_chain(%a: i32, %c: i1) {
  cf.br ^b1(%a : i32)
^b1(%x: i32):
  cf.br ^b2(%x, %x : i32, i32)
^b2(%y: i32, %z: i32):
  cf.cond_br %c, ^b2(%z, %y : i32, i32), ^b3(%y : i32)
^b3(%w: i32):
  return
}

// -----

/// A block one of whose predecessors is a terminator that does not say
/// which operands it forwards (an unregistered op) keeps its arguments,
/// and every branch to it keeps its operands; blocks further on still lose
/// theirs.

// CHECK-LABEL: func.func @opaque_predecessor
// CHECK-SAME:      (%[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i1)
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb2(%[[A]] : i32), ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "foo.br"(%[[B]])[^bb2] : (i32) -> ()
// CHECK-NEXT:  ^bb2(%[[X:.*]]: i32):
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return{{$}}

// GENERIC-LABEL: sym_name = "opaque_predecessor"
// GENERIC:         "cf.cond_br"(%{{.*}}, %{{.*}})[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
func.func @opaque_predecessor(%a: i32, %b: i32, %c: i1) {
  cf.cond_br %c, ^join(%a : i32), ^other
^other:
  "foo.br"(%b)[^join] : (i32) -> ()
^join(%x: i32):
  cf.br ^next(%x : i32)
^next(%y: i32):
  return
}

// -----

/// A branch that passes the same operands to several successors
/// (`test.br` passes all of them to each): an argument dead in one target
/// but live in another keeps the operand, and both arguments stay, as the
/// edges cannot be edited apart. The same IR goes through `canonicalize`
/// and `sccp`, whose region simplification removes dead arguments too.

// CHECK-LABEL: func.func @shared_operands
// CHECK-NEXT:    "test.br"(%arg0)[^bb1, ^bb2] : (i32) -> ()
// CHECK-NEXT:  ^bb1(%{{.*}}: i32):
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb2(%[[Q:.*]]: i32):
// CHECK-NEXT:    return %[[Q]] : i32
// SHARED-LABEL: func.func @shared_operands
// SHARED-NEXT:    "test.br"(%arg0)[^bb1, ^bb2] : (i32) -> ()
// SHARED:       ^bb2(%[[Q:.*]]: i32):
// SHARED-NEXT:    return %[[Q]] : i32
// GENERIC-LABEL: sym_name = "shared_operands"
// GENERIC:       "test.br"(%arg0)[^bb1, ^bb2] : (i32) -> ()
func.func @shared_operands(%a: i32) -> i32 {
  "test.br"(%a)[^x, ^y] : (i32) -> ()
^x(%p: i32):
  return %a : i32
^y(%q: i32):
  return %q : i32
}
