// IR-OPT-ONLY: mlir-opt-22 accepts `//` in a dialect attribute body; ir-opt refuses it (its region-end scan would read a comment there)
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// `//` in a dialect body would hide the rest of the line from the lexer
/// that finds region ends, so it must be quoted (found by fuzzing).
// expected-error @below {{'//' is not allowed in a dialect attribute or type body outside a string}}
"x.a"() {m = #x.m<(//)>} : () -> ()
