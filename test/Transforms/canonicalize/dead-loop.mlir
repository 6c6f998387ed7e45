// RUN: ir-opt %s --canonicalize | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22 --canonicalize does not terminate on it (its patterns keep rewriting the self-feeding op in the unreachable loop)

/// A constant branch leaves a loop unreachable; merging its blocks makes
/// an op feed itself (allowed in unreachable code), which patterns could
/// rewrite forever. The driver bounds each round; region simplification
/// then erases the dead loop. (Found by the differential harness.)

// CHECK-LABEL: func.func @dead_loop
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @dead_loop(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %w = arith.extui %a : i32 to i64
  %true = arith.cmpi sge, %w, %w : i64
  cf.cond_br %true, ^exit(%a : i32), ^loop(%c0 : i32)
^loop(%i: i32):
  %more = arith.cmpi slt, %i, %c5 : i32
  cf.cond_br %more, ^body, ^done
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^loop(%next : i32)
^done:
  cf.br ^exit(%b : i32)
^exit(%r: i32):
  return %r : i32
}
