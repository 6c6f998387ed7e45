// RUN: not ir-opt %s -split-input-file --diagnostic-format=line 2>&1 | FileCheck %s

/// A punctuation token that is missing at the end of a line is reported
/// where it belongs, just after the last token of that line, not at the
/// first token of the next line (as mlir-opt does). A missing keyword, or
/// a wrong token on the same line, is reported at the token found.

// CHECK: missing-token-location.mlir:[[@LINE+3]]:12: error: expected ':', found '}'
func.func @colon_at_line_end() -> i32 {
  %0 = arith.constant 1 : i32
  return %0
}

// -----

// CHECK: missing-token-location.mlir:[[@LINE+2]]:22: error: expected ',', found '%b'
func.func @comma_on_the_same_line(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a %b : i32
  return %0 : i32
}

// -----

// CHECK: missing-token-location.mlir:[[@LINE+6]]:3: error: expected 'default', found 'return'
func.func @keyword_at_the_token_found(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  return
}
