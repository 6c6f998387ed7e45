// RUN: ir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

/// A branch decided by the branch into its block becomes a `cf.br`, which
/// merges its target into the block before the first branch bypasses the
/// block: the blocks come out in mlir-opt-22's order.

// CHECK-LABEL: func.func @cond_br_decided
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "foo.b"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    "foo.a"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @cond_br_decided(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.a"() : () -> ()
  return
^bb3:
  "foo.b"() : () -> ()
  return
^bb4:
  "foo.c"() : () -> ()
  return
}

// CHECK-LABEL: func.func @switch_after_default
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      5: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "foo.b"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    "foo.a"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_after_default(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  cf.switch %x : i32, [
    default: ^bb3,
    5: ^bb4
  ]
^bb2:
  "foo.a"() : () -> ()
  return
^bb3:
  "foo.b"() : () -> ()
  return
^bb4:
  "foo.c"() : () -> ()
  return
}

/// A block that forwarded from the start is bypassed, as in MLIR.

// CHECK-LABEL: func.func @forwarding_from_the_start
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "foo.a"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    "foo.b"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @forwarding_from_the_start(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  "foo.a"() : () -> ()
  return
^bb3:
  "foo.b"() : () -> ()
  return
}
