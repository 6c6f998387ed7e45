// RUN: ir-opt %s --convert-scf-to-cf | FileCheck %s

/// `scf.while`: the "before" blocks then the "after" blocks, inlined;
/// `scf.condition` becomes a conditional branch into the "after" blocks
/// or past the loop; the loop's results are the values it forwards.

// CHECK-LABEL: func.func @while
// CHECK-SAME:      (%[[A:.*]]: i32) -> f32
// CHECK-NEXT:    cf.br ^bb1(%[[A]] : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %[[X]] : i32 to f32
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[COND:.*]] = arith.cmpi sgt, %[[X]], %[[ZERO]] : i32
// CHECK-NEXT:    cf.cond_br %[[COND]], ^bb2(%[[F]] : f32), ^bb3
// CHECK-NEXT:  ^bb2(%[[Y:.*]]: f32):  // pred: ^bb1
// CHECK-NEXT:    %[[I:.*]] = arith.fptosi %[[Y]] : f32 to i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[Z:.*]] = arith.subi %[[I]], %[[ONE]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[Z]] : i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %[[F]] : f32
func.func @while(%a: i32) -> f32 {
  %r = scf.while (%x = %a) : (i32) -> f32 {
    %f = arith.sitofp %x : i32 to f32
    %c0 = arith.constant 0 : i32
    %cond = arith.cmpi sgt, %x, %c0 : i32
    scf.condition(%cond) %f : f32
  } do {
  ^bb0(%y: f32):
    %i = arith.fptosi %y : f32 to i32
    %c1 = arith.constant 1 : i32
    %z = arith.subi %i, %c1 : i32
    scf.yield %z : i32
  }
  return %r : f32
}

/// An "after" region that only forwards its arguments: a do-while loop,
/// whose "before" blocks branch back to themselves.

// CHECK-LABEL: func.func @do_while
// CHECK-SAME:      (%[[A:.*]]: i32, %[[B:.*]]: i64) -> (i32, i64)
// CHECK-NEXT:    cf.br ^bb1(%[[A]], %[[B]] : i32, i64)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32, %[[Y:.*]]: i64):  // 2 preds: ^bb0, ^bb1
// CHECK:         %[[D:.*]] = arith.subi %[[X]], %{{.*}} : i32
// CHECK-NEXT:    %[[COND:.*]] = arith.cmpi sgt, %[[D]], %{{.*}} : i32
// CHECK-NEXT:    cf.cond_br %[[COND]], ^bb1(%[[D]], %[[Y]] : i32, i64), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return %[[D]], %[[Y]] : i32, i64
func.func @do_while(%a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i32, i64) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %d = arith.subi %x, %c1 : i32
    %cond = arith.cmpi sgt, %d, %c0 : i32
    scf.condition(%cond) %d, %y : i32, i64
  } do {
  ^bb0(%p: i32, %q: i64):
    scf.yield %p, %q : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

/// A loop in the "after" region: lowered after the `scf.while`, inside
/// the inlined "after" block.

// CHECK-LABEL: func.func @loop_inside
// CHECK:         cf.cond_br %{{.*}}, ^bb2(%{{.*}} : index), ^bb6
// CHECK-NEXT:  ^bb2(%[[Y:.*]]: index):  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%{{.*}}, %[[Y]] : index, index)
// CHECK-NEXT:  ^bb3(%[[I:.*]]: index, %[[ACC:.*]]: index):  // 2 preds: ^bb2, ^bb4
// CHECK:       ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %[[Z:.*]] = arith.addi %[[ACC]], %{{.*}} : index
// CHECK-NEXT:    cf.br ^bb1(%[[Z]] : index)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
func.func @loop_inside(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%x = %c0) : (index) -> index {
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %s = scf.for %i = %c0 to %y step %c1 iter_args(%acc = %y) -> (index) {
      %t = arith.addi %acc, %i : index
      scf.yield %t : index
    }
    %z = arith.addi %s, %c1 : index
    scf.yield %z : index
  }
  return %r : index
}
