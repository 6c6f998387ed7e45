// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect -diagnostic-format=line 2>&1 | FileCheck %s

/// A diagnostic at a file range points at its start. A range needs a
/// start column, and an end column after `to`.

// CHECK: r.c:1:2: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 0
func.func @f() {
  %c = arith.constant 1 : i32
  return %c : i32 loc("r.c":1:2 to 3:4)
}

// -----

// CHECK: location-range-errors.mlir:15:33: error: expected ')' to close the location, found 'to'
"test.b"() : () -> () loc("f":1 to 2)

// -----

// CHECK: location-range-errors.mlir:20:39: error: expected ':' before the end column of the range, found ')'
"test.b"() : () -> () loc("f":1:2 to 3)
