// RUN: ir-opt %s --convert-block-args-to-copies | FileCheck %s

/// The lost-copy problem: after copy propagation, the value carried around
/// the loop (%x2) is used after it. Writing the new value (%x3) into the
/// variable at the end of the loop block would lose %x2 on the exit edge.
/// %x3 is live while %x2 is, so they do not share a variable, and the copy
/// goes on the critical back edge, split for it; the exit edge reads the
/// old value. The start value shares the variable (written where defined
/// and used again in the loop, so that write is a copy too).

// CHECK-LABEL: func.func @lost_copy(
// CHECK-SAME:      %[[N:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[X:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    var.write %[[ONE]], %[[X]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[LOOP:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[LOOP]]:
// CHECK-NEXT:    %[[X2:.*]] = var.read %[[X]] : !var.ref<i32>
// CHECK-NEXT:    %[[X3:.*]] = arith.addi %[[X2]], %[[ONE]] : i32
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[X3]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^[[BACK:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[BACK]]:
// CHECK-NEXT:    var.write %[[X3]], %[[X]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[LOOP]]{{$}}
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    %[[RESULT:.*]] = var.read %[[X]] : !var.ref<i32>
// CHECK-NEXT:    return %[[RESULT]] : i32
func.func @lost_copy(%n: i32) -> i32 {
  %one = arith.constant 1 : i32
  cf.br ^loop(%one : i32)
^loop(%x2: i32):
  %x3 = arith.addi %x2, %one : i32
  %more = arith.cmpi slt, %x3, %n : i32
  cf.cond_br %more, ^loop(%x3 : i32), ^exit
^exit:
  return %x2 : i32
}
