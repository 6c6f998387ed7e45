// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | ir-opt -split-input-file -allow-unregistered-dialect | FileCheck %s

/// `scf.while` and `scf.condition` in their custom forms: the `before`
/// region's arguments are declared in the header with their initial
/// values, the `after` region's as its entry block's arguments.

// CHECK-LABEL: func.func @count_down
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:   %1 = "test.positive"(%arg1) : (i32) -> i1
// CHECK-NEXT:   scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT:   %1 = "test.decrement"(%arg1) : (i32) -> i32
// CHECK-NEXT:   scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @count_down(%n: i32) -> i32 {
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %c = "test.positive"(%i) : (i32) -> i1
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = "test.decrement"(%j) : (i32) -> i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @no_values
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT:   %0 = "test.cond"() : () -> i1
// CHECK-NEXT:   scf.condition(%0)
// CHECK-NEXT: } do {
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }
func.func @no_values() {
  scf.while : () -> () {
    %c = "test.cond"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

/// The values forwarded to `after` and to the results may differ in
/// number and type from the loop-carried ones.
// CHECK-LABEL: func.func @different_types
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, index) -> (f32, i64) {
// CHECK-NEXT:   %1:3 = "test.split"(%arg2, %arg3) : (i32, index) -> (i1, f32, i64)
// CHECK-NEXT:   scf.condition(%1#0) %1#1, %1#2 : f32, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: i64):
// CHECK-NEXT:   %1:2 = "test.join"(%arg2, %arg3) : (f32, i64) -> (i32, index)
// CHECK-NEXT:   scf.yield %1#0, %1#1 : i32, index
// CHECK-NEXT: }
func.func @different_types(%a: i32, %b: index) -> (f32, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, index) -> (f32, i64) {
    %s:3 = "test.split"(%x, %y) : (i32, index) -> (i1, f32, i64)
    scf.condition(%s#0) %s#1, %s#2 : f32, i64
  } do {
  ^bb0(%f: f32, %g: i64):
    %j:2 = "test.join"(%f, %g) : (f32, i64) -> (i32, index)
    scf.yield %j#0, %j#1 : i32, index
  }
  return %r#0, %r#1 : f32, i64
}

// -----

// CHECK-LABEL: func.func @attributes
// CHECK: } attributes {tag = "loop"}
func.func @attributes(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {tag = "loop"}
  return
}

// -----

// CHECK-LABEL: func.func @condition_attributes
// CHECK: scf.condition(%arg0) {hint} %arg2 : i8
func.func @condition_attributes(%c: i1, %v: i8) -> i8 {
  %r = scf.while (%x = %v) : (i8) -> i8 {
    scf.condition(%c) {hint} %x : i8
  } do {
  ^bb0(%y: i8):
    scf.yield %y : i8
  }
  return %r : i8
}

// -----

/// A `for` inside a `while` inside an `if`: each region numbers its own
/// arguments after the values visible in it.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   %0 = scf.while (%arg3 = %arg2) : (i32) -> i32 {
// CHECK-NEXT:     scf.condition(%arg0) %arg3 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %1 = scf.for %arg4 = %arg1 to %arg1 step %arg1 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:       scf.yield %arg5 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @nested(%c: i1, %n: index, %v: i32) {
  scf.if %c {
    %w = scf.while (%a = %v) : (i32) -> i32 {
      scf.condition(%c) %a : i32
    } do {
    ^bb0(%b: i32):
      %f = scf.for %i = %n to %n step %n iter_args(%acc = %b) -> (i32) {
        scf.yield %acc : i32
      }
      scf.yield %f : i32
    }
  }
  return
}
