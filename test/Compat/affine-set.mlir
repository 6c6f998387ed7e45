// Compat with mlir-opt-22: affine_set<...> attributes parse (the ">=" of a
// constraint does not close them) and are
// printed as aliases #set, #set1, ... before the top-level op, one per
// distinct set.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 - s0 == 0, s0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<() : (0 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() {s = #set, t = #set1, u = #set, v = #set2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.a"() {s = affine_set<(d0) : (d0 >= 0)>, t = affine_set<(d0)[s0] : (d0 - s0 == 0, s0 >= 0)>, u = affine_set<(d0) : (d0 >= 0)>, v = affine_set<() : (0 == 0)>} : () -> ()
