// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// An `scf.if` with an `else` region on `arith.xori %c, true` decides on
/// `%c` with its regions swapped, as mlir-opt's canonicalize does (MLIR's
/// `IfOp::fold`). Without `else`, or on an `xori` with something else than
/// `true`, it stays.

// CHECK-LABEL: func.func @with_results(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @with_results(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b : i32
  }
  return %r : i32
}

/// The negation stays when something else uses it.
// CHECK-LABEL: func.func @without_results(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      "test.else"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i1
// CHECK-NEXT:  }
func.func @without_results(%c: i1) -> i1 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return %n : i1
}

/// Without an `else` region nothing swaps.
// CHECK-LABEL: func.func @no_else(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_else(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.then"() : () -> ()
  }
  return
}

/// `xori` with a value that is not a constant `true`.
// CHECK-LABEL: func.func @not_a_negation(
// CHECK-NEXT:    %0 = arith.xori %arg0, %arg1 : i1
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.else"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @not_a_negation(%c: i1, %d: i1) {
  %n = arith.xori %c, %d : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

/// The first of two `scf.if`s on a negated condition swaps first, and
/// then merges with the second on the condition itself.
// CHECK-LABEL: func.func @then_combined(
// CHECK-NEXT:    %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @then_combined(%c: i1, %x: i32) -> (i32, i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %a = scf.if %n -> (i32) {
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

/// Swapped in place, the inner op is next met by the enclosing op's
/// patterns (as MLIR's driver queues them), which combine the two before
/// the inner op sees its new condition in its regions.
// CHECK-LABEL: func.func @enclosing_first(
// CHECK-NEXT:    %0 = arith.andi %arg1, %arg0 : i1
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      "test.x"() : () -> ()
// CHECK-NEXT:      scf.if %arg0 {
// CHECK-NEXT:        "test.a"() : () -> ()
// CHECK-NEXT:      } else {
// CHECK-NEXT:        "test.b"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @enclosing_first(%c: i1, %d: i1) {
  %true = arith.constant true
  %nc = arith.xori %c, %true : i1
  scf.if %d {
    scf.if %nc {
    } else {
      "test.x"() : () -> ()
      scf.if %c {
        "test.a"() : () -> ()
      } else {
        "test.b"() : () -> ()
      }
    }
  }
  return
}
