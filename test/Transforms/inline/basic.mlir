// RUN: ir-opt %s --inline='default-pipeline=' | FileCheck %s

/// Calls to private functions are inlined and the functions, once unused,
/// erased; a callee of several blocks returns through branches to the
/// block after the call; recursion, declarations, indirect calls and
/// `no_inline` stay calls.

// CHECK-NOT: func.func private @add
func.func private @add(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// CHECK-LABEL: func.func private @pick
func.func private @pick(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %m = arith.muli %a, %a : i32
  return %m : i32
}

// CHECK-LABEL: func.func private @self
// CHECK:         call @self
func.func private @self(%a: i32) -> i32 {
  %r = call @self(%a) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func private @kept(%arg0: i32) -> i32 attributes {no_inline}
func.func private @kept(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}

func.func private @ext(i32) -> i32

// CHECK-LABEL: func.func @straight
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[S]], %[[S]] : i32
// CHECK-NEXT:    return %[[T]] : i32
func.func @straight(%x: i32, %y: i32) -> i32 {
  %0 = call @add(%x, %y) : (i32, i32) -> i32
  %1 = call @add(%0, %0) : (i32, i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func @branches
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[M]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
func.func @branches(%c: i1, %x: i32) -> i32 {
  %0 = call @pick(%c, %x) : (i1, i32) -> i32
  return %0 : i32
}

// A callee of several blocks is not inlined into a single-block region.
// CHECK-LABEL: func.func @in_if
// CHECK:         scf.if
// CHECK-NEXT:      func.call @pick
func.func @in_if(%c: i1, %x: i32) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = func.call @pick(%c, %x) : (i1, i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %x : i32
  }
  return %0 : i32
}

// CHECK-LABEL: func.func @not_inlined
// CHECK-NEXT:    call @self(%arg0)
// CHECK-NEXT:    call @kept(
// CHECK-NEXT:    call @ext(
// CHECK-NEXT:    return
func.func @not_inlined(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  %1 = call @kept(%0) : (i32) -> i32
  %2 = call @ext(%1) : (i32) -> i32
  return %2 : i32
}
