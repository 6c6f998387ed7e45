// Integer literals out of range for their type, at any width, are refused
// in MLIR's words: above the unsigned maximum, below the signed minimum,
// above the signed maximum of a signed type, -0, and anything but 0 for a
// zero-width type.
// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = 115792089237316195423570985008687907853269984665640564039457584007913129639936 : i256} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = 0x10000000000000000000000000000000000000000000000000000000000000000 : i256} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = -578960446186580977117854925043439539266349923328202820197287920039565648199681 : i256} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = 57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256} : () -> ()

// -----

// expected-error @below {{negative integer literal not valid for unsigned integer type}}
"foo.a"() {v = -1 : ui256} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = 1 : i0} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = -0 : i0} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"foo.a"() {v = -0 : i8} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
%0 = arith.constant 1 : i0
