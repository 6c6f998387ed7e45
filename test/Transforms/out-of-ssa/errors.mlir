// RUN: ir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect --convert-block-args-to-copies
// RUN: ir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect --split-critical-edges

/// A branch that does not say which of its operands go to its successors'
/// arguments (an unregistered op) cannot be lowered or split: an error at
/// the branch, and the function is left as it was.

func.func @unknown_branch(%c: i1, %a: i32) -> i32 {
  // expected-error @below {{'foo.br' op does not say which operands it passes to its successors' arguments}}
  "foo.br"(%c, %a)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  return %x : i32
}
