// RUN: ir-opt %s --convert-block-args-to-copies | FileCheck %s
// RUN: ir-opt %s --convert-block-args-to-copies=coalesce=false | FileCheck %s --check-prefix=NAIVE
// RUN: ir-opt %s --convert-block-args-to-copies=report=true -verify-diagnostics -o /dev/null
// RUN: ir-opt %s --convert-block-args-to-copies=measure-pressure=true -mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

/// A counting loop: the induction variable, its start and its increment
/// share one variable, each written where it is defined, so the loop
/// needs no copy at all (naive lowering: one per block-argument operand).

// CHECK-LABEL: func.func @count(
// CHECK-SAME:      %[[N:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[I:.*]] = var.declare : !var.ref<i32>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    var.write %[[C0]], %[[I]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[LOOP:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[LOOP]]:
// CHECK-NEXT:    %[[I1:.*]] = var.read %[[I]] : !var.ref<i32>
// CHECK-NEXT:    %[[MORE:.*]] = arith.cmpi slt, %[[I1]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[MORE]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[I2:.*]] = var.read %[[I]] : !var.ref<i32>
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I2]], %[[C1]] : i32
// CHECK-NEXT:    var.write %[[NEXT]], %[[I]] : !var.ref<i32>
// CHECK-NEXT:    cf.br ^[[LOOP]]{{$}}
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    %[[RESULT:.*]] = var.read %[[I]] : !var.ref<i32>
// CHECK-NEXT:    return %[[RESULT]] : i32

// The naive lowering writes on each edge instead: the same number of
// writes here, but as copies placed before the branches.
// NAIVE-LABEL: func.func @count(
// NAIVE:         %[[C0:.*]] = arith.constant 0 : i32
// NAIVE-NEXT:    var.write %[[C0]], %[[I:.*]] : !var.ref<i32>
// NAIVE-NEXT:    cf.br
// NAIVE:         %[[NEXT:.*]] = arith.addi
// NAIVE-NEXT:    var.write %[[NEXT]], %[[I]] : !var.ref<i32>
// NAIVE-NEXT:    cf.br

// STATS:      ConvertBlockArgsToCopies
// STATS-NEXT:   (S) 0 num-copies
// STATS-NEXT:   (S) 1 num-max-live
// STATS-NEXT:   (S) 2 num-naive-copies
// STATS-NEXT:   (S) 0 num-split-edges
// STATS-NEXT:   (S) 0 num-temporaries
// STATS-NEXT:   (S) 1 num-variables

// expected-remark @below {{out of SSA: 1 variable (at most 1 value live at once), 0 copies (naive: 2), 0 temporaries, 0 split edges}}
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^loop(%next : i32)
^exit:
  return %i : i32
}
