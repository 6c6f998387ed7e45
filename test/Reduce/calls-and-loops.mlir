// RUN: ir-reduce %s --miscompile='func.func(test-swap-subi)' --entry=main --args=7 --fuel=1000 | FileCheck %s

/// --miscompile through a call layer, the shape bench-gen's programs of
/// seeds 147 and 170 reduced to before calls could go: the call to @f0 is
/// inlined and @f0 erased (its unused argument and result go with it),
/// and the value the loop only passes through (%p) goes from the
/// scf.while, its uses now the initial value; the subtraction the
/// planted bug swaps stays in the loop.

// CHECK-LABEL: func.func @main(
// CHECK-NOT:     call
// CHECK:         scf.while ({{%[a-z0-9]+}} = {{%[a-z0-9_]+}}, {{%[a-z0-9]+}} = {{%[a-z0-9_]+}}) : (i32, i32) -> (i32, i32)
// CHECK:         arith.subi %arg0,
// CHECK:         scf.yield
// CHECK:         return
// CHECK-NOT:     func.func

func.func @f0(%x: i32, %unused: i64) -> (i32, i64) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %r:3 = scf.while (%i = %c0, %p = %x, %v = %x) : (i32, i32, i32) -> (i32, i32, i32) {
    %more = arith.cmpi slt, %i, %c2 : i32
    scf.condition(%more) %i, %p, %v : i32, i32, i32
  } do {
  ^bb0(%i: i32, %p: i32, %v: i32):
    %d = arith.subi %p, %v : i32
    %one = arith.constant 1 : i32
    %n = arith.addi %i, %one : i32
    scf.yield %n, %p, %d : i32, i32, i32
  }
  return %r#2, %unused : i32, i64
}

func.func @main(%a: i32) -> i32 {
  %c = arith.constant 0 : i64
  %0:2 = call @f0(%a, %c) : (i32, i64) -> (i32, i64)
  return %0#0 : i32
}
