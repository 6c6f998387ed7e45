// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

/// Float literals of the small formats round to nearest even, as mlir-opt-22
/// converts them; each prints as the shortest %e text that reads back to
/// the same value, NaN as its bit pattern. Byte-identical to mlir-opt-22.

/// IEEE-style formats: overflow is infinity (printed as bits).
// CHECK-LABEL: "foo.ieee"
// CHECK-SAME: a = 9.375000e-02 : f8E5M2, b = 0x7C : f8E5M2, c = 0x78 : f8E4M3, d = 9.997550e-02 : tf32, e = 2.968750e-01 : f8E3M4, f = -0.000000e+00 : f8E4M3
"foo.ieee"() {a = 0.1 : f8E5M2, b = 1.0e6 : f8E5M2, c = 1000.0 : f8E4M3, d = 0.1 : tf32, e = 0.3 : f8E3M4, f = -0.0 : f8E4M3} : () -> ()

/// f8E4M3FN: no infinity; past 448 (from 464 on) is NaN, 0x7F or 0xFF.
// CHECK-LABEL: "foo.fn"
// CHECK-SAME: a = 4.480000e+02 : f8E4M3FN, b = 0x7F : f8E4M3FN, c = 0xFF : f8E4M3FN, d = 0xFF : f8E4M3FN, e = 1.953130e-03 : f8E4M3FN, f = -0.000000e+00 : f8E4M3FN
"foo.fn"() {a = 450.0 : f8E4M3FN, b = 470.0 : f8E4M3FN, c = -1.0e6 : f8E4M3FN, d = 0xFF : f8E4M3FN, e = 0x01 : f8E4M3FN, f = 0x80 : f8E4M3FN} : () -> ()

/// FNUZ formats: NaN is 0x80, there is no negative zero.
// CHECK-LABEL: "foo.fnuz"
// CHECK-SAME: a = 0.000000e+00 : f8E5M2FNUZ, b = 0.000000e+00 : f8E4M3FNUZ, c = 0x80 : f8E4M3FNUZ, d = 0x80 : f8E5M2FNUZ, e = 5.734400e+04 : f8E5M2FNUZ, f = 3.000000e+01 : f8E4M3B11FNUZ, g = -2.400000e+02 : f8E4M3FNUZ
"foo.fnuz"() {a = -0.0 : f8E5M2FNUZ, b = -1.0e-9 : f8E4M3FNUZ, c = 450.0 : f8E4M3FNUZ, d = 0x80 : f8E5M2FNUZ, e = 0x7F : f8E5M2FNUZ, f = 0x7F : f8E4M3B11FNUZ, g = 0xFF : f8E4M3FNUZ} : () -> ()

/// f8E8M0FNU: powers of two, no zero (zero is 2^-127), NaN 0xFF. A
/// negative value keeps its sign (as APFloat does), but not in dense
/// elements, which hold bits: there the top bit is set (-1.0 is NaN).
// CHECK-LABEL: "foo.e8m0"
// CHECK-SAME: a = 5.877470e-39 : f8E8M0FNU, b = 4.000000e+00 : f8E8M0FNU, c = -2.000000e+00 : f8E8M0FNU, d = 0xFF : f8E8M0FNU, e = 5.877470e-39 : f8E8M0FNU, f = dense<[2.000000e+00, 0xFF, 5.877470e-39]> : tensor<3xf8E8M0FNU>
"foo.e8m0"() {a = 0.0 : f8E8M0FNU, b = 3.0 : f8E8M0FNU, c = -1.5 : f8E8M0FNU, d = 1.0e40 : f8E8M0FNU, e = -1.0e-50 : f8E8M0FNU, f = dense<[-2.0, -1.25, -0.0]> : tensor<3xf8E8M0FNU>} : () -> ()

/// Finite-only formats: past the largest value is that value.
// CHECK-LABEL: "foo.finite"
// CHECK-SAME: a = 7.500000e+00 : f6E2M3FN, b = -2.800000e+01 : f6E3M2FN, c = 6.000000e+00 : f4E2M1FN, d = 0.000000e+00 : f4E2M1FN, e = -7.500000e+00 : f6E2M3FN
"foo.finite"() {a = 450.0 : f6E2M3FN, b = -1.0e6 : f6E3M2FN, c = 1.0e40 : f4E2M1FN, d = 0.1 : f4E2M1FN, e = 0x3F : f6E2M3FN} : () -> ()

/// More than 100 elements print as hex, one byte per element; a splat
/// prints as one value.
// CHECK-LABEL: "foo.hex"
// CHECK-SAME: a = dense<"0x{{(3C38)+}}3C"> : tensor<101xf8E5M2>, b = dense<1.000000e+00> : tensor<2xf8E5M2>, c = dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf8E5M2>
"foo.hex"() {a = dense<"0x3C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C383C"> : tensor<101xf8E5M2>, b = dense<[1.0, 1.0]> : tensor<2xf8E5M2>, c = dense<"0x3C38"> : tensor<2xf8E5M2>} : () -> ()

// -----

// expected-error @below {{hexadecimal float constant out of range for type}}
"foo.bad"() {a = 0x40 : f6E2M3FN} : () -> ()

// -----

// expected-error @below {{hexadecimal float constant out of range for type}}
"foo.bad"() {a = 0x10 : f4E2M1FN} : () -> ()
