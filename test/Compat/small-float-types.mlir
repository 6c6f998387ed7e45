// Compat with mlir-opt-22: the builtin small float types tf32, f8E5M2,
// f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU,
// f6E2M3FN, f6E3M2FN and f4E2M1FN parse and print. Float attributes of
// these types print rounded to the type, in %e form ("1.015630e-01"), NaN
// as hex ("0x7F"). (Edge cases: test/Parser/small-floats.mlir.)
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      "foo.a"() {t = [tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN]} : () -> ()
// CHECK-NEXT: "foo.b"() {a = 1.000000e+00 : tf32, b = 5.000000e-01 : f8E5M2, c = 1.015630e-01 : f8E4M3FN, d = 0x7F : f8E4M3FN, e = 2.000000e+00 : f8E8M0FNU, f = -1.500000e+00 : f4E2M1FN, g = 1.250000e-01 : f6E2M3FN, h = 3.000000e+00 : f8E4M3FNUZ} : () -> ()
// CHECK-NEXT: %0:2 = "foo.c"() : () -> (tensor<2xf8E4M3FN>, vector<4xf4E2M1FN>)
// CHECK-NEXT: "foo.d"() {v = dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf8E5M2>} : () -> ()
"foo.a"() {t = [tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN]} : () -> ()
"foo.b"() {a = 1.0 : tf32, b = 0.5 : f8E5M2, c = 0.1 : f8E4M3FN, d = 0x7F : f8E4M3FN, e = 2.0 : f8E8M0FNU, f = -1.5 : f4E2M1FN, g = 0.1 : f6E2M3FN, h = 3.0 : f8E4M3FNUZ} : () -> ()
"foo.c"() : () -> (tensor<2xf8E4M3FN>, vector<4xf4E2M1FN>)
"foo.d"() {v = dense<[0.5, 1.0]> : tensor<2xf8E5M2>} : () -> ()
