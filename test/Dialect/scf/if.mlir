// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | ir-opt -split-input-file -allow-unregistered-dialect | FileCheck %s

/// `scf.if` in its custom form: the `scf.yield`s of an `scf.if` without
/// results are left out, an absent `else` is not printed, results are
/// listed in parentheses.

// CHECK-LABEL: func.func @then_only
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @then_only(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @then_else
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   "test.a"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT:   "test.b"() : () -> ()
// CHECK-NEXT: }
func.func @then_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @empty_regions
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
func.func @empty_regions(%c: i1) {
  scf.if %c {}
  scf.if %c {
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @explicit_yields_elided
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   "test.a"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: }
func.func @explicit_yields_elided(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
    scf.yield
  } else {
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @one_result
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:   scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @one_result(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

/// A single result type may be written without parentheses.
// CHECK-LABEL: func.func @bare_result_type
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
func.func @bare_result_type(%c: i1, %a: index) -> index {
  %r = scf.if %c -> index {
    scf.yield %a : index
  } else {
    scf.yield %a : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @several_results
// CHECK-NEXT: %0:3 = scf.if %arg0 -> (i32, f32, vector<4xi8>) {
// CHECK-NEXT:   scf.yield %arg1, %arg2, %arg3 : i32, f32, vector<4xi8>
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg1, %arg2, %arg3 : i32, f32, vector<4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2 : i32, f32, vector<4xi8>
func.func @several_results(%c: i1, %a: i32, %f: f32, %v: vector<4xi8>) -> (i32, f32, vector<4xi8>) {
  %r:3 = scf.if %c -> (i32, f32, vector<4xi8>) {
    scf.yield %a, %f, %v : i32, f32, vector<4xi8>
  } else {
    scf.yield %a, %f, %v : i32, f32, vector<4xi8>
  }
  return %r#0, %r#1, %r#2 : i32, f32, vector<4xi8>
}

// -----

// CHECK-LABEL: func.func @tensor_and_memref_results
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (tensor<?xf32>, memref<4xi32>) {
func.func @tensor_and_memref_results(%c: i1, %t: tensor<?xf32>, %m: memref<4xi32>) {
  %r:2 = scf.if %c -> (tensor<?xf32>, memref<4xi32>) {
    scf.yield %t, %m : tensor<?xf32>, memref<4xi32>
  } else {
    scf.yield %t, %m : tensor<?xf32>, memref<4xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @values_from_regions
// CHECK-NEXT: %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:   %1 = "test.make"() : () -> i64
// CHECK-NEXT:   scf.yield %1 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT:   %1 = "test.other"() : () -> i64
// CHECK-NEXT:   scf.yield %1 : i64
// CHECK-NEXT: }
func.func @values_from_regions(%c: i1) -> i64 {
  %r = scf.if %c -> (i64) {
    %x = "test.make"() : () -> i64
    scf.yield %x : i64
  } else {
    %y = "test.other"() : () -> i64
    scf.yield %y : i64
  }
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @attributes
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } {tag = 3 : i64}
// CHECK-NEXT: %0 = scf.if %arg0 -> (i1) {
// CHECK-NEXT:   scf.yield %arg0 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg0 : i1
// CHECK-NEXT: } {hint = "likely"}
func.func @attributes(%c: i1) {
  scf.if %c {
  } {tag = 3}
  %r = scf.if %c -> (i1) {
    scf.yield %c : i1
  } else {
    scf.yield %c : i1
  } {hint = "likely"}
  return
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.deep"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: }
func.func @nested(%a: i1, %b: i1, %x: i32) {
  scf.if %a {
    %r = scf.if %b -> (i32) {
      scf.if %a {
        "test.deep"() : () -> ()
      }
      scf.yield %x : i32
    } else {
      scf.yield %x : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}

// -----

/// The condition may come from any op producing an i1.
// CHECK-LABEL: func.func @computed_condition
// CHECK: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: scf.if %0 {
func.func @computed_condition() {
  %c = "test.cond"() : () -> i1
  scf.if %c {
  }
  return
}
