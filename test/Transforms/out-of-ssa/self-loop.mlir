// RUN: ir-opt %s --convert-block-args-to-copies | FileCheck %s

/// A self-loop: the block is its own predecessor. The counter's update
/// shares its variable (the old counter is dead once it is computed), but
/// the accumulator's does not: the old accumulator is returned after the
/// loop, so the new one is copied on the split back edge. The new
/// accumulator, an SSA value, is used after the loop as it is.

// CHECK-LABEL: func.func @self_loop(
// CHECK-SAME:      %[[N:.*]]: i32) -> (i32, i32) {
// CHECK-NEXT:    %[[I:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[ACC:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    var.write %[[C0]], %[[I]] : !var.ref<i32>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    var.write %[[C0]], %[[ACC]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[LOOP:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[LOOP]]:
// CHECK-NEXT:    %[[I1:.*]] = var.read %[[I]] : !var.ref<i32>
// CHECK-NEXT:    %[[ACC1:.*]] = var.read %[[ACC]] : !var.ref<i32>
// CHECK-NEXT:    %[[ACC2:.*]] = arith.addi %[[ACC1]], %[[I1]] : i32
// CHECK-NEXT:    %[[I2:.*]] = var.read %[[I]] : !var.ref<i32>
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I2]], %[[C1]] : i32
// CHECK-NEXT:    var.write %[[NEXT]], %[[I]] : !var.ref<i32>
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[NEXT]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^[[BACK:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[BACK]]:
// CHECK-NEXT:    var.write %[[ACC2]], %[[ACC]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[LOOP]]{{$}}
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    %[[OLD:.*]] = var.read %[[ACC]] : !var.ref<i32>
// CHECK-NEXT:    return %[[OLD]], %[[ACC2]] : i32, i32
func.func @self_loop(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %acc2 = arith.addi %acc, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %more, ^loop(%i2, %acc2 : i32, i32), ^exit
^exit:
  return %acc, %acc2 : i32, i32
}
