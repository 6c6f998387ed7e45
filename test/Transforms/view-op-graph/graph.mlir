// RUN: ir-opt %s -view-op-graph 2>&1 >/dev/null | FileCheck %s
// RUN: ir-opt %s -view-op-graph -o - 2>/dev/null | FileCheck %s --check-prefix=IR

/// The graph goes to stderr, the IR to stdout unchanged. An op with
/// regions is a cluster labelled with its name, result types and
/// attributes, each block a cluster in it, each with an invisible anchor
/// node; an op without regions is a record of operand ports, name,
/// attributes and result ports, filled with its name's colour (hues spread
/// over the names in post-order); a block argument is a record of one
/// port. Data-flow edges come last, from a value's port to the operand's.

// CHECK:      digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ()\l";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       subgraph cluster_5 {
// CHECK-NEXT:         v6 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: (i32, i1) -\> i32\lsym_name: \"f\"\l";
// CHECK-NEXT:         subgraph cluster_7 {
// CHECK-NEXT:           v8 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v9 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK-NEXT:           v10 [label = "<res_arg1> %arg1 i1", shape = Mrecord];
// CHECK-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{arith.constant\l\lvalue: 7 : i32\l|{<res_c7_i32> %c7_i32 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v12 [fillcolor = "0.142857 0.3 0.95", label = "{{[{]}}{<arg_arg0> %arg0|<arg_c7_i32> %c7_i32}|arith.muli\l\loverflowFlags: #arith.overflow\<none...\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           subgraph cluster_13 {
// CHECK-NEXT:             v14 [label = " ", shape = plain];
// CHECK-NEXT:             label = "scf.if : (i32)\l";
// CHECK-NEXT:             subgraph cluster_15 {
// CHECK-NEXT:               v16 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v17 [fillcolor = "0.285714 0.3 0.95", label = "{{[{]}}{<arg_0> %0}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:             subgraph cluster_18 {
// CHECK-NEXT:               v19 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v20 [fillcolor = "0.285714 0.3 0.95", label = "{{[{]}}{<arg_arg0> %arg0}|scf.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           v21 [fillcolor = "0.571429 0.3 0.95", label = "{{[{]}}{<arg_1> %1}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }

/// Edges to and from a cluster end at its anchor, clipped by `lhead` or
/// `ltail`, without a port.
// CHECK-NEXT:   v9:res_arg0:s -> v12:arg_arg0:n[style = solid];
// CHECK-NEXT:   v11:res_c7_i32:s -> v12:arg_c7_i32:n[style = solid];
// CHECK-NEXT:   v12:res_0:s -> v17:arg_0:n[style = solid];
// CHECK-NEXT:   v9:res_arg0:s -> v20:arg_arg0:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v14[lhead = cluster_13, style = solid];
// CHECK-NEXT:   v14 -> v21:arg_1:n[ltail = cluster_13, style = solid];
// CHECK-NEXT: }

// IR-LABEL: func.func @f
// IR:         scf.if
func.func @f(%a: i32, %c: i1) -> i32 {
  %k = arith.constant 7 : i32
  %m = arith.muli %a, %k : i32
  %r = scf.if %c -> (i32) {
    scf.yield %m : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
