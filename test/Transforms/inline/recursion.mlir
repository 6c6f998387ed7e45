// RUN: ir-opt %s --inline='default-pipeline=' | FileCheck %s
// RUN: ir-opt %s --inline='default-pipeline= max-iterations=1' | FileCheck %s --check-prefix=ONCE

/// Mutual recursion: calls inside the cycle stay, a call into it from
/// outside is unrolled once per iteration (the inline history stops it
/// within one), and a dead private function is erased with its calls; a
/// callee visited while the dead function still called it stays.

// CHECK-LABEL: func.func private @a
// CHECK-NEXT:    call @b
func.func private @a(%x: i32) -> i32 {
  %c = call @b(%x) : (i32) -> i32
  return %c : i32
}

// CHECK-LABEL: func.func private @b
// CHECK-NEXT:    call @a
// CHECK-NEXT:    arith.addi
func.func private @b(%x: i32) -> i32 {
  %c = call @a(%x) : (i32) -> i32
  %d = call @leaf(%c) : (i32) -> i32
  return %d : i32
}

// CHECK-LABEL: func.func private @leaf
func.func private @leaf(%x: i32) -> i32 {
  %c = arith.addi %x, %x : i32
  return %c : i32
}

// CHECK-NOT: @unused
func.func private @unused(%x: i32) -> i32 {
  %c = call @leaf(%x) : (i32) -> i32
  return %c : i32
}

// CHECK-LABEL: func.func @main
// CHECK-NEXT:    call @a
// CHECK-COUNT-4: arith.addi
// CHECK-NEXT:    return
// ONCE-LABEL: func.func @main
// ONCE-NEXT:    call @a
// ONCE-NEXT:    arith.addi
// ONCE-NEXT:    return
func.func @main(%x: i32) -> i32 {
  %c = call @a(%x) : (i32) -> i32
  return %c : i32
}
