// RUN: acc-opt %s | FileCheck %s
// RUN: acc-opt %s | acc-opt | FileCheck %s
// RUN: acc-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: acc-opt %s -mlir-print-op-generic | acc-opt | FileCheck %s

/// Custom syntax from the dialect's assembly formats; the type and the
/// attribute in their canonical spelling; suggested result names.

// CHECK-LABEL: func.func @ops(
// CHECK-SAME:     %[[X:.*]]: i32)
// CHECK:         %[[CELL:cell]] = acc.cell : !acc.cell<i32>
// CHECK-NEXT:    acc.add %[[CELL]], %[[X]] : !acc.cell<i32>
// CHECK-NEXT:    %[[V:.*]] = acc.get %[[CELL]] : !acc.cell<i32>
// CHECK-NEXT:    %[[S:.*]] = acc.scale %[[V]] by #acc.factor<-2> : i32
// CHECK-NEXT:    return %[[S]] : i32

// GENERIC:      %0 = "acc.cell"() : () -> !acc.cell<i32>
// GENERIC-NEXT: "acc.add"(%0, %arg0) : (!acc.cell<i32>, i32) -> ()
// GENERIC-NEXT: %1 = "acc.get"(%0) : (!acc.cell<i32>) -> i32
// GENERIC-NEXT: %2 = "acc.scale"(%1) <{factor = #acc.factor<-2>}> : (i32) -> i32
func.func @ops(%x: i32) -> i32 {
  %c = acc.cell : !acc.cell< i32 >
  acc.add %c, %x : !acc.cell<i32>
  %v = acc.get %c : !acc.cell<i32>
  %s = acc.scale %v by #acc.factor< -2 > : i32
  return %s : i32
}
