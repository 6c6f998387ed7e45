// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --canonicalize | FileCheck %s

/// scf canonicalization patterns: `scf.if` on a constant condition is
/// replaced by the region it takes; `scf.for` that runs zero times is
/// replaced by its initial values, once by its body.

// CHECK-LABEL: func.func @if_true
// CHECK-NEXT: %0 = "test.then"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
func.func @if_true(%x: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %a = "test.then"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.else"(%x) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_false
// CHECK-NEXT: %0 = "test.else"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
func.func @if_false(%x: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> (i32) {
    %a = "test.then"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.else"(%x) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_false_without_else
// CHECK-NEXT: return
func.func @if_false_without_else() {
  %false = arith.constant false
  scf.if %false {
    "test.then"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_true_without_results
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: return
func.func @if_true_without_results() {
  %true = arith.constant true
  scf.if %true {
    "test.then"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_unknown
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   "test.then"() : () -> ()
// CHECK-NEXT: }
func.func @if_unknown(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_lower_above_upper
// CHECK-NEXT: return %arg0 : i32
func.func @for_lower_above_upper(%x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c8 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %n = "test.step"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_equal_bounds
// CHECK-NEXT: return %arg1 : f32
func.func @for_equal_bounds(%n: index, %x: f32) -> f32 {
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (f32) {
    %s = "test.step"(%a) : (f32) -> f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @for_one_iteration
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = "test.step"(%arg0, %c3) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
func.func @for_one_iteration(%x: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c3 to %c4 step %c1 iter_args(%a = %x) -> (i32) {
    %n = "test.step"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

/// A step at least as large as the distance between the bounds.
// CHECK-LABEL: func.func @for_large_step
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: "test.body"(%c0_i32) : (i32) -> ()
// CHECK-NEXT: return
func.func @for_large_step() {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c100 = arith.constant 100 : i32
  scf.for %i = %c0 to %c10 step %c100 : i32 {
    "test.body"(%i) : (i32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_two_iterations
// CHECK: scf.for
func.func @for_two_iterations(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> (i32) {
    %n = "test.step"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_unknown_step
// CHECK: scf.for
func.func @for_unknown_step(%s: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %s {
    "test.body"(%i) : (index) -> ()
  }
  return
}

// -----

/// Unsigned bounds: 200 (written -56 in i8) is above 100, so no iteration.
// CHECK-LABEL: func.func @for_unsigned_empty
// CHECK-NEXT: return
func.func @for_unsigned_empty() {
  %lb = arith.constant -56 : i8
  %ub = arith.constant 100 : i8
  %c1 = arith.constant 1 : i8
  scf.for unsigned %i = %lb to %ub step %c1 : i8 {
    "test.body"(%i) : (i8) -> ()
  }
  return
}

// -----

/// A constant `if` around a one-iteration loop: both disappear.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "test.body"(%c0) : (index) -> ()
// CHECK-NEXT: return
func.func @nested() {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %true {
    scf.for %i = %c0 to %c1 step %c1 {
      "test.body"(%i) : (index) -> ()
    }
  }
  return
}
