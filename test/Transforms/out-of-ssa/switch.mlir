// RUN: ir-opt %s --convert-block-args-to-copies | FileCheck %s

/// A `cf.switch` with several edges to one block: each edge is critical and
/// gets its own block for its copies, except the default edge, whose values
/// already are in the join's variables (the arguments share them). The
/// switch keeps its cases and loses its operands; the block reached
/// through ^other is not a critical edge, so its copy goes before its
/// branch.

// CHECK-LABEL: func.func @switch(
// CHECK-SAME:      %[[FLAG:.*]]: i32, %[[A:.*]]: i32, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[P:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[Q:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    var.write %[[A]], %[[P]] : !var.ref<i32>
// CHECK-NEXT:    var.write %[[B]], %[[Q]] : !var.ref<i32>
// CHECK-NEXT:    cf.switch %[[FLAG]] : i32, [
// CHECK-NEXT:      default: ^[[JOIN:bb[0-9]+]],
// CHECK-NEXT:      1: ^[[CASE1:bb[0-9]+]],
// CHECK-NEXT:      2: ^[[CASE2:bb[0-9]+]],
// CHECK-NEXT:      3: ^[[OTHER:bb[0-9]+]]
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[CASE1]]:
// CHECK-NEXT:    var.write %[[B]], %[[P]] : !var.ref<i32>
// CHECK-NEXT:    var.write %[[A]], %[[Q]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[JOIN]]{{$}}
// CHECK-NEXT:  ^[[CASE2]]:
// CHECK-NEXT:    var.write %[[A]], %[[Q]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[JOIN]]{{$}}
// CHECK-NEXT:  ^[[OTHER]]:
// CHECK-NEXT:    var.write %[[B]], %[[P]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[JOIN]]{{$}}
// CHECK-NEXT:  ^[[JOIN]]:
// CHECK-NEXT:    %[[RP:.*]] = var.read %[[P]] : !var.ref<i32>
// CHECK-NEXT:    %[[RQ:.*]] = var.read %[[Q]] : !var.ref<i32>
// CHECK-NEXT:    %[[D:.*]] = arith.subi %[[RP]], %[[RQ]] : i32
// CHECK-NEXT:    return %[[D]] : i32
func.func @switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^join(%a, %b : i32, i32),
    1: ^join(%b, %a : i32, i32),
    2: ^join(%a, %a : i32, i32),
    3: ^other
  ]
^other:
  cf.br ^join(%b, %b : i32, i32)
^join(%p: i32, %q: i32):
  %d = arith.subi %p, %q : i32
  return %d : i32
}
