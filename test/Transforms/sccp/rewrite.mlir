// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --sccp | FileCheck %s

/// How sccp applies what it found: as mlir-opt-22's sccp, every constant
/// (those already in the IR included) is shared and hoisted to the entry
/// block, and control flow is left to the canonicalizer, decided branches
/// included.

// CHECK-LABEL: func.func @constants_shared
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NOT:     arith.constant
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.use"(%[[C]])
// CHECK:       ^bb2:
// CHECK-NEXT:    "test.use"(%[[C]])
func.func @constants_shared(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.constant 7 : i32
  "test.use"(%x) : (i32) -> ()
  return
^b:
  %y = arith.constant 7 : i32
  "test.use"(%y) : (i32) -> ()
  return
}

// -----

/// The condition is not known: the branch stays as it is, though both
/// targets are the same block.

// CHECK-LABEL: func.func @undecided_branch_kept
// CHECK:         cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
func.func @undecided_branch_kept(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a : i32), ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}

// -----

/// A decided branch stays, and so does the block it never takes.

// CHECK-LABEL: func.func @decided_branch
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    cf.cond_br %[[T]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @decided_branch(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^x, ^y
^x:
  return %a : i32
^y:
  return %b : i32
}
