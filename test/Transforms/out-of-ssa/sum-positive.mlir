// RUN: ir-opt %s --convert-block-args-to-copies | FileCheck %s
// RUN: ir-opt %s --convert-block-args-to-copies | ir-opt --verify-out-of-ssa | FileCheck %s
// RUN: ir-opt %s --convert-block-args-to-copies=coalesce=false | FileCheck %s --check-prefix=NAIVE

/// The loop of the SSA lesson, summing the positive elements of an array:
/// the loop header merges `i` and `s`, the join after the `if` merges the
/// sum. Coalesced, `i` shares one variable with its start and its
/// increment (written where they are defined), `s` one with both sums of
/// the join; the constant 0 starting `s` is compared with inside the loop,
/// so it cannot share: one copy, before the loop. The split critical edge
/// to the join got no copy and is gone again. Every use of a block
/// argument reads its variable just before the user; nothing else changes.

// CHECK-LABEL: func.func @sum_positive(
// CHECK-SAME:      %[[A:.*]]: memref<?xi32>, %[[N:.*]]: index) -> i32 {
// CHECK-NEXT:    %[[I:.*]] = var.declare : !var.ref<index>
// CHECK-NEXT:    %[[S:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    var.write %[[C0]], %[[I]] : !var.ref<index>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    var.write %[[ZERO]], %[[S]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[HEADER:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[HEADER]]:
// CHECK-NEXT:    %[[I1:.*]] = var.read %[[I]] : !var.ref<index>
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[I1]], %[[N]] : index
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[I2:.*]] = var.read %[[I]] : !var.ref<index>
// CHECK-NEXT:    %[[T:.*]] = memref.load %[[A]][%[[I2]]] : memref<?xi32>
// CHECK-NEXT:    %[[POSITIVE:.*]] = arith.cmpi sgt, %[[T]], %[[ZERO]] : i32
// CHECK-NEXT:    cf.cond_br %[[POSITIVE]], ^[[ADD:bb[0-9]+]], ^[[JOIN:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[ADD]]:
// CHECK-NEXT:    %[[S1:.*]] = var.read %[[S]] : !var.ref<i32>
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[S1]], %[[T]] : i32
// CHECK-NEXT:    var.write %[[SUM]], %[[S]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[JOIN]]{{$}}
// CHECK-NEXT:  ^[[JOIN]]:
// CHECK-NEXT:    %[[I3:.*]] = var.read %[[I]] : !var.ref<index>
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I3]], %[[C1]] : index
// CHECK-NEXT:    var.write %[[NEXT]], %[[I]] : !var.ref<index>
// CHECK-NEXT:    cf.br ^[[HEADER]]{{$}}
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    %[[RESULT:.*]] = var.read %[[S]] : !var.ref<i32>
// CHECK-NEXT:    return %[[RESULT]] : i32
// CHECK-NEXT:  }
// CHECK-NOT:   var.copy

/// Without coalescing every block argument has a variable of its own and
/// every edge copies: the sum passed unchanged to the join is a copy from
/// variable to variable, on the split critical edge.

// NAIVE-LABEL: func.func @sum_positive(
// NAIVE-NEXT:    %[[I:.*]] = var.declare : !var.ref<index>
// NAIVE-NEXT:    %[[S:.*]] = var.declare : !var.ref<i32>
// NAIVE-NEXT:    %[[J:.*]] = var.declare : !var.ref<i32>
// NAIVE:         arith.cmpi sgt
// NAIVE-NEXT:    cf.cond_br %{{.*}}, ^[[ADD:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]]{{$}}
// NAIVE-NEXT:  ^[[SPLIT]]:
// NAIVE-NEXT:    var.copy %[[S]] to %[[J]] : !var.ref<i32>
// NAIVE-NEXT:    cf.br ^[[JOIN:bb[0-9]+]]{{$}}
// NAIVE-NEXT:  ^[[ADD]]:
// NAIVE:         var.write %{{.*}}, %[[J]] : !var.ref<i32>
// NAIVE-NEXT:    cf.br ^[[JOIN]]{{$}}
// NAIVE-NEXT:  ^[[JOIN]]:
// NAIVE:         var.write %{{.*}}, %[[I]] : !var.ref<index>
// NAIVE-NEXT:    var.copy %[[J]] to %[[S]] : !var.ref<i32>
// NAIVE-NEXT:    cf.br
func.func @sum_positive(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  cf.br ^header(%c0, %zero : index, i32)
^header(%i: index, %s: i32):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t = memref.load %a[%i] : memref<?xi32>
  %positive = arith.cmpi sgt, %t, %zero : i32
  cf.cond_br %positive, ^add, ^join(%s : i32)
^add:
  %s3 = arith.addi %s, %t : i32
  cf.br ^join(%s3 : i32)
^join(%s4: i32):
  %i3 = arith.addi %i, %c1 : index
  cf.br ^header(%i3, %s4 : index, i32)
^exit:
  return %s : i32
}
