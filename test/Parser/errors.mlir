// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Parse errors name what was expected, at the spot.

// expected-error @below {{use of undeclared SSA value name}}
"foo.op"(%missing) : (i32) -> ()

// -----

// expected-error @below {{expected ':' followed by operation type}}
"foo.op"() "foo.next"() : () -> ()

// -----

%0 = "foo.def"() : () -> i32
/// (mlir-opt-22 writes a NUL byte in place of the plural's "s" here.)
// expected-error @below {{expected 1 operand type}}
"foo.op"(%0) : (i32, i32) -> ()

// -----

%0 = "foo.def"() : () -> i32
// expected-note @above {{previously defined here}}
// expected-error @below {{redefinition of SSA value '%0'}}
%0 = "foo.def"() : () -> i32

// -----

"foo.region"() ({
  // expected-error @below {{reference to an undefined block}}
  "foo.br"()[^missing] : () -> ()
}) : () -> ()

// -----

// expected-note @below {{prior use here}}
%0 = "foo.def"() : () -> i32
// expected-error @below {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.use"(%0) : (i64) -> ()

// -----

// expected-error @below {{custom op 'not_an_op' is unknown}}
not_an_op

// -----

// expected-error @below {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "foo.def"() : () -> i32

// -----

// expected-error @below {{undefined symbol alias id 'nope'}}
"foo.op"() {t = !nope} : () -> ()

// -----

// expected-error @+2 {{expected operation name in quotes}}
"foo.region"() ({
"foo.op"() : () -> ()
