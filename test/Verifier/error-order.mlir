// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Of several errors, the one reported is the one mlir-opt reports: the
/// verifier goes through the blocks in order, checks each op (a terminator
/// that is not last included) as it comes to it, reports an empty block
/// when it comes to it and a missing terminator when it leaves the block.

// An ill-typed op before a misplaced terminator.
func.func @ill_typed_then_misplaced(%a: i32, %b: i64) -> i32 {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  "func.return"(%a) : (i32) -> ()
  "func.return"(%a) : (i32) -> ()
}

// -----

// A misplaced terminator before an ill-typed op.
func.func @misplaced_then_ill_typed(%a: i32, %b: i64) -> i32 {
  // expected-error @below {{'func.return' op must be the last operation in the parent block}}
  "func.return"(%a) : (i32) -> ()
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  "func.return"(%a) : (i32) -> ()
}

// -----

// An ill-typed op in a block that lacks a terminator.
func.func @ill_typed_in_unterminated_block(%a: i32, %b: i64) -> i32 {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
}

// -----

// A block that lacks a terminator before a block with an ill-typed op.
func.func @unterminated_then_ill_typed(%a: i32, %b: i64) -> i32 {
  // expected-error @below {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0)}}
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
^bb1:
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  "func.return"(%a) : (i32) -> ()
}

// -----

// An ill-typed op before an empty block.
func.func @ill_typed_then_empty_block(%a: i32, %b: i64) -> i32 {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  "func.return"(%a) : (i32) -> ()
^bb1:
}

// -----

// An empty block before an ill-typed op, in the regions of one op.
func.func @empty_region_then_ill_typed(%c: i1, %a: i32, %b: i64) {
  // expected-error @below {{'scf.if' op expects a non-empty block}}
  "scf.if"(%c) ({
  ^bb0:
  }, {
    %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  "func.return"() : () -> ()
}

// -----

// The regions of an unregistered op may need terminators: only the entry
// block may be empty, and it is checked when the walk comes to it.
func.func @unregistered_empty_block(%a: i32, %b: i64) {
  "test.region_op"() ({
    // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
    %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  ^bb1:
  }) : () -> ()
  "func.return"() : () -> ()
}

// -----

func.func @unregistered_empty_block_first(%a: i32, %b: i64) {
  // expected-error @below {{empty block: expect at least a terminator}}
  "test.region_op"() ({
    "test.op"() : () -> ()
  ^bb1:
  ^bb2:
    %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  }) : () -> ()
  "func.return"() : () -> ()
}
