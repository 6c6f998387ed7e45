// RUN: ir-run %s -e sum --args=5 | FileCheck %s --check-prefix=SUM
// RUN: ir-run %s -e sum --args=0 | FileCheck %s --check-prefix=SUM-ZERO
// RUN: ir-run %s -e classify --args=3 | FileCheck %s --check-prefix=CASE
// RUN: ir-run %s -e classify --args=255 | FileCheck %s --check-prefix=NEGATIVE-CASE
// RUN: ir-run %s -e classify --args=9 | FileCheck %s --check-prefix=DEFAULT
// RUN: ir-run %s -e checked --args=4 | FileCheck %s --check-prefix=ASSERT-HOLDS
// RUN: ir-run %s -e collatz --args=27 | FileCheck %s --check-prefix=COLLATZ
// RUN: not ir-run %s -e collatz --args=27 --fuel=500 2>&1 | FileCheck %s --check-prefix=FUEL

/// Unstructured control flow in the interpreter: loops of blocks with
/// arguments, cond_br, switch on case values (an i8 case `-1` is the flag
/// 255), assert, and the fuel limit. Values checked against mlir-runner
/// (scripts/crosscheck-mlir-runner.sh with ENTRY and INPUTS).

// SUM: 10
// SUM-NEXT: 5
// SUM-ZERO: 0
// SUM-ZERO-NEXT: 0
func.func @sum(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %total: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit(%total, %i : i32, i32)
^body:
  %next = arith.addi %i, %c1 : i32
  %sum = arith.addi %total, %i : i32
  cf.br ^head(%next, %sum : i32, i32)
^exit(%result: i32, %count: i32):
  return %result, %count : i32, i32
}

// CASE: 30
// NEGATIVE-CASE: -1
// DEFAULT: 9
func.func @classify(%flag: i8) -> i32 {
  %c30 = arith.constant 30 : i32
  %wide = arith.extsi %flag : i8 to i32
  cf.switch %flag : i8, [
    default: ^bb1(%wide : i32),
    3: ^bb1(%c30 : i32),
    -1: ^bb2
  ]
^bb1(%value: i32):
  return %value : i32
^bb2:
  %minus = arith.constant -1 : i32
  return %minus : i32
}

// ASSERT-HOLDS: 4
func.func @checked(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %positive = arith.cmpi sgt, %x, %c0 : i32
  cf.assert %positive, "x must be positive"
  return %x : i32
}

// COLLATZ: 111
// FUEL: error: out of fuel after 500 ops
func.func @collatz(%start: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^loop(%start, %c0 : i64, i64)
^loop(%x: i64, %steps: i64):
  %done = arith.cmpi eq, %x, %c1 : i64
  cf.cond_br %done, ^exit, ^step
^step:
  %next_steps = arith.addi %steps, %c1 : i64
  %parity = arith.remui %x, %c2 : i64
  %odd = arith.cmpi ne, %parity, %c0 : i64
  cf.cond_br %odd, ^odd, ^even
^odd:
  %tripled = arith.muli %x, %c3 : i64
  %up = arith.addi %tripled, %c1 : i64
  cf.br ^loop(%up, %next_steps : i64, i64)
^even:
  %down = arith.divui %x, %c2 : i64
  cf.br ^loop(%down, %next_steps : i64, i64)
^exit:
  return %steps : i64
}
