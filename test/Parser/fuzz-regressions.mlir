// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Inputs found by fuzzing the parser (fuzz/crashes-report.md); each must
/// be a located diagnostic, never a panic.

// expected-error @below {{expected '{' to start a dictionary attribute}}
"x.a"()<}

// -----

// expected-error @below {{expected '{' to start a dictionary attribute}}
"x.a"() <"s"} : () -> ()

// -----

/// `//` in a dialect body would hide the rest of the line from the lexer
/// that finds region ends, so it must be quoted.
// expected-error @below {{'//' is not allowed in a dialect attribute or type body outside a string}}
"x.a"() {m = #x.m<(//)>} : () -> ()

// -----

/// Nor in an affine map, where no `/` belongs.
// expected-error @below {{expected '>' to close the 'affine_map'}}
"x.a"() {m = affine_map<(//)>} : () -> ()
