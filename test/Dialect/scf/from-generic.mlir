// RUN: ir-opt %s -allow-unregistered-dialect | FileCheck %s

/// scf ops written in the generic form print in their custom form.

// CHECK-LABEL: func.func @from_generic
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT:   %2 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:     scf.yield %arg4 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg3 = %0) : (i32) -> i32 {
// CHECK-NEXT:   scf.condition(%arg2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT:   scf.yield %arg3 : i32
// CHECK-NEXT: }
"func.func"() <{function_type = (index, i32, i1) -> (), sym_name = "from_generic"}> ({
^bb0(%n: index, %x: i32, %c: i1):
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i32):
    %v = "scf.if"(%c) ({
      "scf.yield"(%a) : (i32) -> ()
    }, {
      "scf.yield"(%x) : (i32) -> ()
    }) : (i1) -> i32
    "scf.yield"(%v) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  %w = "scf.while"(%r) ({
  ^bb0(%b: i32):
    "scf.condition"(%c, %b) : (i1, i32) -> ()
  }, {
  ^bb0(%d: i32):
    "scf.yield"(%d) : (i32) -> ()
  }) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
