// RUN: ir-opt %s --remove-dead-values | FileCheck %s

/// Private functions lose the arguments nothing live needs, with the
/// operands every call passes them, and the results no call uses, with
/// what their returns give and the call results; the ops that only fed
/// them go. Public functions and declarations keep their signatures.

// CHECK-LABEL: func.func private @two_results
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NEXT:  }
func.func private @two_results(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @calls_two_results
// CHECK-SAME:      (%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = call @two_results(%[[X]]) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
func.func @calls_two_results(%x: i32) -> i32 {
  %r:2 = call @two_results(%x, %x) : (i32, i32) -> (i32, i32)
  %unused = arith.subi %x, %x : i32
  return %r#0 : i32
}

/// A result one call uses stays for every call.

// CHECK-LABEL: func.func private @used_once
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[A]] : i32
func.func private @used_once(%a: i32) -> i32 {
  %d = arith.addi %a, %a : i32
  return %a : i32
}

// CHECK-LABEL: func.func @calls_used_once
// CHECK-NEXT:    %[[R0:.*]] = call @used_once(%{{.*}}) : (i32) -> i32
// CHECK-NEXT:    %[[R1:.*]] = call @used_once(%{{.*}}) : (i32) -> i32
// CHECK-NEXT:    return %[[R0]] : i32
func.func @calls_used_once(%x: i32) -> i32 {
  %r = call @used_once(%x) : (i32) -> i32
  %u = call @used_once(%x) : (i32) -> i32
  return %r : i32
}

/// A returned value no call uses goes even where it is live: @stores
/// stores %0 and keeps computing it, but no longer returns it.

// CHECK-LABEL: func.func private @stores
// CHECK-SAME:      (%[[M:.*]]: memref<i32>) -> i32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[C]], %[[C]] : i32
// CHECK-NEXT:    memref.store %[[S]], %[[M]][] : memref<i32>
// CHECK-NEXT:    return %[[C]] : i32
func.func private @stores(%m: memref<i32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %c0, %c0 : i32
  memref.store %0, %m[] : memref<i32>
  return %c0, %0 : i32, i32
}

// CHECK-LABEL: func.func @calls_stores
// CHECK-NEXT:    %[[R:.*]] = call @stores(%{{.*}}) : (memref<i32>) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @calls_stores(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = call @stores(%m) : (memref<i32>) -> (i32, i32)
  return %r#0 : i32
}

/// A private function nothing calls loses everything but its effects.

// CHECK-LABEL: func.func private @never_called() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func private @never_called(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

/// Public functions keep their arguments and results; a declaration's
/// calls keep their operands and results.

// CHECK-LABEL: func.func @public_unused_arg
// CHECK-SAME:      (%{{.*}}: i32, %[[B:.*]]: i32) -> i32 {
// CHECK-NEXT:    return %[[B]] : i32
func.func @public_unused_arg(%a: i32, %b: i32) -> i32 {
  %d = arith.muli %a, %b : i32
  return %b : i32
}

// CHECK-LABEL: func.func private @external(i32) -> i32
func.func private @external(i32) -> i32

// CHECK-LABEL: func.func @calls_external
// CHECK-SAME:      (%[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    %{{.*}} = call @external(%[[Y]]) : (i32) -> i32
// CHECK-NEXT:    return %[[X]] : i32
func.func @calls_external(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %r = call @external(%y) : (i32) -> i32
  return %x : i32
}

/// A chain through private functions: @outer's argument only reaches
/// @inner's unused one, so both go.

// CHECK-LABEL: func.func private @inner() {
// CHECK-NEXT:    return
func.func private @inner(%a: i32) {
  return
}

// CHECK-LABEL: func.func private @outer() {
// CHECK-NEXT:    call @inner() : () -> ()
// CHECK-NEXT:    return
func.func private @outer(%a: i32) {
  %b = arith.addi %a, %a : i32
  call @inner(%b) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @calls_outer
// CHECK-NEXT:    call @outer() : () -> ()
// CHECK-NEXT:    return
func.func @calls_outer(%x: i32) {
  call @outer(%x) : (i32) -> ()
  return
}
