// A function that sums 0..n with a loop whose header merges the counter
// and the running sum through block arguments (generic form: the custom
// forms of func/arith/cf arrive with the dialects issue).
"func.func"() <{function_type = (i32) -> i32, sym_name = "sum_to"}> ({
^bb0(%n: i32):
  %zero = "test.op"() {value = 0 : i32} : () -> i32
  "cf.br"(%zero, %zero)[^header] : (i32, i32) -> ()
^header(%i: i32, %sum: i32):
  %done = "test.op"(%i, %n) {predicate = "sge"} : (i32, i32) -> i1
  "cf.cond_br"(%done, %sum, %i, %sum)[^exit, ^body] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
^body(%j: i32, %acc: i32):
  %next_sum = "test.op"(%acc, %j) {kind = "add"} : (i32, i32) -> i32
  %next_i = "test.op"(%j) {kind = "increment"} : (i32) -> i32
  "cf.br"(%next_i, %next_sum)[^header] : (i32, i32) -> ()
^exit(%result: i32):
  "func.return"(%result) : (i32) -> ()
}) : () -> ()
