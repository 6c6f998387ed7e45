// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// A memory space that is not an integer, a string, a dictionary or an
/// attribute of a registered dialect is refused in mlir-opt-22's words,
/// also when unregistered dialects are allowed (their attributes are
/// builtin's opaque ones in MLIR).

// expected-error @below {{unsupported memory space Attribute}}
"foo.a"() : () -> memref<4xf32, #foo.space>

// -----

// expected-error @below {{unsupported memory space Attribute}}
"foo.a"() : () -> memref<4xf32, #foo<"space">>

// -----

// expected-error @below {{unsupported memory space Attribute}}
"foo.a"() : () -> memref<4xf32, [1]>

// -----

// expected-error @below {{unsupported memory space Attribute}}
"foo.a"() : () -> memref<4xf32, i32>
