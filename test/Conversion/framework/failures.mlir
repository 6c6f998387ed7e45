// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect -verify-diagnostics --pass-pipeline='builtin.module(test-type-conversion{full=true})'

/// A full conversion fails on an unknown op (a partial one leaves it);
/// the driver sees that no pattern applies before changing anything.

func.func @unknown(%a: index) -> index {
  // expected-error@+3 {{failed to legalize operation 'foo.unknown'}}
  // expected-note@+2 {{no conversion pattern applies to it}}
  // expected-note@+1 {{the conversion stopped before changing anything}}
  %0 = "foo.unknown"(%a) : (index) -> index
  return %0 : index
}

// -----

/// A type that does not convert (`f16`): the function stays illegal, with
/// the pattern tried and why it declined.

// expected-error@+3 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
// expected-note@+2 {{patterns tried: func-signature-conversion}}
// expected-note@+1 {{a type of the signature does not convert}}
func.func @half(%a: f16) -> f16 {
  return %a : f16
}

// -----

/// An op with regions is not one the type-rebuilding pattern converts;
/// the function before it was converted and stays so, as the last note says.

func.func @regions(%a: index) {
  // expected-error@+4 {{failed to legalize operation 'test.op' that was explicitly marked illegal}}
  // expected-note@+3 {{patterns tried: convert-operand-and-result-types}}
  // expected-note@+2 {{the op has regions}}
  // expected-note@+1 {{other ops were converted and stay converted (the driver keeps no journal)}}
  %0 = "test.op"() ({
    "test.terminator"() : () -> ()
  }) : () -> index
  return
}
