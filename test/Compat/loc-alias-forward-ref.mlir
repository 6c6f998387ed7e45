// Compat with mlir-opt-22: a location alias may be used before its
// definition (mlir-opt -mlir-print-debuginfo prints op locations as
// loc(#locN) and defines the aliases after the top-level op), so
// ir-opt must read what mlir-opt writes (ir-opt: "undefined symbol alias id
// 'loc1'").
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> ()
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "foo.b"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
#loc3 = loc("arg.c":2:2)
"builtin.module"() ({
  "foo.a"() : () -> () loc(#loc1)
  "foo.r"() ({
  ^bb0(%arg0: i32 loc("arg.c":2:2)):
    "foo.b"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("m.c":0:0)
#loc1 = loc("a.c":1:1)
#loc2 = loc("r.c":1:1)
#loc4 = loc(callsite(#loc1 at #loc2))
