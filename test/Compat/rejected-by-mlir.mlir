// Compat with mlir-opt-22: inputs that mlir-opt rejects and ir-opt accepts
// (or rejects with other words). Messages and positions are mlir-opt-22's.
// Top-level successors: ir-opt accepts "foo.br"()[^bb1] outside any region
// and prints "[<<UNKNOWN BLOCK>>]", which does not parse.
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{empty block: expect at least a terminator}}
"foo.r"() ({
  "foo.x"() : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error @below {{reference to an undefined block}}
"foo.br"()[^bb1] : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = 256 : i8} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = 2 : i1} : () -> ()

// -----

// expected-error @below {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
module attributes {a = 1 : i32} {
}
