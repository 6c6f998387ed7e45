// RUN: ir-opt %s --sroa --mem2reg | FileCheck %s

/// sroa then mem2reg: the pieces of a split array become SSA values,
/// through branches and a loop (the block arguments in the order of the
/// pieces); an alloca passed to a call stays in memory. The expected text
/// is mlir-opt-22's, byte for byte.

// CHECK-LABEL: func.func @straight(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @diamond(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @loop(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  cf.br ^bb1(%c1_i32, %arg0 : i32, i32)
// CHECK-NEXT:  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:  %3 = arith.subi %1, %c1_i32 : i32
// CHECK-NEXT:  %4 = arith.cmpi sgt, %3, %c1_i32 : i32
// CHECK-NEXT:  cf.cond_br %4, ^bb1(%2, %3 : i32, i32), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:  return %2 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func private @use(
// CHECK-LABEL: func.func @escapes(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT:  memref.store %arg0, %alloca[%c0] : memref<4xi32>
// CHECK-NEXT:  call @use(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT:  %0 = memref.load %alloca[%c0] : memref<4xi32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }

func.func @straight(%v: i32, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %w, %m[%c1] : memref<2xi32>
  %a = memref.load %m[%c0] : memref<2xi32>
  %b = memref.load %m[%c1] : memref<2xi32>
  %s = arith.subi %a, %b : i32
  return %s : i32
}

func.func @diamond(%c: i1, %v: i32, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloca() : memref<2x2xi32>
  memref.store %v, %m[%c0, %c0] : memref<2x2xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %w, %m[%c0, %c0] : memref<2x2xi32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %a = memref.load %m[%c0, %c0] : memref<2x2xi32>
  return %a : i32
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %m = memref.alloca() : memref<2xi32>
  memref.store %n, %m[%c0] : memref<2xi32>
  memref.store %one, %m[%c1] : memref<2xi32>
  cf.br ^bb1
^bb1:
  %i = memref.load %m[%c0] : memref<2xi32>
  %p = memref.load %m[%c1] : memref<2xi32>
  %q = arith.muli %p, %i : i32
  memref.store %q, %m[%c1] : memref<2xi32>
  %j = arith.subi %i, %one : i32
  memref.store %j, %m[%c0] : memref<2xi32>
  %more = arith.cmpi sgt, %j, %one : i32
  cf.cond_br %more, ^bb1, ^bb2
^bb2:
  %r = memref.load %m[%c1] : memref<2xi32>
  return %r : i32
}

func.func private @use(memref<4xi32>)

func.func @escapes(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  call @use(%m) : (memref<4xi32>) -> ()
  %a = memref.load %m[%c0] : memref<4xi32>
  return %a : i32
}
