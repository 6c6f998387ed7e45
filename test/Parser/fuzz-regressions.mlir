// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Inputs found by fuzzing the parser (fuzz/crashes-report.md); each must
/// be a located diagnostic, never a panic.

// expected-error @below {{expected attribute value}}
"x.a"()<}

// -----

// expected-error @below {{expected '>' to close properties}}
"x.a"() <"s"} : () -> ()
