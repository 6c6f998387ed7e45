// RUN: ir-opt %s -no-verify | FileCheck %s

/// Without verification the printer cannot assume that each op satisfies
/// its spec: an op that breaks it is printed in the generic form (a custom
/// printer would need the missing attribute), the others in custom form.

// CHECK-LABEL: func.func @missing_value
// CHECK-NEXT:    %[[BAD:.*]] = "arith.constant"() : () -> i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[BAD]], %[[ONE]] : i32
// CHECK-NEXT:    return %[[SUM]] : i32
func.func @missing_value() -> i32 {
  %0 = "arith.constant"() : () -> i32
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
