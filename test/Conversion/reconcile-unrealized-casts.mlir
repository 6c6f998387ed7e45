// RUN: ir-opt %s -allow-unregistered-dialect --reconcile-unrealized-casts | FileCheck %s

/// A chain of casts back to the type it started from folds to its start,
/// over any number of casts; the casts left without uses go.

// CHECK-LABEL: func.func @round_trip
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @round_trip(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}

// CHECK-LABEL: func.func @long_chain
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @long_chain(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i32
  return %2 : i32
}

/// 1:N and N:1 casts fold as a whole.

// CHECK-LABEL: func.func @one_to_n
// CHECK-SAME:      (%[[A:.*]]: i32, %[[B:.*]]: i32) -> (i32, i32)
// CHECK-NEXT:    return %[[A]], %[[B]] : i32, i32
func.func @one_to_n(%a: i32, %b: i32) -> (i32, i32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

/// Dead casts go, whatever their types.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    return
func.func @dead(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  return
}

/// A cast still used elsewhere stays while its user folds.

// CHECK-LABEL: func.func @shared
// CHECK-SAME:      (%[[A:.*]]: i32) -> (i32, i64)
// CHECK-NEXT:    %[[W:.*]] = builtin.unrealized_conversion_cast %[[A]] : i32 to i64
// CHECK-NEXT:    return %[[A]], %[[W]] : i32, i64
func.func @shared(%a: i32) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1, %0 : i32, i64
}

/// Live casts that do not lead back stay, chain and all.

// CHECK-LABEL: func.func @live
// CHECK-SAME:      (%[[A:.*]]: i32) -> f32
// CHECK-NEXT:    %[[X:.*]] = builtin.unrealized_conversion_cast %[[A]] : i32 to i64
// CHECK-NEXT:    %[[Y:.*]] = builtin.unrealized_conversion_cast %[[X]] : i64 to i16
// CHECK-NEXT:    %[[Z:.*]] = builtin.unrealized_conversion_cast %[[Y]] : i16 to f32
// CHECK-NEXT:    return %[[Z]] : f32
func.func @live(%a: i32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to f32
  return %2 : f32
}

/// Round trips repeated: each folds in turn.

// CHECK-LABEL: func.func @repeated
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @repeated(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  %3 = builtin.unrealized_conversion_cast %2 : i64 to i32
  return %3 : i32
}

/// Casts in nested regions are reconciled too.

// CHECK-LABEL: func.func @in_region
// CHECK:         scf.if
// CHECK-NEXT:      "test.op"(%{{.*}}) : (i32) -> ()
// CHECK-NOT:     unrealized_conversion_cast
func.func @in_region(%c: i1, %a: i32) {
  scf.if %c {
    %0 = builtin.unrealized_conversion_cast %a : i32 to index
    %1 = builtin.unrealized_conversion_cast %0 : index to i32
    "test.op"(%1) : (i32) -> ()
  }
  return
}
