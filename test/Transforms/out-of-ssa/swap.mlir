// RUN: ir-opt %s --convert-block-args-to-copies -split-input-file | FileCheck %s
// RUN: ir-opt %s --convert-block-args-to-copies -split-input-file | ir-opt -split-input-file --verify-out-of-ssa | FileCheck %s

/// The swap problem: two loop-carried values exchanged on each iteration.
/// The back edge's copies form a cycle (x <- y, y <- x); sequentialized,
/// the cycle costs exactly one temporary (a read of one variable) and two
/// copies. The counter shares its variable with its increment: no copy.
/// The back edge is critical, so the copies get a block of their own.

// CHECK-LABEL: func.func @swap(
// CHECK-SAME:      %[[A:.*]]: i32, %[[B:.*]]: i32, %[[N:.*]]: index) -> (i32, i32) {
// CHECK-NEXT:    %[[X:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[Y:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[I:.*]] = var.declare : !var.ref<index>
// CHECK-NEXT:    var.write %[[A]], %[[X]] : !var.ref<i32>
// CHECK-NEXT:    var.write %[[B]], %[[Y]] : !var.ref<i32>
// CHECK:         cf.cond_br %{{.*}}, ^[[SPLIT:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[SPLIT]]:
// CHECK-NEXT:    %[[TEMPORARY:.*]] = var.read %[[X]] : !var.ref<i32>
// CHECK-NEXT:    var.copy %[[Y]] to %[[X]] : !var.ref<i32>
// CHECK-NEXT:    var.write %[[TEMPORARY]], %[[Y]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[LOOP:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    %[[RX:.*]] = var.read %[[X]] : !var.ref<i32>
// CHECK-NEXT:    %[[RY:.*]] = var.read %[[Y]] : !var.ref<i32>
// CHECK-NEXT:    return %[[RX]], %[[RY]] : i32, i32
// CHECK-NOT:   var.copy %[[I]]
func.func @swap(%a: i32, %b: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^loop(%a, %b, %c0 : i32, i32, index)
^loop(%x: i32, %y: i32, %i: index):
  %more = arith.cmpi slt, %i, %n : index
  %next = arith.addi %i, %c1 : index
  cf.cond_br %more, ^loop(%y, %x, %next : i32, i32, index), ^exit
^exit:
  return %x, %y : i32, i32
}

// -----

/// A cycle of three costs one temporary too: save one variable, copy the
/// others around, restore it.

// CHECK-LABEL: func.func @rotate(
// CHECK:         %[[X:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[Y:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[Z:.*]] = var.declare : !var.ref<i32>
// CHECK:         cf.cond_br %{{.*}}, ^[[EXIT:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[SPLIT]]:
// CHECK-NEXT:    %[[TEMPORARY:.*]] = var.read %[[X]] : !var.ref<i32>
// CHECK-NEXT:    var.copy %[[Y]] to %[[X]] : !var.ref<i32>
// CHECK-NEXT:    var.copy %[[Z]] to %[[Y]] : !var.ref<i32>
// CHECK-NEXT:    var.write %[[TEMPORARY]], %[[Z]] : !var.ref<i32>
// CHECK-NEXT:    cf.br
// CHECK-NOT:     var.read %[[X]] : !var.ref<i32>
// CHECK:       ^[[EXIT]]:
func.func @rotate(%a: i32, %b: i32, %c: i32, %stop: i1) -> (i32, i32, i32) {
  cf.br ^loop(%a, %b, %c : i32, i32, i32)
^loop(%x: i32, %y: i32, %z: i32):
  cf.cond_br %stop, ^exit, ^loop(%y, %z, %x : i32, i32, i32)
^exit:
  return %x, %y, %z : i32, i32, i32
}
