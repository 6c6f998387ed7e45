// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// An affine map or set that is not closed is reported where the scan for
/// its `>` gave up: at a brace, at a stray closing bracket, at the end.

// expected-error @below {{expected '>' to close the 'affine_map'}}
"test.a"() {m = affine_map<(d0) -> (d0 + 1)} : () -> ()

// -----

// expected-error @below {{expected '>' to close the 'affine_map'}}
"test.a"() {m = affine_map<(d0) -> d0)>} : () -> ()

// -----

// expected-error @below {{expected '>' to close the 'affine_set'}}
"test.a"() {s = affine_set<(d0) : (d0 >= 0)} : () -> ()
