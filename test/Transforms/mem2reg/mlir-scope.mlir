// RUN: ir-opt %s --allow-unregistered-dialect --mem2reg | FileCheck %s

/// Which slots `mem2reg` promotes is what MLIR's promotes: one value per
/// slot (an array only if it has a single element), every access in the
/// region that allocates it, and at least one use (canonicalize erases an
/// allocation without uses). `mem2reg-structured` (ours, tested in
/// regions.mlir and split.mlir) also promotes slots accessed in the
/// regions of structured ops and splits arrays into their elements.

// CHECK-LABEL: func.func @read_in_if
// CHECK:         memref.alloca
// CHECK:         memref.load
func.func @read_in_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  %0 = scf.if %c -> (i32) {
    %1 = memref.load %alloca[] : memref<i32>
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}

/// A structured op that does not touch the slot does not stop it.
// CHECK-LABEL: func.func @other_region
// CHECK-NOT:     memref
// CHECK:         return %arg1 : i32
func.func @other_region(%c: i1, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  scf.if %c {
    "test.foo"() : () -> ()
  }
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}

/// A slot allocated inside a region and used only there is promoted.
// CHECK-LABEL: func.func @alloca_in_if
// CHECK-NOT:     memref
// CHECK:         scf.yield %arg1 : i32
func.func @alloca_in_if(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = memref.alloca() : memref<i32>
    memref.store %x, %a[] : memref<i32>
    %v = memref.load %a[] : memref<i32>
    scf.yield %v : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @two_elements
// CHECK:         memref.alloca() : memref<2xi32>
func.func @two_elements(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %x, %a[%c0] : memref<2xi32>
  %v = memref.load %a[%c0] : memref<2xi32>
  return %v : i32
}

// CHECK-LABEL: func.func @one_element
// CHECK-NOT:     memref
// CHECK:         return %arg0 : i32
func.func @one_element(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1x1xi32>
  memref.store %x, %a[%c0, %c0] : memref<1x1xi32>
  %v = memref.load %a[%c0, %c0] : memref<1x1xi32>
  return %v : i32
}

// CHECK-LABEL: func.func @unused
// CHECK-NEXT:    memref.alloca() : memref<i32>
// CHECK-NEXT:    return
func.func @unused() {
  %a = memref.alloca() : memref<i32>
  return
}

/// A slot only stored to goes with its stores; one only loaded from reads
/// poison.
// CHECK-LABEL: func.func @stored_only
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @loaded_only
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]] : i32
func.func @stored_only(%x: i32) {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  return
}
func.func @loaded_only() -> i32 {
  %a = memref.alloca() : memref<i32>
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}
