// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s --check-prefix=OUT

/// IR dumps leave the file metadata section out, as mlir-opt-22's do; the
/// output carries it.

// DUMP:      IR Dump After CSE (cse)
// DUMP-NEXT: func.func @f() -> tensor<2xi32> {
// DUMP-NEXT:   %cst = arith.constant dense_resource<q> : tensor<2xi32>
// DUMP-NEXT:   return %cst : tensor<2xi32>
// DUMP-NEXT: }
// DUMP-NOT:  dialect_resources

// OUT:      return %cst : tensor<2xi32>
// OUT:      {-#
// OUT-NEXT:   dialect_resources: {
// OUT-NEXT:     builtin: {
// OUT-NEXT:       q: "0x040000000100000002000000"
// OUT-NEXT:     }
// OUT-NEXT:   },
// OUT-NEXT:   external_resources: {
// OUT-NEXT:     t: {
// OUT-NEXT:       k: true
// OUT-NEXT:     }
// OUT-NEXT:   }
// OUT-NEXT: #-}
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<q> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: { builtin: { q: "0x040000000100000002000000" } },
  external_resources: { t: { k: true } }
#-}
