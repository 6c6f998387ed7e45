// RUN: ir-opt %s -allow-unregistered-dialect -verify-diagnostics -split-input-file

/// An op that a registered dialect does not define is an error even under
/// -allow-unregistered-dialect, with MLIR's words (its verifier's check of
/// `allowUnknownOperations`).

// expected-error @+1 {{unregistered operation 'arith.constait' found in dialect ('arith') that does not allow unknown operations}}
%0 = "arith.constait"() {value = 1 : i32} : () -> i32

// -----

func.func @in_a_function() {
  // expected-error @+1 {{unregistered operation 'func.foo_bar_op' found in dialect ('func') that does not allow unknown operations}}
  "func.foo_bar_op"() : () -> ()
  return
}

// -----

func.func @cf_op() {
  // expected-error @+1 {{unregistered operation 'cf.jump' found in dialect ('cf') that does not allow unknown operations}}
  "cf.jump"() : () -> ()
  return
}

// -----

// expected-error @+1 {{unregistered operation 'builtin.thing' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.thing"() : () -> ()

// -----

/// Nested in an op of an unregistered dialect, it is still found.
"foo.wrapper"() ({
  // expected-error @+1 {{unregistered operation 'scf.loop' found in dialect ('scf') that does not allow unknown operations}}
  "scf.loop"() : () -> ()
}) : () -> ()

// -----

/// Ops of dialects that are not registered are accepted.
"foo.anything"() : () -> ()
"bar.baz"() {attr = 1 : i32} : () -> ()
