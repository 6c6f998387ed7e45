// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// `scf.if` results that yield `true` and `false` are the condition, those
/// yielding `false` and `true` its negation (`arith.xori` with `true`), and
/// those yielding one value either way that value, as mlir-opt's
/// canonicalize does (MLIR's `ReplaceIfYieldWithConditionOrValue` and
/// `ConvertTrivialIfToSelect`, whichever comes first); the other results
/// stay.

/// Constants made in the branches.
// CHECK-LABEL: func.func @yieldcond(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %2 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %2 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg0, %0, %1 : i1, i1, i32
// CHECK-NEXT:  }
func.func @yieldcond(%c: i1, %x: i32) -> (i1, i1, i32) {
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %true = arith.constant true
    %false = arith.constant false
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %true, %false, %t : i1, i1, i32
  } else {
    %true = arith.constant true
    %false = arith.constant false
    %t = "test.b"(%x) : (i32) -> i32
    scf.yield %false, %true, %t : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}

/// Constants from outside.
// CHECK-LABEL: func.func @outside(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %2 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %2 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg0, %0, %1 : i1, i1, i32
// CHECK-NEXT:  }
func.func @outside(%c: i1, %x: i32) -> (i1, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %true, %false, %t : i1, i1, i32
  } else {
    %t = "test.b"(%x) : (i32) -> i32
    scf.yield %false, %true, %t : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}

/// Inside a loop the negation stays in the loop body.
// CHECK-LABEL: func.func @in_loop(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:      %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:        %2 = "test.a"(%arg2) : (i32) -> i32
// CHECK-NEXT:        scf.yield %2 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %2 = "test.b"(%arg2) : (i32) -> i32
// CHECK-NEXT:        scf.yield %2 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.use"(%0, %1) : (i1, i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @in_loop(%c: i1, %n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r:2 = scf.if %c -> (i1, i32) {
      %false = arith.constant false
      %t = "test.a"(%x) : (i32) -> i32
      scf.yield %false, %t : i1, i32
    } else {
      %true = arith.constant true
      %t = "test.b"(%x) : (i32) -> i32
      scf.yield %true, %t : i1, i32
    }
    "test.use"(%r#0, %r#1) : (i1, i32) -> ()
  }
  return
}

/// Inside an unregistered op's region the constant stays there.
// CHECK-LABEL: func.func @in_unregistered(
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      %true = arith.constant true
// CHECK-NEXT:      %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:      %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:        %2 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:        scf.yield %2 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %2 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:        scf.yield %2 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.use"(%0, %1) : (i1, i32) -> ()
// CHECK-NEXT:      "test.end"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @in_unregistered(%c: i1, %x: i32) {
  "test.region"() ({
    %r:2 = scf.if %c -> (i1, i32) {
      %false = arith.constant false
      %t = "test.a"(%x) : (i32) -> i32
      scf.yield %false, %t : i1, i32
    } else {
      %true = arith.constant true
      %t = "test.b"(%x) : (i32) -> i32
      scf.yield %true, %t : i1, i32
    }
    "test.use"(%r#0, %r#1) : (i1, i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

/// One value from outside on both sides.
// CHECK-LABEL: func.func @same_inside_value(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg1, %0 : i32, i32
// CHECK-NEXT:  }
func.func @same_inside_value(%c: i1, %x: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %x, %t : i32, i32
  } else {
    %t = "test.b"(%x) : (i32) -> i32
    scf.yield %x, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
