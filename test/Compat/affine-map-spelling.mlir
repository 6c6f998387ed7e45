// Compat with mlir-opt-22: affine maps and sets are printed in MLIR's
// canonical spelling (spaces around operators, simplified expressions;
// more cases: Parser/affine-simplify.mlir).
// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s

// CHECK:      #map = affine_map<(d0) -> (d0 + 9)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 6)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 5 >= 0)>
"test.a"() {m = affine_map<(d0)->(d0+9)>, n = affine_map<(d0) -> (d0 * 2 * 3)>, s = affine_set<(d0) : (d0 >= 5)>} : () -> ()
