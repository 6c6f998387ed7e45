// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect | ir-opt -allow-unregistered-dialect | FileCheck %s

/// Under -allow-unregistered-dialect an op name needs no dialect prefix:
/// `"foo"` is an op of the unregistered dialect `foo`, as in MLIR.

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[G:.*]] = "g"() : () -> i32
// CHECK-NEXT: "foo"(%[[G]]) ({
// CHECK-NEXT:   "bar"() : () -> ()
// CHECK-NEXT: }) : (i32) -> ()
// CHECK-NEXT: return
func.func @f() {
  %0 = "g"() : () -> i32
  "foo"(%0) ({
  ^bb0:
    "bar"() : () -> ()
  }) : (i32) -> ()
  return
}

// CHECK: "foo"() {top} : () -> ()
"foo"() {top} : () -> ()
