// Compat with mlir-opt-22: an affine map is parsed and its errors named
// by what is wrong in it (more cases: Parser/affine-errors.mlir).
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{expected '(' in affine map range}}
"test.a"() {m = affine_map<(d0) -> d0)>} : () -> ()

// -----

/// No `/` belongs in an affine map (found by fuzzing).
// expected-error @below {{expected bare identifier}}
"test.a"() {m = affine_map<(//)>} : () -> ()
