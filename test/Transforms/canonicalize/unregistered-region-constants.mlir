// RUN: ir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

/// Constants made by folding go to the entry block of the nearest region
/// whose op may be isolated from above: an unregistered op's region keeps
/// its own, as in MLIR's OperationFolder.

// CHECK-LABEL: func.func @inner_keeps_its_constant
// CHECK-NEXT:    %[[O:.*]] = "foo.outer"() ({
// CHECK-NEXT:      %[[I:.*]] = "foo.inner"() ({
// CHECK-NEXT:        %[[C:.*]] = arith.constant 0 : i32
// CHECK-NEXT:        "foo.yield"(%[[C]]) : (i32) -> ()
// CHECK-NEXT:      }) : () -> i32
// CHECK-NEXT:      "foo.yield"(%[[I]]) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    return %[[O]] : i32
func.func @inner_keeps_its_constant(%a: i32) -> i32 {
  %0 = "foo.outer"() ({
    %1 = arith.subi %a, %a : i32
    %2 = "foo.inner"() ({
      %3 = arith.subi %a, %a : i32
      "foo.yield"(%3) : (i32) -> ()
    }) : () -> i32
    %4 = arith.addi %1, %2 : i32
    "foo.yield"(%4) : (i32) -> ()
  }) : () -> i32
  return %0 : i32
}

/// Two unregistered regions each get their own constant, not one shared.

// CHECK-LABEL: func.func @each_region_its_own
// CHECK-NEXT:    "foo.a"() ({
// CHECK-NEXT:      %[[C1:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      "foo.use"(%[[C1]]) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.b"() ({
// CHECK-NEXT:      %[[C2:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      "foo.use"(%[[C2]]) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
func.func @each_region_its_own(%a: i32) {
  "foo.a"() ({
    %0 = arith.subi %a, %a : i32
    "foo.use"(%0) : (i32) -> ()
  }) : () -> ()
  "foo.b"() ({
    %1 = arith.subi %a, %a : i32
    "foo.use"(%1) : (i32) -> ()
  }) : () -> ()
  return
}

/// A registered op that is not isolated (`scf.if`) does not keep them: the
/// constant goes to the function's entry block.

// CHECK-LABEL: func.func @registered_region_hoists
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      "foo.use"(%[[C]]) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @registered_region_hoists(%a: i32, %c: i1) {
  scf.if %c {
    %0 = arith.subi %a, %a : i32
    "foo.use"(%0) : (i32) -> ()
  }
  return
}
