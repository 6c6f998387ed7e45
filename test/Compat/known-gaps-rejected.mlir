// Known gaps against mlir-opt-22, kept as an expected failure until fixed:
// memory spaces that are dialect attributes are accepted (mlir-opt rejects
// them).
// XFAIL: *
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{unsupported memory space Attribute}}
"foo.a"() : () -> memref<4xf32, #foo.space>
