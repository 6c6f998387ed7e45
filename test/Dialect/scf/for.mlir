// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | ir-opt -split-input-file -allow-unregistered-dialect | FileCheck %s

/// `scf.for` in its custom form: the induction variable and `iter_args`
/// are declared in the header; `index` bounds leave their type out;
/// the `scf.yield` of a loop without `iter_args` is left out.

// CHECK-LABEL: func.func @simple
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   "test.body"(%arg3) : (index) -> ()
// CHECK-NEXT: }
func.func @simple(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    "test.body"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @empty_body
// CHECK-NEXT: scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT: }
func.func @empty_body(%n: index) {
  scf.for %i = %n to %n step %n {
  }
  return
}

// -----

// CHECK-LABEL: func.func @explicit_yield_elided
// CHECK-NEXT: scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT: }
func.func @explicit_yield_elided(%n: index) {
  scf.for %i = %n to %n step %n {
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @iter_args
// CHECK-NEXT: %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:   %1 = "test.add"(%arg3, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:   scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
func.func @iter_args(%n: index, %init: f32) -> f32 {
  %sum = scf.for %i = %n to %n step %n iter_args(%acc = %init) -> (f32) {
    %next = "test.add"(%acc, %init) : (f32, f32) -> f32
    scf.yield %next : f32
  }
  return %sum : f32
}

// -----

/// A single result type may be written without parentheses.
// CHECK-LABEL: func.func @bare_result_type
// CHECK-NEXT: %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (i8) {
func.func @bare_result_type(%n: index, %init: i8) -> i8 {
  %r = scf.for %i = %n to %n step %n iter_args(%a = %init) -> i8 {
    scf.yield %a : i8
  }
  return %r : i8
}

// -----

// CHECK-LABEL: func.func @several_iter_args
// CHECK-NEXT: %0:3 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg1, %arg5 = %arg2, %arg6 = %arg1) -> (i32, tensor<2xf32>, i32) {
// CHECK-NEXT:   scf.yield %arg6, %arg5, %arg4 : i32, tensor<2xf32>, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : tensor<2xf32>
func.func @several_iter_args(%n: index, %x: i32, %t: tensor<2xf32>) -> tensor<2xf32> {
  %r:3 = scf.for %i = %n to %n step %n iter_args(%a = %x, %b = %t, %c = %x) -> (i32, tensor<2xf32>, i32) {
    scf.yield %c, %b, %a : i32, tensor<2xf32>, i32
  }
  return %r#1 : tensor<2xf32>
}

// -----

/// Integer bounds print their type after the header (with mlir-opt's two spaces).
// CHECK-LABEL: func.func @integer_bounds
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2  : i32 {
// CHECK-NEXT:   "test.body"(%arg3) : (i32) -> ()
// CHECK-NEXT: }
func.func @integer_bounds(%lb: i32, %ub: i32, %step: i32) {
  scf.for %i = %lb to %ub step %step : i32 {
    "test.body"(%i) : (i32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @integer_bounds_with_iter_args
// CHECK-NEXT: %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (i64)  : i16 {
// CHECK-NEXT:   scf.yield %arg3 : i64
// CHECK-NEXT: }
func.func @integer_bounds_with_iter_args(%n: i16, %x: i64) -> i64 {
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i64) : i16 {
    scf.yield %a : i64
  }
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @unsigned
// CHECK-NEXT: scf.for unsigned %arg1 = %arg0 to %arg0 step %arg0  : i8 {
// CHECK-NEXT: }
func.func @unsigned(%n: i8) {
  scf.for unsigned %i = %n to %n step %n : i8 {
  }
  return
}

// -----

// CHECK-LABEL: func.func @attributes
// CHECK-NEXT: scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT: } {unroll = 4 : i64}
func.func @attributes(%n: index) {
  scf.for %i = %n to %n step %n {
  } {unroll = 4}
  return
}

// -----

/// Induction variables of nested loops are numbered after the outer
/// loop's arguments; the inner loop sees the outer one's values.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:   %1 = scf.for %arg4 = %arg2 to %arg0 step %arg0 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:     %2 = "test.step"(%arg5, %arg2, %arg4) : (i32, index, index) -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.yield %1 : i32
// CHECK-NEXT: }
func.func @nested(%n: index, %x: i32) -> i32 {
  %outer = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i32) {
    %inner = scf.for %j = %i to %n step %n iter_args(%b = %a) -> (i32) {
      %s = "test.step"(%b, %i, %j) : (i32, index, index) -> i32
      scf.yield %s : i32
    }
    scf.yield %inner : i32
  }
  return %outer : i32
}

// -----

/// Sibling loops reuse the argument numbers (their regions are separate).
// CHECK-LABEL: func.func @siblings
// CHECK-NEXT: scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT:   "test.a"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT:   "test.b"(%arg1) : (index) -> ()
// CHECK-NEXT: }
func.func @siblings(%n: index) {
  scf.for %i = %n to %n step %n {
    "test.a"(%i) : (index) -> ()
  }
  scf.for %j = %n to %n step %n {
    "test.b"(%j) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_in_if
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   scf.for %arg2 = %arg1 to %arg1 step %arg1 {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.op"(%arg2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @for_in_if(%c: i1, %n: index) {
  scf.if %c {
    scf.for %i = %n to %n step %n {
      scf.if %c {
        "test.op"(%i) : (index) -> ()
      }
    }
  }
  return
}

// -----

/// Loop bounds defined in the body of an enclosing loop.
// CHECK-LABEL: func.func @bounds_from_outer_body
// CHECK-NEXT: scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT:   %0 = "test.bound"(%arg1) : (index) -> index
// CHECK-NEXT:   scf.for %arg2 = %0 to %arg1 step %arg0 {
func.func @bounds_from_outer_body(%n: index) {
  scf.for %i = %n to %n step %n {
    %b = "test.bound"(%i) : (index) -> index
    scf.for %j = %b to %i step %n {
    }
  }
  return
}
