// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// An `scf.if` whose `then` block holds only another `scf.if` becomes one
/// `scf.if` on `arith.andi` of both conditions, as mlir-opt's canonicalize
/// does (MLIR's `CombineNestedIfs`), when both `else` blocks only yield and
/// every result keeps its value.

// CHECK-LABEL: func.func @no_results(
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      "test.inner"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_results(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.inner"() : () -> ()
    }
  }
  return
}

/// Empty `else` blocks do not stop it.
// CHECK-LABEL: func.func @empty_elses(
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      "test.inner"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @empty_elses(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.inner"() : () -> ()
    } else {
    }
  } else {
  }
  return
}

/// A result of the inner op, whose `else` yields what the outer `else`
/// yields.
// CHECK-LABEL: func.func @inner_result(
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:      %2 = "test.inner"(%arg2) : (i32) -> i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @inner_result(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %s = scf.if %b -> (i32) {
      %t = "test.inner"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

/// A result taken from outside becomes a select on the outer condition.
// CHECK-LABEL: func.func @outside_result(
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:    %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:      %3 = "test.inner"(%arg2) : (i32) -> i32
// CHECK-NEXT:      scf.yield %3 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1, %2 : i32, i32
// CHECK-NEXT:  }
func.func @outside_result(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %s = scf.if %b -> (i32) {
      %t = "test.inner"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %x, %s : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

/// Three levels become one on two `arith.andi`s.
// CHECK-LABEL: func.func @three_levels(
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %1 = arith.andi %0, %arg2 : i1
// CHECK-NEXT:    scf.if %1 {
// CHECK-NEXT:      "test.inner"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @three_levels(%a: i1, %b: i1, %c: i1) {
  scf.if %a {
    scf.if %b {
      scf.if %c {
        "test.inner"() : () -> ()
      }
    }
  }
  return
}

/// Not combined: the inner `else` yields another value than the outer.
// CHECK-LABEL: func.func @other_else_value(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:        %2 = "test.inner"(%arg2) : (i32) -> i32
// CHECK-NEXT:        scf.yield %2 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %arg2 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @other_else_value(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %s = scf.if %b -> (i32) {
      %t = "test.inner"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

/// Not combined: another op beside the inner `scf.if`.
// CHECK-LABEL: func.func @another_op(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.before"() : () -> ()
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        "test.inner"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @another_op(%a: i1, %b: i1) {
  scf.if %a {
    "test.before"() : () -> ()
    scf.if %b {
      "test.inner"() : () -> ()
    }
  }
  return
}

/// Not combined: the outer `else` does something.
// CHECK-LABEL: func.func @outer_else_works(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        "test.inner"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.else"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @outer_else_works(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.inner"() : () -> ()
    }
  } else {
    "test.else"() : () -> ()
  }
  return
}

/// Not combined: the inner `else` does something.
// CHECK-LABEL: func.func @inner_else_works(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        "test.inner"() : () -> ()
// CHECK-NEXT:      } else {
// CHECK-NEXT:        "test.else"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @inner_else_works(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.inner"() : () -> ()
    } else {
      "test.else"() : () -> ()
    }
  }
  return
}
