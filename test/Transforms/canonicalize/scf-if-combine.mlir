// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// Two `scf.if`s in a row on the same condition, or on a condition and its
/// negation, become one, as mlir-opt's canonicalize does (MLIR's
/// `CombineIfs`); results are the first one's, then the second one's.

/// Same condition: each region of the second follows the matching region
/// of the first, whose results it reads as the values they yield there.
// CHECK-LABEL: func.func @same(
// CHECK-NEXT:    %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @same(%c: i1, %x: i32) -> (i32, i32) {
  %a = scf.if %c -> (i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %t : i32
  } else {
    %e = "test.b"(%x) : (i32) -> i32
    scf.yield %e : i32
  }
  %b = scf.if %c -> (i32) {
    %t = "test.c"(%a) : (i32) -> i32
    scf.yield %t : i32
  } else {
    %e = "test.d"(%a) : (i32) -> i32
    scf.yield %e : i32
  }
  return %a, %b : i32, i32
}

/// The second on the negation of the first one's condition: its `else`
/// region follows the first one's `then`, and its `then` the `else`.
// CHECK-LABEL: func.func @negated_next(
// CHECK-NEXT:    %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @negated_next(%c: i1, %x: i32) -> (i32, i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %a = scf.if %c -> (i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %t : i32
  } else {
    %e = "test.b"(%x) : (i32) -> i32
    scf.yield %e : i32
  }
  %b = scf.if %n -> (i32) {
    %t = "test.c"(%a) : (i32) -> i32
    scf.yield %t : i32
  } else {
    %e = "test.d"(%a) : (i32) -> i32
    scf.yield %e : i32
  }
  return %a, %b : i32, i32
}

/// Negated, the second without `else`: its `then` follows the `else`.
// CHECK-LABEL: func.func @negated_no_else(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.b"() : () -> ()
// CHECK-NEXT:      "test.c"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @negated_no_else(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %n {
    "test.c"() : () -> ()
  }
  return
}

/// Negated, the first without `else`: the second one's `else` joins the
/// `then`, its `then` becomes the `else`.
// CHECK-LABEL: func.func @negated_prev_no_else(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:      %1 = "test.d"() : () -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.c"() : () -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @negated_prev_no_else(%c: i1, %x: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  %b = scf.if %n -> (i32) {
    %t = "test.c"() : () -> i32
    scf.yield %t : i32
  } else {
    %e = "test.d"() : () -> i32
    scf.yield %e : i32
  }
  return %b : i32
}

/// Three in a row become one, results in order.
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT:    %0:3 = scf.if %arg0 -> (i32, i32, i32) {
// CHECK-NEXT:      %1 = "test.a"() : () -> i32
// CHECK-NEXT:      %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT:      %3 = "test.e"(%1, %2) : (i32, i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2, %3 : i32, i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"() : () -> i32
// CHECK-NEXT:      %2 = "test.d"() : () -> i32
// CHECK-NEXT:      %3 = "test.f"(%2, %1) : (i32, i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2, %3 : i32, i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1, %0#2 : i32, i32, i32
// CHECK-NEXT:  }
func.func @chain(%c: i1) -> (i32, i32, i32) {
  %a = scf.if %c -> (i32) {
    %t = "test.a"() : () -> i32
    scf.yield %t : i32
  } else {
    %e = "test.b"() : () -> i32
    scf.yield %e : i32
  }
  %b = scf.if %c -> (i32) {
    %t = "test.c"(%a) : (i32) -> i32
    scf.yield %t : i32
  } else {
    %e = "test.d"() : () -> i32
    scf.yield %e : i32
  }
  %d = scf.if %c -> (i32) {
    %t = "test.e"(%a, %b) : (i32, i32) -> i32
    scf.yield %t : i32
  } else {
    %e = "test.f"(%b, %a) : (i32, i32) -> i32
    scf.yield %e : i32
  }
  return %a, %b, %d : i32, i32, i32
}

/// Uses of the first one's result nested deeper in the second.
// CHECK-LABEL: func.func @nested_use(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = "test.a"() : () -> i32
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.use2"(%1, %1) : (i32, i32) -> ()
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"() : () -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @nested_use(%c: i1, %d: i1) -> i32 {
  %a = scf.if %c -> (i32) {
    %t = "test.a"() : () -> i32
    scf.yield %t : i32
  } else {
    %e = "test.b"() : () -> i32
    scf.yield %e : i32
  }
  scf.if %c {
    scf.if %d {
      "test.use"(%a) : (i32) -> ()
    }
    "test.use2"(%a, %a) : (i32, i32) -> ()
  }
  return %a : i32
}

/// The second decides on the first one's result: not the same condition.
// CHECK-LABEL: func.func @cond_is_result(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i1) {
// CHECK-NEXT:      %1 = "test.a"() : () -> i1
// CHECK-NEXT:      scf.yield %1 : i1
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"() : () -> i1
// CHECK-NEXT:      scf.yield %1 : i1
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      "test.c"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @cond_is_result(%c: i1) {
  %a = scf.if %c -> (i1) {
    %t = "test.a"() : () -> i1
    scf.yield %t : i1
  } else {
    %e = "test.b"() : () -> i1
    scf.yield %e : i1
  }
  scf.if %a {
    "test.c"() : () -> ()
  }
  return
}

/// Not merged: different conditions.
// CHECK-LABEL: func.func @different(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      "test.b"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @different(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %d {
    "test.b"() : () -> ()
  }
  return
}

/// Not merged: an op between them.
// CHECK-LABEL: func.func @between(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.between"() : () -> ()
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.b"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @between(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  "test.between"() : () -> ()
  scf.if %c {
    "test.b"() : () -> ()
  }
  return
}

/// The merged op has no attributes of either.
// CHECK-LABEL: func.func @attrs(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:      "test.b"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @attrs(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } {test.one}
  scf.if %c {
    "test.b"() : () -> ()
  } {test.two}
  return
}

/// Only the first has an `else`: it stays the `else`.
// CHECK-LABEL: func.func @prev_else_only(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:      "test.c"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.b"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @prev_else_only(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}

/// Long and short regions join in order either way.
// CHECK-LABEL: func.func @big_then_small(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.a1"() : () -> ()
// CHECK-NEXT:      "test.a2"() : () -> ()
// CHECK-NEXT:      "test.a3"() : () -> ()
// CHECK-NEXT:      "test.c1"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.b1"() : () -> ()
// CHECK-NEXT:      "test.d1"() : () -> ()
// CHECK-NEXT:      "test.d2"() : () -> ()
// CHECK-NEXT:      "test.d3"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @big_then_small(%c: i1) {
  scf.if %c {
    "test.a1"() : () -> ()
    "test.a2"() : () -> ()
    "test.a3"() : () -> ()
  } else {
    "test.b1"() : () -> ()
  }
  scf.if %c {
    "test.c1"() : () -> ()
  } else {
    "test.d1"() : () -> ()
    "test.d2"() : () -> ()
    "test.d3"() : () -> ()
  }
  return
}
