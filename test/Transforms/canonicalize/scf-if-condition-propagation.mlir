// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

/// Inside an `scf.if`, its condition is true in the `then` region and
/// false in the `else` region, at any depth; outside, it stays.

// CHECK-LABEL: func.func @both_regions
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.use"(%[[TRUE]]) : (i1) -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.use"(%[[FALSE]]) : (i1) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.use"(%arg0) : (i1) -> ()
func.func @both_regions(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  "test.use"(%c) : (i1) -> ()
  return
}

/// A select on the condition in a branch folds, and the `scf.if` then
/// yields one outside value per branch: it becomes a select.
// CHECK-LABEL: func.func @select_in_branch
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @select_in_branch(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = arith.select %c, %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

/// Nested `scf.if`s on the same condition: the inner ones are decided.
// CHECK-LABEL: func.func @nested_same_condition
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.else"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @nested_same_condition(%c: i1) {
  scf.if %c {
    scf.if %c {
      "test.then"() : () -> ()
    } else {
      "test.never"() : () -> ()
    }
  } else {
    scf.if %c {
      "test.never"() : () -> ()
    } else {
      "test.else"() : () -> ()
    }
  }
  return
}

/// Deeper than one region, inside another region op.
// CHECK-LABEL: func.func @deep_use
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        "test.use"(%[[TRUE]]) : (i1) -> ()
func.func @deep_use(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      "test.use"(%c) : (i1) -> ()
    }
  }
  return
}

/// A use of the outer condition inside an `scf.if` on another condition
/// is still inside the outer `then` region; the inner condition is false
/// in the inner `else` region.
// CHECK-LABEL: func.func @other_condition
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        "test.use"(%[[TRUE]]) : (i1) -> ()
// CHECK-NEXT:      } else {
// CHECK-NEXT:        "test.use"(%[[FALSE]]) : (i1) -> ()
func.func @other_condition(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.use"(%c) : (i1) -> ()
    } else {
      "test.use"(%d) : (i1) -> ()
    }
  }
  return
}
