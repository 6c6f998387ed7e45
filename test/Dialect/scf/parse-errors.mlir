// RUN: ir-opt %s -split-input-file -verify-diagnostics

/// Errors in the scf ops' custom syntax, at the offending token.

func.func @for_missing_step(%n: index) {
  // expected-error @below {{expected SSA}}
  scf.for %i = %n to %n step {
  }
  return
}

// -----

func.func @for_missing_to(%n: index) {
  // expected-error @below {{expected 'to'}}
  scf.for %i = %n until %n step %n {
  }
  return
}

// -----

func.func @for_iter_args_without_types(%n: index, %x: i32) {
  // expected-error @below {{expected '->'}}
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x) {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @for_iter_args_count(%n: index, %x: i32) {
  // expected-error @below {{mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i32, i32) {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @while_type_not_function(%x: i32) {
  // expected-error @below {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = scf.while (%a = %x) : i32 {
    scf.condition(%a) %a : i32
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_input_count(%x: i32, %c: i1) {
  // expected-error @below {{expected as many input types as operands (expected 1 got 0)}}
  %r = scf.while (%a = %x) : () -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_missing_do(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  // expected-error @below {{expected 'do'}}
  } {
    scf.yield
  }
  return
}

// -----

func.func @switch_missing_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error @below {{expected 'default'}}
  return
}

// -----

func.func @switch_case_value(%i: index) {
  scf.index_switch %i
  // expected-error @below {{expected integer}}
  case x {
    scf.yield
  }
  default {
  }
  return
}
