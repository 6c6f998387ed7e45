// RUN: ir-opt %s -split-input-file -verify-diagnostics

func.func @cast_without_results(%x: i32) {
  // expected-error @below {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%x) : (i32) -> ()
  return
}
