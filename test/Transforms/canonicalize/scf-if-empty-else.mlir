// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// An `scf.if` without results whose `else` block holds only its
/// `scf.yield` loses the `else` region, as mlir-opt's canonicalize does
/// (MLIR's `RemoveEmptyElseBranch`). An `else` that does something, or
/// one yielding values, stays.

// CHECK-LABEL: func.func @empty_else
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  return
}

// CHECK-LABEL: func.func @explicit_yield
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @explicit_yield(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
    scf.yield
  } else {
    scf.yield
  }
  return
}

/// The attributes stay on the rebuilt op.
// CHECK-LABEL: func.func @keeps_attributes
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    } {test.mark}
func.func @keeps_attributes(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  } {test.mark}
  return
}

/// Nested ones go too, each from its own `scf.if`.
// CHECK-LABEL: func.func @nested
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.a"() : () -> ()
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        "test.b"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.c"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @nested(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
    scf.if %d {
      "test.b"() : () -> ()
    } else {
    }
    "test.c"() : () -> ()
  } else {
  }
  return
}

// CHECK-LABEL: func.func @else_does_something
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      "test.then"() : () -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      "test.else"() : () -> ()
// CHECK-NEXT:    }
func.func @else_does_something(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

/// With results the `else` yields them: it stays.
// CHECK-LABEL: func.func @with_results
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[T:.*]] = "test.then"() : () -> i32
// CHECK-NEXT:      scf.yield %[[T]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @with_results(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %t = "test.then"() : () -> i32
    scf.yield %t : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
