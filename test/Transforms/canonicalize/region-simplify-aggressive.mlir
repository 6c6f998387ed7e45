// RUN: ir-opt %s --canonicalize='region-simplify=aggressive' | FileCheck %s
// RUN: ir-opt %s --canonicalize | FileCheck %s --check-prefix=NORMAL

/// region-simplify=aggressive also merges identical blocks (same ops, same
/// successors; outside values that differ become new arguments of the
/// merged block, one per distinct list of values) and drops the block
/// arguments every predecessor passes the same value. Blocks that differ
/// in the order they use their own values, or whose values are used
/// elsewhere, stay. The normal level does neither.

// CHECK-LABEL: func.func @same_blocks
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
// NORMAL-LABEL: func.func @same_blocks
// NORMAL:         cf.cond_br
func.func @same_blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %a, %b : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

/// Differing operands become arguments; the one every edge passes %a goes.
// CHECK-LABEL: func.func @differing_operands
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[S]], %arg2 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[M]], %arg1 : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @differing_operands(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.muli %a, %b : i32
  cf.br ^bb3(%x, %a : i32, i32)
^bb2:
  %y = arith.muli %b, %b : i32
  cf.br ^bb3(%y, %a : i32, i32)
^bb3(%r: i32, %s: i32):
  %t = arith.addi %r, %s : i32
  return %t : i32
}

/// Three cases of a switch: one merged block; the operand used twice in
/// each becomes one argument.
// CHECK-LABEL: func.func @switch_cases
// CHECK:         default: ^bb1(%arg1 : i32),
// CHECK-NEXT:    0: ^bb1(%arg2 : i32),
// CHECK-NEXT:    1: ^bb1(%arg3 : i32)
// CHECK:       ^bb1(%[[V:.*]]: i32):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[V]], %[[V]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @switch_cases(%i: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %i : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb4(%x : i32)
^bb2:
  %y = arith.addi %b, %b : i32
  cf.br ^bb4(%y : i32)
^bb3:
  %z = arith.addi %c, %c : i32
  cf.br ^bb4(%z : i32)
^bb4(%r: i32):
  return %r : i32
}

/// Own values used in another order: no merge.
// CHECK-LABEL: func.func @order_differs
// CHECK:         arith.muli %{{.*}}, %arg1 : i32
// CHECK:         arith.muli %arg1, %{{.*}} : i32
func.func @order_differs(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %b : i32
  %x2 = arith.muli %x, %a : i32
  cf.br ^bb3(%x2 : i32)
^bb2:
  %y = arith.addi %a, %b : i32
  %y2 = arith.muli %a, %y : i32
  cf.br ^bb3(%y2 : i32)
^bb3(%r: i32):
  return %r : i32
}

/// A loop header's argument is not redundant when the latch passes the
/// argument itself, whatever the entry passes: both stay.
// CHECK-LABEL: func.func @loop
// CHECK:       ^bb1(%{{.*}}: i32, %[[K:.*]]: i32):
// CHECK:         cf.cond_br %{{.*}}, ^bb2, ^bb1(%{{.*}}, %[[K]] : i32, i32)
// NORMAL-LABEL: func.func @loop
// NORMAL:         ^bb1(%{{.*}}: i32, %{{.*}}: i32):
func.func @loop(%n: i32, %k: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^bb1(%c0, %k : i32, i32)
^bb1(%i: i32, %kk: i32):
  %next = arith.addi %i, %kk : i32
  %done = arith.cmpi sge, %next, %n : i32
  cf.cond_br %done, ^bb2, ^bb1(%next, %kk : i32, i32)
^bb2:
  return %next : i32
}

/// Blocks whose own arguments are used by their ops merge too.
// CHECK-LABEL: func.func @in_region
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @in_region(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%p: i32):
  %x = arith.addi %p, %p : i32
  cf.br ^bb3(%x : i32)
^bb2(%q: i32):
  %y = arith.addi %q, %q : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}
