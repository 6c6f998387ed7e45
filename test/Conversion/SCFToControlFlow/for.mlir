// RUN: ir-opt %s -allow-unregistered-dialect --convert-scf-to-cf | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(convert-scf-to-cf))' | FileCheck %s

/// `scf.for` becomes a condition block (the body's entry block, holding
/// the induction variable and the iteration arguments), the body, and the
/// rest of the enclosing block; the loop's results are the condition
/// block's iteration arguments.

// CHECK-LABEL: func.func @iter_args
// CHECK-SAME:      (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[STEP:.*]]: index, %[[INIT:.*]]: i32) -> i32
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[LB]], %[[INIT]] : index, i32)
// CHECK-NEXT:  ^bb1(%[[IV:.*]]: index, %[[ACC:.*]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[ACC]], %[[ONE]] : i32
// CHECK-NEXT:    %[[STEPPED:.*]] = arith.addi %[[IV]], %[[STEP]] : index
// CHECK-NEXT:    cf.br ^bb1(%[[STEPPED]], %[[NEXT]] : index, i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %[[ACC]] : i32
func.func @iter_args(%lb: index, %ub: index, %step: index, %init: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (i32) {
    %n = arith.addi %acc, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

/// Nested loops: the outer loop is lowered first, then the inner one
/// inside its body; the outer step ends up in the inner loop's exit block.

// CHECK-LABEL: func.func @nested
// CHECK-SAME:      (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[STEP:.*]]: index)
// CHECK-NEXT:    cf.br ^bb1(%[[LB]] : index)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:    %[[C1:.*]] = arith.cmpi slt, %[[I]], %[[UB]] : index
// CHECK-NEXT:    cf.cond_br %[[C1]], ^bb2, ^bb6
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3(%[[I]] : index)
// CHECK-NEXT:  ^bb3(%[[J:.*]]: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:    %[[C2:.*]] = arith.cmpi slt, %[[J]], %[[UB]] : index
// CHECK-NEXT:    cf.cond_br %[[C2]], ^bb4, ^bb5
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT:    %[[J2:.*]] = arith.addi %[[J]], %[[STEP]] : index
// CHECK-NEXT:    cf.br ^bb3(%[[J2]] : index)
// CHECK-NEXT:  ^bb5:  // pred: ^bb3
// CHECK-NEXT:    %[[I2:.*]] = arith.addi %[[I]], %[[STEP]] : index
// CHECK-NEXT:    cf.br ^bb1(%[[I2]] : index)
// CHECK-NEXT:  ^bb6:  // pred: ^bb1
// CHECK-NEXT:    return
func.func @nested(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %i to %ub step %step {
      %x = arith.addi %i, %j : index
    }
  }
  return
}

/// `unsigned` compares with `ult`; integer bounds keep their type.

// CHECK-LABEL: func.func @unsigned
// CHECK-SAME:      (%[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[STEP:.*]]: i32) -> i32
// CHECK-NEXT:    cf.br ^bb1(%[[LB]], %[[LB]] : i32, i32)
// CHECK-NEXT:  ^bb1(%[[IV:.*]]: i32, %[[A:.*]]: i32):
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi ult, %[[IV]], %[[UB]] : i32
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^bb2, ^bb3
// CHECK:         arith.addi %[[IV]], %[[STEP]] : i32
// CHECK:       ^bb3:
// CHECK-NEXT:    return %[[A]] : i32
func.func @unsigned(%lb: i32, %ub: i32, %s: i32) -> i32 {
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %lb) -> (i32) : i32 {
    %n = arith.addi %a, %i : i32
    scf.yield %n : i32
  }
  return %r : i32
}

/// A body of several blocks (an `scf.execute_region` inside, lowered
/// after the loop): the step goes into the last block.

// CHECK-LABEL: func.func @multi_block_body
// CHECK-NEXT:    cf.br ^bb1(%{{.*}} : index)
// CHECK-NEXT:  ^bb1(%[[IV:.*]]: index):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %{{.*}} : index
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^bb2, ^bb5
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    "test.op"(%[[IV]]) : (index) -> ()
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : index
// CHECK-NEXT:    cf.br ^bb1(%[[NEXT]] : index)
// CHECK-NEXT:  ^bb5:  // pred: ^bb1
// CHECK-NEXT:    return
func.func @multi_block_body(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    scf.execute_region {
      "test.op"(%i) : (index) -> ()
      scf.yield
    }
  }
  return
}
