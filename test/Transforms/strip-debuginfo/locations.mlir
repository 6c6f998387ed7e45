// RUN: ir-opt %s -strip-debuginfo -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo))' -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=FUNC

/// Every op's location, the module's included, and every block argument's
/// becomes `loc(unknown)`: file positions, names, call sites and fused
/// locations alike, in nested regions too.

// CHECK-LABEL: func.func @f(%arg0: i32 loc(unknown), %arg1: i1 loc(unknown)) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32 loc(unknown)
// CHECK-NEXT:    %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      scf.yield %0 : i32 loc(unknown)
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg0 : i32 loc(unknown)
// CHECK-NEXT:    } loc(unknown)
// CHECK-NEXT:    cf.br ^bb1(%1 : i32) loc(unknown)
// CHECK-NEXT:  ^bb1(%2: i32 loc(unknown)):
// CHECK-NEXT:    return %2 : i32 loc(unknown)
// CHECK-NEXT:  } loc(unknown)
// CHECK-NEXT: } loc(unknown)
// CHECK-NOT:  loc(

/// On a function only, the module keeps its location (that of the
/// implicit module, the file's start).
// FUNC:       return %2 : i32 loc(unknown)
// FUNC-NEXT:  } loc(unknown)
// FUNC-NEXT:  } loc("{{.*}}locations.mlir":0:0)
func.func @f(%a: i32 loc("a.c":1:2), %c: i1 loc("c")) -> i32 {
  %s = arith.addi %a, %a : i32 loc("sum"("a.c":3:4))
  %r = scf.if %c -> (i32) {
    scf.yield %s : i32 loc(callsite("inner" at "a.c":5:6))
  } else {
    scf.yield %a : i32 loc(fused["a.c":7:8, "b.c":9:10])
  } loc("if")
  cf.br ^bb1(%r : i32)
^bb1(%x: i32 loc("x")):
  return %x : i32
} loc("f")
