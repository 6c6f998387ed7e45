module @m attributes {test.x = 1 : i32} {
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%a: i32 loc("x.mlir":1:1), %c: i1):
    "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%x: i32):
    %r = "func.call"(%x) <{callee = @f}> : (i32) -> i32
    "cf.br"(%r)[^bb3] : (i32) -> ()
  ^bb2:
    "cf.br"(%a)[^bb3] : (i32) -> ()
  ^bb3(%y: i32):
    %u = "builtin.unrealized_conversion_cast"(%y) : (i32) -> i64
    "func.return"(%y) : (i32) -> ()
  }) : () -> ()
  "test.graph_region"() ({
    %0 = "test.op"(%1) : (i32) -> i32
    %1 = "test.op"(%0) : (i32) -> i32
  }) : () -> ()
  "test.isolated_region"() ({
  ^bb0(%z: index):
    "test.ssacfg_region"() ({
      "test.br"(%z)[^bb1] : (index) -> ()
    ^bb1(%w: index):
      "test.terminator"() : () -> ()
    }) : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  module {
  }
}
