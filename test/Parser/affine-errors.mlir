// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// Errors in affine maps and integer sets, in mlir-opt-22's words and at
/// its lines (the columns agree too: scripts/compare-affine.sh). An
/// affine map or set that is not closed is reported where its `>` is
/// missing.

// expected-error @below {{expected '>' in affine map}}
"test.a"() {m = affine_map<(d0) -> (d0 + 1)} : () -> ()

// -----

// expected-error @below {{expected '>' in integer set}}
"test.a"() {s = affine_set<(d0) : (d0 >= 0)} : () -> ()


// -----

/// A dimension or symbol must be bound by the binder lists.
// expected-error @below {{use of undeclared identifier}}
"test.a"() {m = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @below {{use of undeclared identifier}}
"test.a"() {m = affine_map<(i, j) -> (i + k)>} : () -> ()

// -----

// expected-error @below {{expected '(' in dimensional identifier list}}
"test.a"() {m = affine_map<garbage>} : () -> ()

// -----

// expected-error @below {{expected ')' in dimensional identifier list}}
"test.a"() {m = affine_map<(d0 -> (d0)>} : () -> ()

// -----

// expected-error @below {{expected bare identifier}}
"test.a"() {m = affine_map<(d0,) -> (d0)>} : () -> ()

// -----

// expected-error @below {{expected ']' in symbol list}}
"test.a"() {m = affine_map<(d0)[s0 -> (d0)>} : () -> ()

// -----

// expected-error @below {{redefinition of identifier 'd0'}}
"test.a"() {m = affine_map<(d0)[d0] -> (d0)>} : () -> ()

// -----

// expected-error @below {{expected '->' or ':'}}
"test.a"() {m = affine_map<(d0) (d0)>} : () -> ()

// -----

// expected-error @below {{expected '<' in affine map}}
"test.a"() {m = affine_map (d0) -> (d0)>} : () -> ()

// -----

// expected-error @below {{expected ')' in affine map range}}
"test.a"() {m = affine_map<(d0) -> (d0 * 2 d0)>} : () -> ()

// -----

/// Products need a side without dimensions; divisions and mod a right side without.
// expected-error @below {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"test.a"() {m = affine_map<(d0)[s0] -> (d0 * (d0 + s0))>} : () -> ()

// -----

// expected-error @below {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"test.a"() {m = affine_map<(d0) -> (2 floordiv d0)>} : () -> ()

// -----

// expected-error @below {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
"test.a"() {m = affine_map<(d0, d1) -> (d0 ceildiv d1)>} : () -> ()

// -----

// expected-error @below {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"test.a"() {m = affine_map<(d0, d1)[s0] -> (d0 mod (s0 + d1))>} : () -> ()

// -----

// expected-error @below {{missing right operand of binary operator}}
"test.a"() {m = affine_map<(d0) -> (d0 mod)>} : () -> ()

// -----

// expected-error @below {{missing left operand of binary operator}}
"test.a"() {m = affine_map<(d0) -> (* d0)>} : () -> ()

// -----

// expected-error @below {{expected affine expression}}
"test.a"() {m = affine_map<(d0) -> (d0, )>} : () -> ()

// -----

// expected-error @below {{no expression inside parentheses}}
"test.a"() {m = affine_map<(d0) -> (())>} : () -> ()

// -----

// expected-error @below {{constant too large for index}}
"test.a"() {m = affine_map<(d0) -> (9223372036854775808)>} : () -> ()

// -----

/// SSA values and `symbol(...)` belong to affine ops, not attributes.
// expected-error @below {{unexpected ssa identifier}}
"test.a"() {m = affine_map<(d0) -> (%x)>} : () -> ()

// -----

// expected-error @below {{expected '(' at start of SSA symbol}}
"test.a"() {m = affine_map<(d0) -> (symbol)>} : () -> ()

// -----

// expected-error @below {{expected IntegerSet, but got AffineMap}}
"test.a"() {s = affine_set<(d0) -> (d0)>} : () -> ()

// -----

// expected-error @below {{expected AffineMap, but got IntegerSet}}
"test.a"() {m = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

/// A constraint compares with `>=`, `<=` or `==`.
// expected-error @below {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"test.a"() {s = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error @below {{expected ')' in integer set constraint list}}
"test.a"() {s = affine_set<(d0) : (d0 >= 0>} : () -> ()

// -----

// expected-error @below {{expected '<' in integer set}}
"test.a"() {s = affine_set (d0) : (d0 >= 0)>} : () -> ()

// -----

/// A missing token at the end of a line is reported there, not at the
/// start of the next line.
"test.a"() {m = affine_map<(d0) ->
// expected-error @above {{expected '(' in affine map range}}
  d0)>} : () -> ()
