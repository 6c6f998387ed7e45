// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

/// canonicalize inlines an `scf.execute_region` of one block into its
/// parent, and one of several blocks into an enclosing
/// `scf.execute_region` or function; `no_inline` keeps it.

// CHECK-LABEL: func.func @single_block
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    return
func.func @single_block() {
  scf.execute_region {
    "test.foo"() : () -> ()
    scf.yield
  }
  return
}

/// In branches of a function of several blocks, then merged away.
// CHECK-LABEL: func.func @in_branches
// CHECK-NEXT:    return %arg1 : i32
func.func @in_branches(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  cf.br ^bb3(%x : i32)
^bb2:
  %y = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

/// In the region of an `scf.if`: one block inlined; several stay (the
/// `scf.if`'s region holds one block).
// CHECK-LABEL: func.func @in_if
// CHECK:         scf.execute_region -> i32 {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:         } else {
// CHECK-NEXT:      %[[M:.*]] = arith.muli %arg2, %arg3 : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
func.func @in_if(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %d -> i32 {
    %x = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      scf.yield %b : i32
    }
    scf.yield %x : i32
  } else {
    %z = scf.execute_region -> i32 {
      %w = arith.muli %a, %b : i32
      scf.yield %w : i32
    }
    scf.yield %z : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @no_inline
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:      %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @no_inline(%a: i32) -> i32 {
  %x = scf.execute_region -> i32 no_inline {
    %m = arith.muli %a, %a : i32
    scf.yield %m : i32
  }
  return %x : i32
}

/// Several blocks inlined into an enclosing `scf.execute_region`, then
/// folded into a select.
// CHECK-LABEL: func.func @several_blocks_nested
// CHECK-NEXT:    %[[R:.*]] = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:      %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:      %[[A:.*]] = arith.addi %[[S]], %[[S]] : i32
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    }
func.func @several_blocks_nested(%c: i1, %a: i32, %b: i32) -> i32 {
  %x = scf.execute_region -> i32 no_inline {
    %y = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      scf.yield %b : i32
    }
    %z = arith.addi %y, %y : i32
    scf.yield %z : i32
  }
  return %x : i32
}

/// Several blocks inlined into the function: the block is split at the
/// op, each `scf.yield` branches to the rest with the results.
// CHECK-LABEL: func.func @several_blocks_in_function
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[X]], %arg2 : i32
// CHECK-NEXT:    cf.br ^bb2(%[[M]] : i32)
// CHECK-NEXT:  ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT:    %[[Z:.*]] = arith.addi %[[R]], %[[X]] : i32
// CHECK-NEXT:    return %[[Z]] : i32
func.func @several_blocks_in_function(%c: i1, %a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %y = arith.muli %x, %b : i32
    scf.yield %y : i32
  }
  %z = arith.addi %r, %x : i32
  return %z : i32
}

/// Without results, in a later block of the function (then merged into
/// the entry block).
// CHECK-LABEL: func.func @several_blocks_no_results
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func @several_blocks_no_results(%c: i1) {
  cf.br ^bb1
^bb1:
  scf.execute_region {
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    "test.foo"() : () -> ()
    scf.yield
  ^bb3:
    scf.yield
  }
  return
}

/// Once the inner op is inlined, the `scf.if` around it yields one value
/// in both branches and goes too (a change inside a region op revisits
/// the op).
// CHECK-LABEL: func.func @enclosing_op_revisited
// CHECK-NEXT:    return %arg1 : i32
func.func @enclosing_op_revisited(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %r2 = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    scf.yield %r2 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
