// RUN: ir-opt %s --remove-dead-values | FileCheck %s

/// A branch stops passing the dead values it forwards and its successor
/// loses those arguments; the ops that only computed them go. A branch's
/// condition is live.

// CHECK-LABEL: func.func @cond_br
// CHECK-SAME:      (%[[C:.*]]: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1(%[[X]] : i32), ^bb2
// CHECK-NEXT:  ^bb1(%[[Q:.*]]: i32):
// CHECK-NEXT:    return %[[Q]] : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %[[X]] : i32
func.func @cond_br(%c: i1, %x: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%d, %x : i32, i32), ^bb2
^bb1(%p: i32, %q: i32):
  return %q : i32
^bb2:
  return %x : i32
}

/// Two branches into one block, both passing dead values for its first
/// argument.

// CHECK-LABEL: func.func @merge
// CHECK-SAME:      (%[[C:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%[[X]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[Y]] : i32)
// CHECK-NEXT:  ^bb3(%[[B:.*]]: i32):
// CHECK-NEXT:    return %[[B]] : i32
func.func @merge(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.muli %x, %x : i32
  cf.br ^bb3(%a, %x : i32, i32)
^bb2:
  %b = arith.muli %y, %y : i32
  cf.br ^bb3(%b, %y : i32, i32)
^bb3(%dead: i32, %live: i32):
  return %live : i32
}

/// A value a branch forwards that is live elsewhere stays on that edge.

// CHECK-LABEL: func.func @live_elsewhere
// CHECK-SAME:      (%[[X:.*]]: i32, %[[M:.*]]: memref<i32>) {
// CHECK-NEXT:    memref.store %[[X]], %[[M]][] : memref<i32>
// CHECK-NEXT:    cf.br ^bb1(%[[X]] : i32)
// CHECK-NEXT:  ^bb1(%{{.*}}: i32):
// CHECK-NEXT:    return
func.func @live_elsewhere(%x: i32, %m: memref<i32>) {
  memref.store %x, %m[] : memref<i32>
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  return
}
