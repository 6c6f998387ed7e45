// RUN: ir-opt %s -allow-unregistered-dialect -verify-diagnostics -split-input-file

/// Op names MLIR's parser refuses, in its words.

// expected-error @+1 {{empty operation name is invalid}}
""() : () -> ()

// -----

func.func @custom_unknown() {
  // expected-error @+1 {{custom op 'arith.constait' is unknown}}
  %0 = arith.constait 1 : i32
  return
}
