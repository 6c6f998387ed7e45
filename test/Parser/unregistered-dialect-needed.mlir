// RUN: ir-opt %s -verify-diagnostics -split-input-file

/// Without -allow-unregistered-dialect an op of an unknown dialect, with
/// or without a prefix, is refused at the token after its name; one of a
/// registered dialect that does not define it, at its name.

// expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"foo"() : () -> ()

// -----

// expected-error @+1 {{operation being parsed with an unregistered dialect}}
"foo.bar"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'arith.constait' found in dialect ('arith') that does not allow unknown operations}}
%0 = "arith.constait"() {value = 1 : i32} : () -> i32
