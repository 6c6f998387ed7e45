// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Parse errors of the generic form and of aliases, in mlir-opt-22's words
/// and at its places (run under both tools by lit-under-mlir-opt.sh).

// expected-error @below {{use of undeclared SSA value name}}
"foo.op"(%nope) : (i32) -> ()

// -----

%0 = "foo.def"() : () -> i32
// expected-error @below {{expected 2 operand types but had 1}}
"foo.op"(%0, %0) : (i32) -> ()

// -----

// expected-error @below {{expected 0 operand types but had 1}}
"foo.op"() : (i32) -> ()

// -----

// expected-error @below {{expected ':' followed by operation type}}
"foo.op"() {a = 1}
"foo.next"() : () -> ()

// -----

// expected-note @below {{prior use here}}
%0 = "foo.def"() : () -> i32
// expected-error @below {{use of value '%0' expects different type than prior uses: 'f32' vs 'i32'}}
"foo.use"(%0) : (f32) -> ()

// -----

func.func @f(%a: i32) {
  // expected-note @below {{prior use here}}
  %0 = "foo.def"() : () -> i32
  // expected-error @below {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  %1 = arith.addi %0, %0 : i64
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @arg(%a: i32) {
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = arith.addf %a, %a : f32
  return
}

// -----

"foo.region"() ({
  // expected-error @below {{reference to an undefined block}}
  "foo.br"()[^nowhere] : () -> ()
}) : () -> ()

// -----

func.func @f() {
  // expected-error @below {{reference to an undefined block}}
  cf.br ^missing
}

// -----

// expected-error @below {{undefined symbol alias id 'nope'}}
"foo.op"() {t = #nope} : () -> ()

// -----

// expected-error @below {{undefined symbol alias id 'nope'}}
"foo.op"() : () -> !nope

// -----

func.func @f(%a: !undefined_t) {
  // expected-error @above {{undefined symbol alias id 'undefined_t'}}
  return
}

// -----

#x = 1
// expected-error @below {{redefinition of attribute alias id 'x'}}
#x = 2

// -----

!t = i32
// expected-error @below {{redefinition of type alias id 't'}}
!t = i64

// -----

// expected-error @below {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

// expected-error @below {{type names with a '.' are reserved for dialect-defined names}}
!a.b = i32

// -----

// expected-error @below {{expected '>' in affine map}}
"foo.op"() {m = affine_map<(d0) -> (d0)} : () -> ()

// -----

// expected-error @below {{expected '>' in integer set}}
"foo.op"() {s = affine_set<(d0) : (d0 >= 0)} : () -> ()

// -----

// expected-error @below {{expected attribute value}}
"foo.op"() <) : () -> ()

// -----

// expected-error @below {{expected '>' to close properties}}
"foo.op"() <{a = 1} : () -> ()

// -----

// expected-error @below {{expected '>' to close properties}}
"foo.op"() <1 : i32 : () -> ()

// -----

// expected-error @below {{expected non-function type}}
"foo.op"() : () -> 5

// -----

// expected-error @below {{expected non-function type}}
"foo.op"() : (5) -> ()

// -----

// expected-error @below {{expected ',' or '#-}'}}
{-# external_resources: {} dialect_resources: {} #-}
