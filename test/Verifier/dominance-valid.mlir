// RUN: ir-opt %s | FileCheck %s

/// Valid uses: across a loop back edge through block arguments, from an
/// enclosing region into a nested one, in a graph region before the
/// definition, and in an unreachable block.

// CHECK-LABEL: func.func @loop(
"func.func"() <{function_type = (i32) -> i32, sym_name = "loop"}> ({
^bb0(%n: i32):
  "cf.br"(%n)[^bb1] : (i32) -> ()
^bb1(%i: i32):
  %c = "test.op"(%i, %n) : (i32, i32) -> i1
  // CHECK: cf.cond_br
  "cf.cond_br"(%c, %i)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb2:
  "func.return"(%i) : (i32) -> ()
}) : () -> ()

// CHECK-LABEL: func.func @nested_use(
"func.func"() <{function_type = (i32) -> (), sym_name = "nested_use"}> ({
^bb0(%x: i32):
  // CHECK: "test.ssacfg_region"() ({
  "test.ssacfg_region"() ({
    // CHECK-NEXT: "test.op"(%arg0)
    "test.op"(%x) : (i32) -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: func.func @graph(
"func.func"() <{function_type = () -> (), sym_name = "graph"}> ({
  // CHECK: test.graph_region {
  // CHECK-NEXT: %[[A:.*]] = "test.op"(%[[B:.*]]) : (i32) -> i32
  // CHECK-NEXT: %[[B]] = "test.op"(%[[A]]) : (i32) -> i32
  "test.graph_region"() ({
    %a = "test.op"(%b) : (i32) -> i32
    %b = "test.op"(%a) : (i32) -> i32
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// CHECK-LABEL: func.func @unreachable(
"func.func"() <{function_type = () -> (), sym_name = "unreachable"}> ({
  "func.return"() : () -> ()
// CHECK: ^bb1:  // no predecessors
^bb1:
  "test.op"(%later) : (i32) -> ()
  "func.return"() : () -> ()
// CHECK: ^bb2:  // no predecessors
^bb2:
  %later = "test.op"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
