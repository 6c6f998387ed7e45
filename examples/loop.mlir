// Sums the integers 0..n with a loop whose header merges the counter and
// the running sum through block arguments, written the way a front end
// at -O0 would: every variable lives in a stack slot. Try:
//   ir-opt examples/loop.mlir --pass-pipeline='builtin.module(func.func(mem2reg,canonicalize,cse))'
//   ir-run examples/loop.mlir -e sum_to --args 10
func.func @sum_to(%n: i32) -> i32 {
  %i_slot = memref.alloca() : memref<i32>
  %sum_slot = memref.alloca() : memref<i32>
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  memref.store %zero, %i_slot[] : memref<i32>
  memref.store %zero, %sum_slot[] : memref<i32>
  cf.br ^header
^header:
  %i = memref.load %i_slot[] : memref<i32>
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %sum = memref.load %sum_slot[] : memref<i32>
  %next_sum = arith.addi %sum, %i : i32
  memref.store %next_sum, %sum_slot[] : memref<i32>
  %next_i = arith.addi %i, %one : i32
  memref.store %next_i, %i_slot[] : memref<i32>
  cf.br ^header
^exit:
  %result = memref.load %sum_slot[] : memref<i32>
  return %result : i32
}
