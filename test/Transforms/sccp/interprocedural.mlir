// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --sccp | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --pass-pipeline='builtin.module(sccp)' | FileCheck %s
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s --check-prefix=LOCAL

/// `sccp` on a module propagates through the calls to a private function
/// whose symbol is used only by calls: its arguments are what every
/// executable call passes, its calls' results what it returns (as
/// mlir-opt-22's `--sccp` does on a module, which also leaves the
/// constants it no longer uses). Anchored on each function, nothing
/// crosses a call.

// CHECK-LABEL: func.func private @add_one
// CHECK:         %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NOT:     arith.addi
// CHECK:         return %[[C5]] : i32
// CHECK-LABEL: func.func @same_argument
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : i32
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : i32
// CHECK:         call @add_one
// CHECK:         return %[[C10]], %[[C5]] : i32, i32
// LOCAL-LABEL: func.func private @add_one
// LOCAL:         %[[R:.*]] = arith.addi %arg0, %{{.*}} : i32
// LOCAL-NEXT:    return %[[R]] : i32
// LOCAL-LABEL: func.func @same_argument
// LOCAL:         %[[A:.*]] = call @add_one
// LOCAL:         %[[B:.*]] = call @add_one
// LOCAL:         %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// LOCAL-NEXT:    return %[[S]], %[[A]] : i32, i32
func.func private @add_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @same_argument() -> (i32, i32) {
  %c4 = arith.constant 4 : i32
  %a = call @add_one(%c4) : (i32) -> i32
  %b = call @add_one(%c4) : (i32) -> i32
  %s = arith.addi %a, %b : i32
  return %s, %a : i32, i32
}

// -----

/// Two calls pass different constants: the argument is not one constant,
/// and neither is the result.

// CHECK-LABEL: func.func private @double
// CHECK-NEXT:    %[[R:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-LABEL: func.func @different_arguments
// CHECK:         %[[A:.*]] = call @double
// CHECK:         %[[B:.*]] = call @double
// CHECK:         return %[[A]], %[[B]] : i32, i32
func.func private @double(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func @different_arguments() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = call @double(%c1) : (i32) -> i32
  %b = call @double(%c2) : (i32) -> i32
  return %a, %b : i32, i32
}

// -----

/// A public function may be called from elsewhere, and a private one whose
/// symbol an attribute names may be called through it: neither is told
/// its arguments, so neither folds (what they return does not depend on
/// an argument, so their calls' results are still known).

// CHECK-LABEL: func.func @public
// CHECK-NEXT:    %[[R:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-LABEL: func.func private @named
// CHECK-NEXT:    %[[R:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-LABEL: func.func @unseen_calls
// CHECK:         "test.use"() {ref = @named} : () -> ()
// CHECK:         %[[A:.*]] = call @public
// CHECK:         %[[B:.*]] = call @named
// CHECK:         return %[[A]], %[[B]] : i32, i32
func.func @public(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func private @named(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @unseen_calls() -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  "test.use"() {ref = @named} : () -> ()
  %a = call @public(%c3) : (i32) -> i32
  %b = call @named(%c3) : (i32) -> i32
  return %a, %b : i32, i32
}

// -----

/// A call that never runs tells nothing: the one on the branch the
/// constant condition rules out passes 9, the other 2, and the callee sees
/// only 2. A recursive function that passes its argument on is told the
/// same constant by its own call, and its own call returns it.

// CHECK-LABEL: func.func private @square
// CHECK:         %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NOT:     arith.muli
// CHECK:         return %[[C4]] : i32
// CHECK-LABEL: func.func private @countdown
// CHECK:         %[[C7:.*]] = arith.constant 7 : i32
// CHECK:         call @countdown(%[[C7]], %arg1)
// CHECK-NEXT:    return %[[C7]] : i32
// CHECK:         return %[[C7]] : i32
// CHECK-LABEL: func.func @dead_call_and_recursion
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : i32
// CHECK:         return %[[C4]], %[[C7]] : i32, i32
func.func private @square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func private @countdown(%n: i32, %go: i1) -> i32 {
  cf.cond_br %go, ^again, ^done
^again:
  %r = call @countdown(%n, %go) : (i32, i1) -> i32
  return %r : i32
^done:
  return %n : i32
}
func.func @dead_call_and_recursion(%go: i1) -> (i32, i32) {
  %false = arith.constant false
  %c2 = arith.constant 2 : i32
  %c9 = arith.constant 9 : i32
  %c7 = arith.constant 7 : i32
  cf.cond_br %false, ^never, ^always
^never:
  %x = call @square(%c9) : (i32) -> i32
  return %x, %x : i32, i32
^always:
  %y = call @square(%c2) : (i32) -> i32
  %z = call @countdown(%c7, %go) : (i32, i1) -> i32
  return %y, %z : i32, i32
}
