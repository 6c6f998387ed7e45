// An invalid function: `%late` is used before it is defined.
// `ir-opt examples/bad.mlir` reports it (see README.md).
func.func @f() {
  cf.br ^bb1
^bb1:
  "cf.br"(%late)[^bb2] : (i32) -> ()
^bb2(%x: i32):
  %late = arith.constant 1 : i32
  return
}
