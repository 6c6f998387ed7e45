// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | ir-opt -split-input-file -allow-unregistered-dialect | FileCheck %s

/// `scf.execute_region`: results after an arrow, `no_inline`, any number
/// of blocks; its `scf.yield`s are always printed.

// CHECK-LABEL: func.func @no_results
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }
func.func @no_results() {
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @one_result
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT:   %1 = "test.make"() : () -> i32
// CHECK-NEXT:   scf.yield %1 : i32
// CHECK-NEXT: }
func.func @one_result() -> i32 {
  %r = scf.execute_region -> i32 {
    %x = "test.make"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @two_results
// CHECK-NEXT: %0:2 = scf.execute_region -> (i32, f64) {
// CHECK-NEXT:   scf.yield %arg0, %arg1 : i32, f64
// CHECK-NEXT: }
func.func @two_results(%a: i32, %b: f64) {
  %r:2 = scf.execute_region -> (i32, f64) {
    scf.yield %a, %b : i32, f64
  }
  return
}

// -----

// CHECK-LABEL: func.func @no_inline
// CHECK-NEXT: %0 = scf.execute_region -> index no_inline {
// CHECK-NEXT:   scf.yield %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region no_inline {
func.func @no_inline(%a: index) {
  %r = scf.execute_region -> index no_inline {
    scf.yield %a : index
  }
  scf.execute_region no_inline {
    scf.yield
  }
  return
}

// -----

/// Several blocks with branches; each exit block yields.
// CHECK-LABEL: func.func @blocks
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   scf.yield %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   scf.yield %arg2 : i32
// CHECK-NEXT: } {tag}
func.func @blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %b : i32
  } {tag}
  return %r : i32
}
