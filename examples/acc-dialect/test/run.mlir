// RUN: acc-run %s -e main --args 5 | FileCheck %s
// RUN: acc-opt %s --canonicalize --cse --dce | acc-run - -e main --args 5 | FileCheck %s

/// The interpreter runs acc ops through their semantics, the same before
/// and after the passes: 2 * (5 + 5 + 7) * -3 = -102.

// CHECK: -102
func.func @main(%x: i32) -> i32 {
  %c = acc.cell : !acc.cell<i32>
  %seven = arith.constant 7 : i32
  acc.add %c, %x : !acc.cell<i32>
  acc.add %c, %x : !acc.cell<i32>
  acc.add %c, %seven : !acc.cell<i32>
  %v = acc.get %c : !acc.cell<i32>
  %d = acc.scale %v by #acc.factor<2> : i32
  %r = acc.scale %d by #acc.factor<-3> : i32
  return %r : i32
}
