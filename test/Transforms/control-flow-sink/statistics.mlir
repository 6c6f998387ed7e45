// RUN: ir-opt %s --control-flow-sink -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22's control-flow-sink keeps no statistics

/// `num-sunk` counts the ops moved into regions: `%y`; `%x` stays (the
/// `subi` after the `scf.if` uses it too).

// CHECK:      ControlFlowSink
// CHECK-NEXT:   (S) 1 num-sunk - Number of operations sunk

func.func @f(%a: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %a : i32
  %r = scf.if %c -> i32 {
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %k = arith.subi %r, %x : i32
  return %k : i32
}
