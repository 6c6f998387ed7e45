// RUN: ir-run %s -e main --args=5 | FileCheck %s
// RUN: ir-run %s -e main --args=20 | FileCheck %s --check-prefix=WIDE
// RUN: ir-run %s -e pick --args=true,6 | FileCheck %s --check-prefix=PICK-SQUARE
// RUN: ir-run %s -e pick --args=false,6 | FileCheck %s --check-prefix=PICK-DOUBLE

/// Calls in the interpreter: direct calls with several results, recursion
/// (factorial, mutual recursion), function values made by func.constant
/// and called with call_indirect. Values checked against mlir-runner
/// (scripts/crosscheck-mlir-runner.sh with ENTRY and INPUTS).

func.func private @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}

func.func private @double(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}

func.func private @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

func.func private @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %small, ^base, ^step
^base:
  return %c1 : i64
^step:
  %m = arith.subi %n, %c1 : i64
  %r = call @factorial(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}

func.func private @is_even(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %zero = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %zero, ^yes, ^no
^yes:
  %true = arith.constant true
  return %true : i1
^no:
  %c1 = arith.constant 1 : i64
  %m = arith.subi %n, %c1 : i64
  %r = call @is_odd(%m) : (i64) -> i1
  return %r : i1
}

func.func private @is_odd(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %zero = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %zero, ^no, ^yes
^no:
  %false = arith.constant false
  return %false : i1
^yes:
  %c1 = arith.constant 1 : i64
  %m = arith.subi %n, %c1 : i64
  %r = call @is_even(%m) : (i64) -> i1
  return %r : i1
}

// CHECK: 120
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: false
// WIDE: 2432902008176640000
// WIDE-NEXT: 6
// WIDE-NEXT: 2
// WIDE-NEXT: true
func.func @main(%n: i64) -> (i64, i64, i64, i1) {
  %f = call @factorial(%n) : (i64) -> i64
  %c3 = arith.constant 3 : i64
  %qr:2 = call @divmod(%n, %c3) : (i64, i64) -> (i64, i64)
  %even = call @is_even(%n) : (i64) -> i1
  return %f, %qr#0, %qr#1, %even : i64, i64, i64, i1
}

// PICK-SQUARE: 36
// PICK-DOUBLE: 12
func.func @pick(%which: i1, %x: i64) -> i64 {
  %square = constant @square : (i64) -> i64
  %double = constant @double : (i64) -> i64
  %f = arith.select %which, %square, %double : (i64) -> i64
  %r = call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
