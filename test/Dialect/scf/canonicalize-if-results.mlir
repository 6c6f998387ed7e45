// RUN: ir-opt %s -allow-unregistered-dialect --canonicalize | FileCheck %s

/// `scf.if` loses the results nothing uses, and those both branches take
/// from outside: the value itself when alike, else an `arith.select`.

// CHECK-LABEL: func.func @unused_result
// CHECK-SAME:      (%[[C:.*]]: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      %[[A:.*]] = "test.a"(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      %{{.*}} = "test.b"(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[D:.*]] = "test.d"(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[D]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @unused_result(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = "test.a"(%x) : (i32) -> i32
    %b = "test.b"(%x) : (i32) -> i32
    scf.yield %a, %b : i32, i32
  } else {
    %d = "test.d"(%x) : (i32) -> i32
    scf.yield %d, %d : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @same_value
// CHECK-SAME:      (%{{.*}}: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[X]] : i32
func.func @same_value(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @to_select
// CHECK-SAME:      (%[[C:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32) -> (i32, i32) {
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[C]], %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      %[[A:.*]] = "test.a"(%[[X]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[Y]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[S]], %[[R]] : i32, i32
func.func @to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = "test.a"(%x) : (i32) -> i32
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
