// RUN: ir-run %s -e ring --args=127,2 | FileCheck %s --check-prefix=RING
// RUN: ir-run %s -e flags --args=127,1 | FileCheck %s --check-prefix=FLAGS
// RUN: ir-run %s -e flags --args=-1,1 | FileCheck %s --check-prefix=FLAGS-UNSIGNED
// RUN: ir-run %s -e divisions --args=-7,2 | FileCheck %s --check-prefix=DIV
// RUN: ir-run %s -e divisions --args=7,-2 | FileCheck %s --check-prefix=DIV-NEG
// RUN: ir-run %s -e bits --args=-20,3 | FileCheck %s --check-prefix=BITS
// RUN: ir-run %s -e shifts --args=-128,7 | FileCheck %s --check-prefix=SHIFT
// RUN: ir-run %s -e shifts --args=1,8 | FileCheck %s --check-prefix=SHIFT-WIDE
// RUN: ir-run %s -e widths --args=true,5,-1 | FileCheck %s --check-prefix=WIDTHS
// RUN: ir-run %s -e index --args=9223372036854775807,-3 | FileCheck %s --check-prefix=INDEX

/// Integer arithmetic in the interpreter, with the results mlir-runner
/// computes for the same calls (scripts/crosscheck-mlir-runner.sh with
/// ENTRY and INPUTS): wrap-around at every width, poison from overflow
/// flags and oversized shifts, the rounding of every division.

// RING: -127
// RING-NEXT: -125
// RING-NEXT: -2
// RING-NEXT: -127
func.func @ring(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %sum = arith.addi %a, %b : i8
  %difference = arith.subi %b, %a : i8
  %product = arith.muli %a, %b : i8
  %negated = arith.subi %b, %sum : i8
  return %sum, %difference, %product, %negated : i8, i8, i8, i8
}

// FLAGS: poison
// FLAGS-NEXT: -128
// FLAGS-NEXT: 127
// FLAGS-NEXT: poison
// FLAGS-UNSIGNED: 0
// FLAGS-UNSIGNED-NEXT: poison
// FLAGS-UNSIGNED-NEXT: -1
// FLAGS-UNSIGNED-NEXT: -2
func.func @flags(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %nsw = arith.addi %a, %b overflow<nsw> : i8
  %nuw = arith.addi %a, %b overflow<nuw> : i8
  %mul = arith.muli %a, %b overflow<nsw, nuw> : i8
  %shl = arith.shli %a, %b overflow<nsw> : i8
  return %nsw, %nuw, %mul, %shl : i8, i8, i8, i8
}

// DIV: -3
// DIV-NEXT: 2147483644
// DIV-NEXT: -3
// DIV-NEXT: 2147483645
// DIV-NEXT: -4
// DIV-NEXT: -1
// DIV-NEXT: 1
// DIV-NEG: -3
// DIV-NEG-NEXT: 0
// DIV-NEG-NEXT: -3
// DIV-NEG-NEXT: 1
// DIV-NEG-NEXT: -4
// DIV-NEG-NEXT: 1
// DIV-NEG-NEXT: 7
func.func @divisions(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %divsi = arith.divsi %a, %b : i32
  %divui = arith.divui %a, %b : i32
  %ceildivsi = arith.ceildivsi %a, %b : i32
  %ceildivui = arith.ceildivui %a, %b : i32
  %floordivsi = arith.floordivsi %a, %b : i32
  %remsi = arith.remsi %a, %b : i32
  %remui = arith.remui %a, %b : i32
  return %divsi, %divui, %ceildivsi, %ceildivui, %floordivsi, %remsi, %remui
      : i32, i32, i32, i32, i32, i32, i32
}

// BITS: 0
// BITS-NEXT: -17
// BITS-NEXT: -17
// BITS-NEXT: 3
// BITS-NEXT: -20
// BITS-NEXT: -20
// BITS-NEXT: 3
func.func @bits(%a: i16, %b: i16) -> (i16, i16, i16, i16, i16, i16, i16) {
  %and = arith.andi %a, %b : i16
  %or = arith.ori %a, %b : i16
  %xor = arith.xori %a, %b : i16
  %maxsi = arith.maxsi %a, %b : i16
  %maxui = arith.maxui %a, %b : i16
  %minsi = arith.minsi %a, %b : i16
  %minui = arith.minui %a, %b : i16
  return %and, %or, %xor, %maxsi, %maxui, %minsi, %minui : i16, i16, i16, i16, i16, i16, i16
}

// SHIFT: 0
// SHIFT-NEXT: 1
// SHIFT-NEXT: -1
// SHIFT-WIDE: poison
// SHIFT-WIDE-NEXT: poison
// SHIFT-WIDE-NEXT: poison
func.func @shifts(%a: i8, %b: i8) -> (i8, i8, i8) {
  %shl = arith.shli %a, %b : i8
  %shrui = arith.shrui %a, %b : i8
  %shrsi = arith.shrsi %a, %b : i8
  return %shl, %shrui, %shrsi : i8, i8, i8
}

// WIDTHS: false
// WIDTHS-NEXT: 1
// WIDTHS-NEXT: 0
// WIDTHS-NEXT: 36893488147419103231
func.func @widths(%a: i1, %b: i3, %c: i65) -> (i1, i3, i65, i128) {
  %bit = arith.addi %a, %a : i1
  %three = arith.muli %b, %b : i3
  %one = arith.constant 1 : i65
  %wide = arith.addi %c, %one : i65
  %unsigned = arith.extui %c : i65 to i128
  return %bit, %three, %wide, %unsigned : i1, i3, i65, i128
}

// INDEX: -9223372036854775808
// INDEX-NEXT: -3074457345618258602
func.func @index(%a: index, %b: index) -> (index, index) {
  %one = arith.constant 1 : index
  %next = arith.addi %a, %one : index
  %quotient = arith.divsi %a, %b : index
  return %next, %quotient : index, index
}
