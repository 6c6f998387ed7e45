// Integer attributes of any width print as MLIR prints them: decimal,
// sign-extended for signless and signed types, zero-extended for unsigned
// ones; hex literals are read as the bits of the width. Zero-width
// integers hold only 0.
// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect | ir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: "foo.small_values_of_wide_types"
// CHECK-SAME: a = 1 : i256, b = -1 : i256, c = -1 : i1000, d = 0 : i129
"foo.small_values_of_wide_types"() {a = 1 : i256, b = -1 : i256, c = -1 : i1000, d = 0 : i129} : () -> ()

// CHECK-LABEL: "foo.wide_values"
// CHECK-SAME: a = -1 : i256
// CHECK-SAME: b = 115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256
// CHECK-SAME: c = -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
// CHECK-SAME: d = -57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256
// CHECK-SAME: e = 340282366920938463463374607431768211456 : i200
// CHECK-SAME: f = -170141183460469231731687303715884105729 : i129
"foo.wide_values"() {a = 115792089237316195423570985008687907853269984665640564039457584007913129639935 : i256, b = 115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256, c = 0x8000000000000000000000000000000000000000000000000000000000000000 : i256, d = -57896044618658097711785492504343953926634992332820282019728792003956564819968 : si256, e = 340282366920938463463374607431768211456 : i200, f = -170141183460469231731687303715884105729 : i129} : () -> ()

// 255 : i8 is -1, as at every width.
// CHECK-LABEL: "foo.narrow"
// CHECK-SAME: a = -1 : i8, b = 255 : ui8
"foo.narrow"() {a = 255 : i8, b = 255 : ui8} : () -> ()

// CHECK-LABEL: "foo.zero_width"
// CHECK-SAME: a = 0 : i0, b = 0 : si0, c = 0 : ui0, d = dense<[0, 0, 0]> : vector<3xi0>, e = dense<> : tensor<0xi0>, t = [i0, si0, ui0]
"foo.zero_width"() {a = 0x0 : i0, b = 00 : si0, c = 0 : ui0, d = dense<0> : vector<3xi0>, e = dense<0> : tensor<0xi0>, t = [i0, si0, ui0]} : () -> ()

// Dense elements of wide types hold values that fit in 128 bits.
// CHECK-LABEL: "foo.wide_dense"
// CHECK-SAME: a = dense<1> : tensor<2xi256>, b = dense<[1, -2]> : tensor<2xi256>
"foo.wide_dense"() {a = dense<1> : tensor<2xi256>, b = dense<[1, -2]> : tensor<2xi256>} : () -> ()

// CHECK-LABEL: func.func @wide_constants
// CHECK: %[[A:.+]] = arith.constant 1 : i256
// CHECK: %[[B:.+]] = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
// CHECK: return %[[A]], %[[B]] : i256, i256
func.func @wide_constants() -> (i256, i256) {
  %a = arith.constant 1 : i256
  %b = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  return %a, %b : i256, i256
}
