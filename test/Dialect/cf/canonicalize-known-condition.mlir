// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --canonicalize | FileCheck %s

/// What a cf.cond_br tells the successors it alone enters, as mlir-opt-22
/// canonicalizes it: a second branch on the same condition is decided,
/// and uses of the condition become constants. A successor with another
/// way in learns nothing.

// CHECK-LABEL: func.func @same_condition_decided
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.op"
// CHECK-NEXT:    return %arg1 : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    "test.op"
// CHECK-NEXT:    return %arg2 : i32
func.func @same_condition_decided(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  "test.op"() : () -> ()
  cf.cond_br %c, ^ret_a, ^ret_b
^else:
  "test.op"() : () -> ()
  cf.cond_br %c, ^ret_a, ^ret_b
^ret_a:
  return %a : i32
^ret_b:
  return %b : i32
}

// -----

// CHECK-LABEL: func.func @truth_propagation
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.use"(%[[TRUE]])
// CHECK:       ^bb2:
// CHECK-NEXT:    "test.use"(%[[FALSE]])
func.func @truth_propagation(%c: i1) {
  cf.cond_br %c, ^then, ^else
^then:
  "test.use"(%c) : (i1) -> ()
  return
^else:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

/// ^join is entered from both sides: the condition stays there.

// CHECK-LABEL: func.func @shared_successor_learns_nothing
// CHECK:         cf.cond_br %arg0, ^bb2, ^bb1
// CHECK:       ^bb2:
// CHECK-NEXT:    "test.use"(%arg0)
func.func @shared_successor_learns_nothing(%c: i1) {
  cf.cond_br %c, ^join, ^other
^other:
  "test.op"() : () -> ()
  cf.br ^join
^join:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

/// Forwarding blocks are bypassed before a branch with one target twice
/// turns into selects: here ^fwd is bypassed, ^join then has two more
/// ways in and the cond_br stays (no arith.select).

// CHECK-LABEL: func.func @bypass_before_select
// CHECK-NOT:     arith.select
// CHECK:         cf.cond_br %arg1, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK:       ^bb2(%{{.*}}: i32):
// CHECK-SAME:    3 preds
func.func @bypass_before_select(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^inner, ^join(%a : i32)
^inner:
  cf.cond_br %d, ^fwd(%a : i32), ^fwd(%b : i32)
^fwd(%x: i32):
  cf.br ^join(%x : i32)
^join(%r: i32):
  return %r : i32
}
