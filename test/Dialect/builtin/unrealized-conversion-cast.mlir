// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | ir-opt -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

/// `builtin.unrealized_conversion_cast`: any number of inputs, at least
/// one result. Inside a function the `builtin.` prefix is printed; directly
/// in a module, where `builtin` is the default dialect, it is not.

// CHECK-LABEL: func.func @one_to_one
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// GENERIC: %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
func.func @one_to_one(%x: i32) -> i64 {
  %y = builtin.unrealized_conversion_cast %x : i32 to i64
  return %y : i64
}

// -----

// CHECK-LABEL: func.func @many_to_many
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to tensor<2xf32>, index
// GENERIC: %0:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i32, f32) -> (tensor<2xf32>, index)
func.func @many_to_many(%x: i32, %f: f32) {
  %y:2 = builtin.unrealized_conversion_cast %x, %f : i32, f32 to tensor<2xf32>, index
  return
}

// -----

// CHECK-LABEL: func.func @no_inputs
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast to !foo.opaque
// GENERIC: %0 = "builtin.unrealized_conversion_cast"() : () -> !foo.opaque
func.func @no_inputs() {
  %y = builtin.unrealized_conversion_cast to !foo.opaque
  return
}

// -----

// CHECK-LABEL: func.func @attributes
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to memref<?xf32> {tag}
// GENERIC: %0 = "builtin.unrealized_conversion_cast"(%arg0) {tag} : (memref<4xf32>) -> memref<?xf32>
func.func @attributes(%m: memref<4xf32>) {
  %y = builtin.unrealized_conversion_cast %m : memref<4xf32> to memref<?xf32> {tag}
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> i32
// CHECK-NEXT: %1 = unrealized_conversion_cast %0 : i32 to i8
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %0 : i32 to i16
%x = "test.op"() : () -> i32
%y = unrealized_conversion_cast %x : i32 to i8
"test.region"() ({
  %z = builtin.unrealized_conversion_cast %x : i32 to i16
}) : () -> ()
