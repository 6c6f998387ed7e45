// Compat with mlir-opt-22 -mlir-print-debuginfo: every location is printed
// through an alias #loc, #loc1, ... Op locations print as "loc(#locN)" and
// their definitions are deferred to after the top-level op, in alias order.
// Block-argument locations print inline ("loc("arg.c":2:2)") but still get
// an alias that is defined before the top-level op (MLIR visits them as
// non-deferrable: "TODO: Allow deferring argument locations"), and ops with
// that same location use it. Numbering: the walk visits an op's location,
// then its regions (block argument locations, then the ops), nested
// locations before the location containing them; aliases are then sorted
// by nesting depth (leaves first), stable in visit order.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo | FileCheck %s

// CHECK:      #loc4 = loc("arg.c":2:2)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.c":2:2)):
// CHECK-NEXT:     "foo.b"() : () -> () loc(#loc1)
// CHECK-NEXT:   }) : () -> () loc(#loc7)
// CHECK-NEXT:   "foo.c"() : () -> () loc(#loc8)
// CHECK-NEXT:   "foo.d"() : () -> () loc(#loc9)
// CHECK-NEXT:   "foo.e"() : () -> () loc(#loc6)
// CHECK-NEXT:   "foo.f"() : () -> () loc(#loc4)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("m.c":0:0)
// CHECK-NEXT: #loc1 = loc("a.c":1:1)
// CHECK-NEXT: #loc2 = loc("callee.c":3:3)
// CHECK-NEXT: #loc3 = loc("caller.c":4:4)
// CHECK-NEXT: #loc5 = loc("b.c":5:5)
// CHECK-NEXT: #loc6 = loc(unknown)
// CHECK-NEXT: #loc7 = loc(callsite(#loc2 at #loc3))
// CHECK-NEXT: #loc8 = loc("n"(#loc1))
// CHECK-NEXT: #loc9 = loc(fused[#loc1, #loc5])
// CHECK-EMPTY:
"builtin.module"() ({
  "foo.a"() : () -> () loc("a.c":1:1)
  "foo.r"() ({
  ^bb0(%x: i32 loc("arg.c":2:2)):
    "foo.b"() : () -> () loc("a.c":1:1)
  }) : () -> () loc(callsite("callee.c":3:3 at "caller.c":4:4))
  "foo.c"() : () -> () loc("n"("a.c":1:1))
  "foo.d"() : () -> () loc(fused["a.c":1:1, "b.c":5:5])
  "foo.e"() : () -> () loc(unknown)
  "foo.f"() : () -> () loc("arg.c":2:2)
}) : () -> () loc("m.c":0:0)
