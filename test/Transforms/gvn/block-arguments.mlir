// RUN: ir-opt %s -split-input-file --gvn | FileCheck %s
// RUN: ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(gvn))' | FileCheck %s

/// Block-argument congruence, beyond MLIR's `cse` (which leaves block
/// arguments alone): an argument that receives the same value on every
/// incoming edge becomes that value, and arguments of a block that receive
/// equal values on every edge, loop-carried ones included, become one.
/// The arguments left without uses are removed, with the operands that
/// fed them.

/// Both edges pass `%a`: the argument is `%a` and goes.

// CHECK-LABEL: func.func @one_incoming_value
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK:       ^bb3:
// CHECK-NEXT:    return %arg1 : i32
func.func @one_incoming_value(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%z: i32):
  return %z : i32
}

// -----

/// `%z` receives `%a` on one edge and `%b` on the other, and stays; `%w`
/// receives `%a` on both (the two edges of one `cf.cond_br`), and goes.

// CHECK-LABEL: func.func @different_values
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%[[Z:.*]]: i32):
// CHECK-NEXT:    return %[[Z]], %arg1 : i32, i32
func.func @different_values(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%z: i32, %w: i32):
  return %z, %w : i32, i32
}

// -----

/// Every edge of the `cf.switch`, the default included, counts: `%x`
/// always receives `%a` and goes, `%y` receives `%b` on two edges but `%a`
/// on one and stays.

// CHECK-LABEL: func.func @switch
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg2 : i32),
// CHECK-NEXT:      0: ^bb1(%arg1 : i32),
// CHECK-NEXT:      1: ^bb1(%arg2 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%[[Y:.*]]: i32):
// CHECK-NEXT:    return %arg1, %[[Y]] : i32, i32
func.func @switch(%f: i32, %a: i32, %b: i32) -> (i32, i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a, %b : i32, i32),
    0: ^bb1(%a, %a : i32, i32),
    1: ^bb1(%a, %b : i32, i32)
  ]
^bb1(%x: i32, %y: i32):
  return %x, %y : i32, i32
}

// -----

/// `%p` and `%u` receive the same value on each edge (the `addi`, then the
/// `muli`), and so do `%q` and `%r` (`%a`, then `%b`): four arguments become
/// two, which stay apart.

// CHECK-LABEL: func.func @equal_arguments
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[S]], %arg1 : i32, i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[T:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[T]], %arg2 : i32, i32)
// CHECK:       ^bb3(%[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK-NEXT:    return %[[P]], %[[Q]], %[[Q]], %[[P]] : i32, i32, i32, i32
func.func @equal_arguments(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = arith.addi %a, %b : i32
  cf.br ^bb3(%s, %a, %a, %s : i32, i32, i32, i32)
^bb2:
  %t = arith.muli %a, %b : i32
  cf.br ^bb3(%t, %b, %b, %t : i32, i32, i32, i32)
^bb3(%p: i32, %q: i32, %r: i32, %u: i32):
  return %p, %q, %r, %u : i32, i32, i32, i32
}

// -----

/// Each branch computes its own `addi` and passes it: `%z` receives equal
/// values, but neither `addi` dominates the join, so it stays. `%t`
/// receives the entry block's `subi` (directly, or its copy in `^bb2`),
/// which dominates the join: it goes.

// CHECK-LABEL: func.func @equal_but_not_dominating
// CHECK-NEXT:    %[[S:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[X]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[Y]] : i32)
// CHECK-NEXT:  ^bb3(%[[Z:.*]]: i32):
// CHECK-NEXT:    return %[[Z]], %[[S]] : i32, i32
func.func @equal_but_not_dominating(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %s = arith.subi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  cf.br ^bb3(%x, %s : i32, i32)
^bb2:
  %y = arith.addi %a, %b : i32
  %s2 = arith.subi %a, %b : i32
  cf.br ^bb3(%y, %s2 : i32, i32)
^bb3(%z: i32, %t: i32):
  return %z, %t : i32, i32
}

// -----

/// Two loop counters that start equal and step alike (`%i + 1` and
/// `1 + %j`) are one value: one argument and one `addi` remain.

// CHECK-LABEL: func.func @loop_carried_equal
// CHECK:         cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[I]], %arg0 : i32
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I]], %{{[a-z0-9_]+}} : i32
// CHECK-NEXT:    cf.br ^bb1(%[[NEXT]] : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return %[[I]], %[[I]] : i32, i32
func.func @loop_carried_equal(%n: i32, %x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %x : i32, i32)
^loop(%i: i32, %j: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  %j2 = arith.addi %c1, %j : i32
  cf.br ^loop(%i2, %j2 : i32, i32)
^exit:
  return %i, %j : i32, i32
}

// -----

/// Three loop counters start equal; `%i` and `%k` step by 1, `%j` by 2
/// and differs from the second iteration on: `%k` becomes `%i`, `%j`
/// stays.

// CHECK-LABEL: func.func @loop_carried_different
// CHECK:         cf.br ^bb1(%arg1, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32, %[[J:.*]]: i32):
// CHECK:         %[[I2:.*]] = arith.addi %[[I]], %[[C1:.*]] : i32
// CHECK-NEXT:    %[[J2:.*]] = arith.addi %[[J]], %{{[a-z0-9_]+}} : i32
// CHECK-NEXT:    cf.br ^bb1(%[[I2]], %[[J2]] : i32, i32)
// CHECK:         return %[[I]], %[[J]], %[[I]] : i32, i32, i32
func.func @loop_carried_different(%n: i32, %x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^loop(%x, %x, %x : i32, i32, i32)
^loop(%i: i32, %j: i32, %k: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  %j2 = arith.addi %j, %c2 : i32
  %k2 = arith.addi %k, %c1 : i32
  cf.br ^loop(%i2, %j2, %k2 : i32, i32, i32)
^exit:
  return %i, %j, %k : i32, i32, i32
}

// -----

/// A loop-carried argument that receives `%x` on entry and itself on the
/// back edge is `%x`; the counter beside it stays.

// CHECK-LABEL: func.func @loop_invariant
// CHECK:         cf.br ^bb1(%{{[a-z0-9_]+}} : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK:         cf.br ^bb1(%{{[a-z0-9_]+}} : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[I]], %arg1 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @loop_invariant(%n: i32, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %x : i32, i32)
^loop(%i: i32, %inv: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^loop(%i2, %inv : i32, i32)
^exit:
  %r = arith.addi %i, %inv : i32
  return %r : i32
}

// -----

/// Values shifted along the loop: `%p <- %q <- %r <- %r`, starting from
/// `(%x, %x, %y)`. `%r` is always `%y` and goes. `%p` and `%q` are both `%x`
/// in the first iteration, but `%q` is `%y` from the second and `%p` from
/// the third: a first guess that they are equal (or that `%p` is `%x`) is
/// dropped, and both stay.

// CHECK-LABEL: func.func @shifted
// CHECK:         cf.br ^bb1(%{{[a-z0-9_]+}}, %arg1, %arg1 : i32, i32, i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32, %[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK:         cf.br ^bb1(%{{[a-z0-9_]+}}, %[[Q]], %arg2 : i32, i32, i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return %[[P]], %[[Q]], %arg2 : i32, i32, i32
func.func @shifted(%n: i32, %x: i32, %y: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %x, %x, %y : i32, i32, i32, i32)
^loop(%i: i32, %p: i32, %q: i32, %r: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^loop(%i2, %q, %r, %r : i32, i32, i32, i32)
^exit:
  return %p, %q, %r : i32, i32, i32
}

// -----

/// Crossed loop-carried values: `%a <- %b * 2` and `%b <- 2 * %a`,
/// starting equal, stay equal (each step computes the same from equal
/// values): one argument and one `muli` remain.

// CHECK-LABEL: func.func @crossed
// CHECK:         cf.br ^bb1(%{{[a-z0-9_]+}}, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32, %[[A:.*]]: i32):
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[I2:.*]] = arith.addi %[[I]], %{{[a-z0-9_]+}} : i32
// CHECK-NEXT:    %[[A2:.*]] = arith.muli %[[A]], %{{[a-z0-9_]+}} : i32
// CHECK-NEXT:    cf.br ^bb1(%[[I2]], %[[A2]] : i32, i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    return %[[A]], %[[A]] : i32, i32
func.func @crossed(%n: i32, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^loop(%c0, %x, %x : i32, i32, i32)
^loop(%i: i32, %a: i32, %b: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  %a2 = arith.muli %b, %c2 : i32
  %b2 = arith.muli %c2, %a : i32
  cf.br ^loop(%i2, %a2, %b2 : i32, i32, i32)
^exit:
  return %a, %b : i32, i32
}
