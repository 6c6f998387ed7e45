// RUN: acc-opt %s --convert-acc-to-memref | FileCheck %s
// RUN: acc-run %s -e main --args 5 | FileCheck %s --check-prefix=OUT
// RUN: acc-opt %s --convert-acc-to-memref | acc-run - -e main --args 5 | FileCheck %s --check-prefix=OUT
// RUN: acc-opt %s --pass-pipeline='builtin.module(convert-acc-to-memref,convert-scf-to-cf,func.func(mem2reg,gvn,sccp,canonicalize,dce,split-critical-edges,convert-block-args-to-copies))' | acc-run - -e main --args 5 | FileCheck %s --check-prefix=OUT

/// `convert-acc-to-memref`: a cell becomes a `memref<i32>` slot, across
/// function signatures, calls and block arguments; what the program
/// computes stays the same, also after lowering `scf` and leaving SSA:
/// (5 + 5 + 7) * 2 = 34.

// OUT: 34

// CHECK-LABEL: func.func @bump
// CHECK-SAME:      (%[[C:.*]]: memref<i32>, %[[X:.*]]: i32)
// CHECK-NEXT:    %[[OLD:.*]] = memref.load %[[C]][] : memref<i32>
// CHECK-NEXT:    %[[NEW:.*]] = arith.addi %[[OLD]], %[[X]] : i32
// CHECK-NEXT:    memref.store %[[NEW]], %[[C]][] : memref<i32>
// CHECK-NEXT:    return
func.func @bump(%c: !acc.cell<i32>, %x: i32) {
  acc.add %c, %x : !acc.cell<i32>
  return
}

// CHECK-LABEL: func.func @main
// CHECK:         %[[SLOT:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    memref.store %[[ZERO]], %[[SLOT]][] : memref<i32>
// CHECK:         call @bump(%[[SLOT]], %{{.*}}) : (memref<i32>, i32) -> ()
// CHECK:         cf.cond_br %{{.*}}, ^bb1(%[[SLOT]] : memref<i32>), ^bb2(%[[SLOT]] : memref<i32>)
// CHECK-NEXT:  ^bb1(%[[M:.*]]: memref<i32>):
// CHECK-NEXT:    memref.load %[[M]][] : memref<i32>
// CHECK:       ^bb2(%[[D:.*]]: memref<i32>):
// CHECK-NEXT:    %[[V:.*]] = memref.load %[[D]][] : memref<i32>
// CHECK-NEXT:    %[[R:.*]] = acc.scale %[[V]] by #acc.factor<2> : i32
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NOT:     acc.cell
// CHECK-NOT:     unrealized_conversion_cast
func.func @main(%x: i32) -> i32 {
  %c = acc.cell : !acc.cell<i32>
  %seven = arith.constant 7 : i32
  call @bump(%c, %x) : (!acc.cell<i32>, i32) -> ()
  acc.add %c, %x : !acc.cell<i32>
  %zero = arith.constant 0 : i32
  %big = arith.cmpi sgt, %x, %zero : i32
  cf.cond_br %big, ^more(%c : !acc.cell<i32>), ^done(%c : !acc.cell<i32>)
^more(%m: !acc.cell<i32>):
  acc.add %m, %seven : !acc.cell<i32>
  cf.br ^done(%m : !acc.cell<i32>)
^done(%d: !acc.cell<i32>):
  %v = acc.get %d : !acc.cell<i32>
  %r = acc.scale %v by #acc.factor<2> : i32
  return %r : i32
}

