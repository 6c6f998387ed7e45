// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s
// RUN: ir-opt %s -split-input-file -mlir-print-op-generic | ir-opt -split-input-file | ir-opt -split-input-file -mlir-print-op-generic | FileCheck %s

/// The generic form: segment sizes and alignment are properties,
/// `nontemporal` is only present when written, the element type is the
/// result of a load.

// CHECK-LABEL: sym_name = "alloc"
// CHECK: %0 = "memref.alloc"(%arg0) <{alignment = 32 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// CHECK: %1 = "memref.alloca"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, strided<[1], offset: ?>>
// CHECK: %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i1>
// CHECK: "memref.dealloc"(%0) : (memref<?xf32>) -> ()
func.func @alloc(%n: index) {
  %m = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  %a = memref.alloca(%n)[%n] : memref<?xf32, strided<[1], offset: ?>>
  %s = memref.alloca() : memref<i1>
  memref.dealloc %m : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: sym_name = "access"
// CHECK: %0 = "memref.load"(%arg0, %arg1) : (memref<4xi8>, index) -> i8
// CHECK: %1 = "memref.load"(%arg0, %arg1) <{alignment = 4 : i64, nontemporal = true}> : (memref<4xi8>, index) -> i8
// CHECK: "memref.store"(%0, %arg0, %arg1) <{nontemporal = true}> : (i8, memref<4xi8>, index) -> ()
// CHECK: "memref.store"(%1, %arg0, %arg1) <{alignment = 2 : i64}> {tag} : (i8, memref<4xi8>, index) -> ()
func.func @access(%m: memref<4xi8>, %i: index) {
  %a = memref.load %m[%i] : memref<4xi8>
  %b = memref.load %m[%i] {alignment = 4, nontemporal = true} : memref<4xi8>
  memref.store %a, %m[%i] {nontemporal = true} : memref<4xi8>
  memref.store %b, %m[%i] {alignment = 2, tag} : memref<4xi8>
  return
}

// -----

// CHECK-LABEL: sym_name = "cast"
// CHECK: %0 = "memref.cast"(%arg0) : (memref<4xf32>) -> memref<*xf32>
func.func @cast(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  return
}

// -----

/// Ops written in the generic form are read back with their properties.

// CHECK-LABEL: sym_name = "from_generic"
// CHECK: %0 = "memref.alloc"() <{alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
// CHECK: %1 = "memref.load"(%0, %arg0) <{nontemporal = true}> : (memref<2xi32>, index) -> i32
"func.func"() <{function_type = (index) -> (), sym_name = "from_generic"}> ({
^bb0(%i: index):
  %m = "memref.alloc"() <{alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
  %v = "memref.load"(%m, %i) <{nontemporal = true}> : (memref<2xi32>, index) -> i32
  "func.return"() : () -> ()
}) : () -> ()
