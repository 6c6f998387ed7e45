// RUN: ir-run %s -e main --args=9 | FileCheck %s
// RUN: ir-opt %s --convert-block-args-to-copies | ir-run - -e main --args=9 | FileCheck %s
// RUN: ir-opt %s --convert-block-args-to-copies=coalesce=false | ir-run - -e main --args=9 | FileCheck %s
// RUN: ir-opt %s --split-critical-edges | ir-run - -e main --args=9 | FileCheck %s

/// The lowered form runs in the interpreter and computes what the SSA
/// program computes, coalesced or not: the classic cases called from
/// @main (the sum of the positive elements of an array, a swap loop, the
/// lost copy, a switch with several edges to one block). The results were
/// checked by hand: the array holds 3 * i - 7 for i < 9, whose positive
/// elements sum to 2 + 5 + 8 + 11 + 14 + 17 = 57; nine swaps of (1, 2)
/// give (2, 1); the lost copy returns the value whose successor reached
/// 9, that is 8;
/// the switch gives 4 - 9, 9 - 4, 4 - 4.

// CHECK:      57
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 8
// CHECK-NEXT: -5
// CHECK-NEXT: 5
// CHECK-NEXT: 0

func.func @sum_positive(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  cf.br ^header(%c0, %zero : index, i32)
^header(%i: index, %s: i32):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t = memref.load %a[%i] : memref<?xi32>
  %positive = arith.cmpi sgt, %t, %zero : i32
  cf.cond_br %positive, ^add, ^join(%s : i32)
^add:
  %s3 = arith.addi %s, %t : i32
  cf.br ^join(%s3 : i32)
^join(%s4: i32):
  %i3 = arith.addi %i, %c1 : index
  cf.br ^header(%i3, %s4 : index, i32)
^exit:
  return %s : i32
}

func.func @swap(%a: i32, %b: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^loop(%a, %b, %c0 : i32, i32, index)
^loop(%x: i32, %y: i32, %i: index):
  %more = arith.cmpi slt, %i, %n : index
  %next = arith.addi %i, %c1 : index
  cf.cond_br %more, ^loop(%y, %x, %next : i32, i32, index), ^exit
^exit:
  return %x, %y : i32, i32
}

func.func @lost_copy(%n: i32) -> i32 {
  %one = arith.constant 1 : i32
  cf.br ^loop(%one : i32)
^loop(%x2: i32):
  %x3 = arith.addi %x2, %one : i32
  %more = arith.cmpi slt, %x3, %n : i32
  cf.cond_br %more, ^loop(%x3 : i32), ^exit
^exit:
  return %x2 : i32
}

func.func @switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^join(%a, %b : i32, i32),
    1: ^join(%b, %a : i32, i32),
    2: ^join(%a, %a : i32, i32)
  ]
^join(%p: i32, %q: i32):
  %d = arith.subi %p, %q : i32
  return %d : i32
}

func.func @main(%n: index) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i32
  %seven = arith.constant 7 : i32
  %array = memref.alloca(%n) : memref<?xi32>
  cf.br ^fill(%c0 : index)
^fill(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^store, ^run
^store:
  %i32 = arith.index_cast %i : index to i32
  %scaled = arith.muli %i32, %three : i32
  %v = arith.subi %scaled, %seven : i32
  memref.store %v, %array[%i] : memref<?xi32>
  %next = arith.addi %i, %c1 : index
  cf.br ^fill(%next : index)
^run:
  %sum = call @sum_positive(%array, %n) : (memref<?xi32>, index) -> i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %x, %y = call @swap(%one, %two, %n) : (i32, i32, index) -> (i32, i32)
  %n32 = arith.index_cast %n : index to i32
  %last = call @lost_copy(%n32) : (i32) -> i32
  %four = arith.constant 4 : i32
  %zero = arith.constant 0 : i32
  %d0 = call @switch(%zero, %four, %n32) : (i32, i32, i32) -> i32
  %d1 = call @switch(%one, %four, %n32) : (i32, i32, i32) -> i32
  %d2 = call @switch(%two, %four, %n32) : (i32, i32, i32) -> i32
  return %sum, %x, %y, %last, %d0, %d1, %d2 : i32, i32, i32, i32, i32, i32, i32
}
