// RUN: not ir-run %s -e divide --args=7,0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not ir-run %s -e divide --args=-2147483648,-1 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not ir-run %s -e remainder --args=-128,-1 2>&1 | FileCheck %s --check-prefix=REMAINDER
// RUN: not ir-run %s -e poison_divisor --args=1 2>&1 | FileCheck %s --check-prefix=POISON-DIVISOR
// RUN: not ir-run %s -e poison_branch --args=127 2>&1 | FileCheck %s --check-prefix=BRANCH
// RUN: ir-run %s -e poison_branch --args=1 | FileCheck %s --check-prefix=NO-OVERFLOW
// RUN: not ir-run %s -e poison_switch --args=8 2>&1 | FileCheck %s --check-prefix=SWITCH
// RUN: not ir-run %s -e failing_assert --args=-4 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not ir-run %s -e poison_call 2>&1 | FileCheck %s --check-prefix=CALL
// RUN: not ir-run %s -e wide --args=1 2>&1 | FileCheck %s --check-prefix=WIDE

/// Undefined behaviour in the interpreter is an error at the op that
/// commits it, with its location, and a non-zero exit status: division by
/// zero or by poison, signed division overflow, branching or switching on
/// poison, a failing assert, calling a poison function value. Integers
/// wider than 128 bits are refused.

// ZERO: error: 'arith.divsi' op division by zero
// ZERO-NEXT: --> {{.*}}undefined-behaviour.mlir:[[@LINE+4]]:8
// OVERFLOW: error: 'arith.divsi' op signed division overflows: -2147483648 / -1
// OVERFLOW-NEXT: --> {{.*}}undefined-behaviour.mlir:[[@LINE+2]]:8
func.func @divide(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}

// REMAINDER: error: 'arith.remsi' op signed division overflows: -128 % -1
func.func @remainder(%a: i8, %b: i8) -> i8 {
  %r = arith.remsi %a, %b : i8
  return %r : i8
}

// POISON-DIVISOR: error: 'arith.remui' op division by poison
func.func @poison_divisor(%a: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.remui %a, %p : i32
  return %r : i32
}

// BRANCH: error: 'cf.cond_br' op the condition is poison
// BRANCH-NEXT: --> {{.*}}undefined-behaviour.mlir:[[@LINE+7]]:3
// NO-OVERFLOW: 2
func.func @poison_branch(%a: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %next = arith.addi %a, %c1 overflow<nsw> : i8
  %positive = arith.cmpi sgt, %next, %c0 : i8
  cf.cond_br %positive, ^yes, ^no
^yes:
  return %next : i8
^no:
  return %c0 : i8
}

// SWITCH: error: 'cf.switch' op the switch flag is poison
func.func @poison_switch(%a: i32) -> i32 {
  %amount = arith.constant 32 : i32
  %shifted = arith.shli %a, %amount : i32
  cf.switch %shifted : i32, [
    default: ^bb1,
    0: ^bb1
  ]
^bb1:
  return %a : i32
}

// ASSERT: error: 'cf.assert' op assertion failed: x must be positive
// ASSERT-NEXT: --> {{.*}}undefined-behaviour.mlir:[[@LINE+4]]:3
func.func @failing_assert(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %positive = arith.cmpi sgt, %x, %c0 : i32
  cf.assert %positive, "x must be positive"
  return %x : i32
}

// CALL: error: 'func.call_indirect' op call of a poison function value
func.func @poison_call() -> i32 {
  %f = ub.poison : () -> i32
  %r = call_indirect %f() : () -> i32
  return %r : i32
}

// WIDE: error: 'arith.extsi' op integers of 256 bits are not supported by the interpreter (only 1 to 128)
func.func @wide(%a: i64) -> i64 {
  %w = arith.extsi %a : i64 to i256
  %t = arith.trunci %w : i256 to i64
  return %t : i64
}
