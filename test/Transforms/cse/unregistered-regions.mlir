// RUN: ir-opt %s --cse -allow-unregistered-dialect | FileCheck %s

/// `cse` treats the regions of an unregistered op as possibly isolated
/// from above, as MLIR's does (`mightHaveTrait<IsIsolatedFromAbove>`): an
/// op in them is not replaced by an equal op outside. Within them CSE goes
/// on, and after the op the outer values are known again.

/// The `addi` in the unregistered op's region stays.
// CHECK-LABEL: func.func @not_replaced_from_outside(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = "foo.region_op"() ({
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "foo.yield"(%[[V_2]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i32, i32
func.func @not_replaced_from_outside(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = "foo.region_op"() ({
    %2 = arith.addi %a, %a : i32
    "foo.yield"(%2) : (i32) -> ()
  }) : () -> i32
  return %0, %1 : i32, i32
}

/// Equal ops inside the region are still merged.
// CHECK-LABEL: func.func @merged_inside(
// CHECK-NEXT: %[[V_0:[^ ]+]] = "foo.region_op"() ({
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.muli %[[V_1]], %[[V_1]] : i32
// CHECK-NEXT: "foo.yield"(%[[V_2]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @merged_inside(%a: i32) -> i32 {
  %1 = "foo.region_op"() ({
    %2 = arith.addi %a, %a : i32
    %3 = arith.addi %a, %a : i32
    %4 = arith.muli %2, %3 : i32
    "foo.yield"(%4) : (i32) -> ()
  }) : () -> i32
  return %1 : i32
}

/// The region of a registered op that is not isolated (`scf.if`) sees the
/// values outside it.
// CHECK-LABEL: func.func @registered_region_sees_outside(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT: scf.yield %[[V_0]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V_0]], %[[V_1]] : i32, i32
func.func @registered_region_sees_outside(%a: i32, %c: i1) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.addi %a, %a : i32
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

/// After the unregistered op the values known before it are known again.
// CHECK-LABEL: func.func @outer_known_after(
// CHECK-NEXT: %[[V_0:[^ ]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[V_1:[^ ]+]] = "foo.region_op"() ({
// CHECK-NEXT: %[[V_2:[^ ]+]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "foo.yield"(%[[V_2]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %[[V_0]], %[[V_1]], %[[V_0]] : i32, i32, i32
func.func @outer_known_after(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = "foo.region_op"() ({
    %2 = arith.addi %a, %a : i32
    "foo.yield"(%2) : (i32) -> ()
  }) : () -> i32
  %3 = arith.addi %a, %a : i32
  return %0, %1, %3 : i32, i32, i32
}

/// An unregistered op inside `scf.if`: the values of the `scf.if` region
/// are not seen in it either.
// CHECK-LABEL: func.func @nested_in_registered(
// CHECK-NEXT: %[[V_0:[^ ]+]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = "foo.region_op"() ({
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: "foo.yield"(%[[V_4]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.addi %[[V_1]], %[[V_2]] : i32
// CHECK-NEXT: scf.yield %[[V_3]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V_0]] : i32
func.func @nested_in_registered(%a: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = arith.muli %a, %a : i32
    %2 = "foo.region_op"() ({
      %3 = arith.muli %a, %a : i32
      "foo.yield"(%3) : (i32) -> ()
    }) : () -> i32
    %4 = arith.addi %1, %2 : i32
    scf.yield %4 : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}

/// Nested unregistered ops: each region starts afresh.
// CHECK-LABEL: func.func @nested_unregistered(
// CHECK-NEXT: %[[V_0:[^ ]+]] = "foo.outer"() ({
// CHECK-NEXT: %[[V_1:[^ ]+]] = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: %[[V_2:[^ ]+]] = "foo.inner"() ({
// CHECK-NEXT: %[[V_5:[^ ]+]] = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: %[[V_6:[^ ]+]] = arith.addi %[[V_5]], %[[V_5]] : i32
// CHECK-NEXT: "foo.yield"(%[[V_6]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %[[V_3:[^ ]+]] = arith.addi %[[V_1]], %[[V_1]] : i32
// CHECK-NEXT: %[[V_4:[^ ]+]] = arith.addi %[[V_3]], %[[V_2]] : i32
// CHECK-NEXT: "foo.yield"(%[[V_4]]) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @nested_unregistered(%a: i32) -> i32 {
  %0 = "foo.outer"() ({
    %1 = arith.subi %a, %a : i32
    %2 = "foo.inner"() ({
      %3 = arith.subi %a, %a : i32
      %4 = arith.subi %a, %a : i32
      %5 = arith.addi %3, %4 : i32
      "foo.yield"(%5) : (i32) -> ()
    }) : () -> i32
    %6 = arith.subi %a, %a : i32
    %7 = arith.addi %1, %6 : i32
    %8 = arith.addi %7, %2 : i32
    "foo.yield"(%8) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}
