// A memref's memory space is an integer, a string, a dictionary or an
// attribute of a registered dialect, as in mlir-opt-22; integer 0 is the
// default space and is not printed. Refused spaces: see
// memory-space-errors.mlir.
// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s

// CHECK: "foo.spaces"() : () -> (memref<4xf32>, memref<4xf32, 3>, memref<4xf32, "shared">, memref<4xf32, {kind = 1 : i64}>, memref<4xf32, #arith.overflow<nsw>>)
"foo.spaces"() : () -> (memref<4xf32, 0>, memref<4xf32, 3>, memref<4xf32, "shared">, memref<4xf32, {kind = 1}>, memref<4xf32, #arith.overflow<nsw>>)
