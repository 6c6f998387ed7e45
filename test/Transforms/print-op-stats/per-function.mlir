// RUN: ir-opt %s -mlir-disable-threading --pass-pipeline='builtin.module(func.func(print-op-stats))' 2>&1 >/dev/null | FileCheck %s

/// On functions, one table per function, in the order of the functions.

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:  arith.muli   , 2
// CHECK-NEXT:   func.func   , 1
// CHECK-NEXT:   func.return , 1
// CHECK-NEXT: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: func.func   , 1
// CHECK-NEXT: func.return , 1
// CHECK-NOT:  Operations
func.func @f(%a: i32) -> i32 {
  %m = arith.muli %a, %a : i32
  %n = arith.muli %m, %a : i32
  return %n : i32
}

func.func @g() {
  return
}
