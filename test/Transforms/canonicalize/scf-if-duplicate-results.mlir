// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// `scf.if` results for which both branches yield the same values are one
/// result, as mlir-opt's canonicalize does (MLIR's
/// `RemoveDuplicateSuccessorInputUses` on `scf.if`): the uses of later ones
/// become uses of the first, and the unused results go.

// CHECK-LABEL: func.func @two_alike(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %0 : i32, i32
// CHECK-NEXT:  }
func.func @two_alike(%c: i1, %x: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %t, %t : i32, i32
  } else {
    %e = "test.b"(%x) : (i32) -> i32
    scf.yield %e, %e : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

/// The first and the third are alike, the second differs in its `else`.
// CHECK-LABEL: func.func @first_and_third(
// CHECK-NEXT:    %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %1 : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.c"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1, %0#0 : i32, i32, i32
// CHECK-NEXT:  }
func.func @first_and_third(%c: i1, %x: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %t, %t, %t : i32, i32, i32
  } else {
    %e = "test.b"(%x) : (i32) -> i32
    %f = "test.c"(%x) : (i32) -> i32
    scf.yield %e, %f, %e : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

/// Only the second is used: it becomes the first, which stays.
// CHECK-LABEL: func.func @first_unused(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @first_unused(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %t, %t : i32, i32
  } else {
    %e = "test.b"(%x) : (i32) -> i32
    scf.yield %e, %e : i32, i32
  }
  return %r#1 : i32
}

/// Not alike: the same value in one branch only.
// CHECK-LABEL: func.func @one_branch_alike(
// CHECK-NEXT:    %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:      %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %1 : i32, i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:      %2 = "test.c"(%arg1) : (i32) -> i32
// CHECK-NEXT:      scf.yield %1, %2 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @one_branch_alike(%c: i1, %x: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %t = "test.a"(%x) : (i32) -> i32
    scf.yield %t, %t : i32, i32
  } else {
    %e = "test.b"(%x) : (i32) -> i32
    %f = "test.c"(%x) : (i32) -> i32
    scf.yield %e, %f : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
