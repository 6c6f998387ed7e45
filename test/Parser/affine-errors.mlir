// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// An affine map or set that is not closed is reported where the scan for
/// its `>` gave up: at a brace, at the end (a malformed range is
/// Compat/affine-map-errors.mlir).

// expected-error @below {{expected '>' in affine map}}
"test.a"() {m = affine_map<(d0) -> (d0 + 1)} : () -> ()

// -----

// expected-error @below {{expected '>' in integer set}}
"test.a"() {s = affine_set<(d0) : (d0 >= 0)} : () -> ()
