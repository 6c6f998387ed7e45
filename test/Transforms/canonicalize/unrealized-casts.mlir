// RUN: ir-opt %s --canonicalize | FileCheck %s

/// `builtin.unrealized_conversion_cast` folds as MLIR's: a cast to the
/// types it casts from, and a cast of all of another cast's results (in
/// order) back to that cast's input types, give back the inputs; an
/// unused cast goes (it is pure). A chain through a third type, a cast of
/// some of another's results, or results in another order, stay.

// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT:    return %arg0 : i32
func.func @round_trip(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}

// CHECK-LABEL: func.func @identity
// CHECK-NEXT:    return %arg0, %arg1 : i32, i64
func.func @identity(%a: i32, %b: i64) -> (i32, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to i32, i64
  return %0#0, %0#1 : i32, i64
}

// CHECK-LABEL: func.func @one_to_many_and_back
// CHECK-NEXT:    return %arg0, %arg1 : i32, i16
func.func @one_to_many_and_back(%a: i32, %b: i16) -> (i32, i16) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, i16 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, i16
  return %1#0, %1#1 : i32, i16
}

// CHECK-LABEL: func.func @unused
// CHECK-NEXT:    return
func.func @unused(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return
}

// CHECK-LABEL: func.func @through_a_third_type
// CHECK-NEXT:    %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:    %[[B:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to f32
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[B]] : f32 to i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @through_a_third_type(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i32
  return %2 : i32
}

// CHECK-LABEL: func.func @other_type_back
// CHECK-NEXT:    %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:    %[[B:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to i16
// CHECK-NEXT:    return %[[B]] : i16
func.func @other_type_back(%a: i32) -> i16 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  return %1 : i16
}

// CHECK-LABEL: func.func @some_results
// CHECK-NEXT:    %[[A:.*]]:2 = builtin.unrealized_conversion_cast %arg0 : i32 to i64, i64
// CHECK-NEXT:    %[[B:.*]] = builtin.unrealized_conversion_cast %[[A]]#0 : i64 to i32
// CHECK-NEXT:    return %[[B]] : i32
func.func @some_results(%a: i32) -> i32 {
  %0:2 = builtin.unrealized_conversion_cast %a : i32 to i64, i64
  %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  return %1 : i32
}

// CHECK-LABEL: func.func @results_swapped
// CHECK-NEXT:    %[[A:.*]]:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// CHECK-NEXT:    %[[B:.*]]:2 = builtin.unrealized_conversion_cast %[[A]]#1, %[[A]]#0 : i64, i64 to i32, i32
// CHECK-NEXT:    return %[[B]]#0, %[[B]]#1 : i32, i32
func.func @results_swapped(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}
