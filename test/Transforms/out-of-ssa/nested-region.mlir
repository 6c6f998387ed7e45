// RUN: ir-opt %s --convert-block-args-to-copies | FileCheck %s
// RUN: ir-opt %s --convert-block-args-to-copies | ir-opt --verify-out-of-ssa | FileCheck %s

/// Blocks with arguments inside a region (an `scf.execute_region`) are
/// lowered too, with variables declared at the top of the function. A
/// block argument of the function body used inside the region is read
/// there; passed on an edge of the region, it is copied from its variable.
/// The region's entry block and the op's own results are left alone.

// CHECK-LABEL: func.func @nested(
// CHECK-SAME:      %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[X:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[Y:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    var.write %[[A]], %[[X]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[OUTER:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[OUTER]]:
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:      cf.cond_br %[[C]], ^[[T1:bb[0-9]+]], ^[[T2:bb[0-9]+]]{{$}}
// CHECK-NEXT:    ^[[T1]]:
// CHECK-NEXT:      var.copy %[[X]] to %[[Y]] : !var.ref<i32>
// CHECK-NEXT:      cf.br ^[[T:bb[0-9]+]]{{$}}
// CHECK-NEXT:    ^[[T2]]:
// CHECK-NEXT:      var.write %[[B]], %[[Y]] : !var.ref<i32>
// CHECK-NEXT:      cf.br ^[[T]]{{$}}
// CHECK-NEXT:    ^[[T]]:
// CHECK-NEXT:      %[[RX:.*]] = var.read %[[X]] : !var.ref<i32>
// CHECK-NEXT:      %[[RY:.*]] = var.read %[[Y]] : !var.ref<i32>
// CHECK-NEXT:      %[[Z:.*]] = arith.addi %[[RY]], %[[RX]] : i32
// CHECK-NEXT:      scf.yield %[[Z]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @nested(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.br ^outer(%a : i32)
^outer(%x: i32):
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^t(%x : i32), ^t(%b : i32)
  ^t(%y: i32):
    %z = arith.addi %y, %x : i32
    scf.yield %z : i32
  }
  return %r : i32
}
