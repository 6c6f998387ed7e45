// Compat with mlir-opt-22: an affine map is parsed and its errors named
// by what is wrong in it; ir-opt scans a map only for its closing `>`.
// Not supported yet (a known gap against mlir-opt-22): expected to fail.
// XFAIL: *
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{expected '(' in affine map range}}
"test.a"() {m = affine_map<(d0) -> d0)>} : () -> ()

// -----

/// No `/` belongs in an affine map (found by fuzzing).
// expected-error @below {{expected bare identifier}}
"test.a"() {m = affine_map<(//)>} : () -> ()
