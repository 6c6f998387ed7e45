// RUN: ir-reduce %s --test=%S/Inputs/slow-unless.sh --test-arg=arith.subi --test-arg=arith.muli --test-timeout=0.2 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=NOTE < %t.err
// RUN: not ir-reduce %s --test=%S/Inputs/slow-unless.sh --test-arg=arith.divsi --test-arg=arith.muli --test-timeout=0.2 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: not ir-reduce %s --test=%S/Inputs/slow-unless.sh --test-arg=x --test-arg=y --test-timeout=0 2>&1 | FileCheck %s --check-prefix=BAD

/// --test-timeout: a run of the script that takes longer is stopped (the
/// script's `sleep 60` with it: the test takes seconds, not minutes) and
/// the variant counts as not interesting, so the variants without the
/// subtraction are not kept; a note says how many runs were stopped. If
/// the input itself times out, the error says so.

// CHECK-LABEL: func.func @f(
// CHECK:         arith.subi
// CHECK:         arith.muli

// NOTE: ir-reduce: {{[0-9]+}} runs of the test script took longer than --test-timeout=0.2 s: stopped and counted as not interesting

// INPUT: error: the input is not interesting to the test (the test script ran longer than --test-timeout=0.2 s and was stopped)

// BAD: '0' is not a positive number of seconds

func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %0 : i32
  %3 = arith.xori %2, %a : i32
  return %3 : i32
}
