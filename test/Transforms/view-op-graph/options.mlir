// RUN: ir-opt %s '-view-op-graph=print-control-flow-edges=true print-data-flow-edges=false' 2>&1 >/dev/null | FileCheck %s --check-prefix=CONTROL
// RUN: ir-opt %s '-view-op-graph=print-attrs=false print-result-types=false' 2>&1 >/dev/null | FileCheck %s --check-prefix=BARE
// RUN: ir-opt %s -view-op-graph=max-label-len=4 2>&1 >/dev/null | FileCheck %s --check-prefix=CUT

/// Control-flow edges (dashed) join each op to the next in its block, not
/// blocks to their successors; they come before the data-flow edges, inner
/// regions' first. Without data-flow edges, none is solid.
// CONTROL:      v11 -> v12[style = dashed];
// CONTROL-NEXT: v15 -> v16[style = dashed];
// CONTROL-NEXT: v21 -> v25[ltail = cluster_20, style = dashed];
// CONTROL-NEXT: }
// CONTROL-NOT:  solid

/// Without attributes and result types, labels hold names and values only.
// BARE:      label = "builtin.module";
// BARE:      label = "func.func";
// BARE:      v10 [label = "<res_arg1> %arg1", shape = Mrecord];
// BARE:      v11 [fillcolor = "0.000000 0.3 0.95", label = "{arith.constant\l|{<res_c1_i32> %c1_i32}}", shape = Mrecord, style = filled];
// BARE:      label = "scf.execute_region";
// BARE:      v21 -> v25:arg_1:n[ltail = cluster_20, style = solid];

/// `max-label-len` cuts types and attributes (not names) at that many
/// bytes, before they are escaped.
// CUT:      label = "func.func : ()\lfunction_type: (i1,...\lsym_name: \"g\"\l";
// CUT:      v10 [label = "<res_arg1> %arg1 memr...", shape = Mrecord];
// CUT:      label = "{arith.constant\l\lvalue: 1 : ...\l|{<res_c1_i32> %c1_i32 i32}}"
// CUT:      cf.cond_br\l\loperandSegmentSizes: arra...\l}"
func.func @g(%c: i1, %m: memref<16x16xf32>) -> i32 {
  %one = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2(%one : i32)
^bb1:
  %z = arith.constant 0 : i32
  cf.br ^bb2(%z : i32)
^bb2(%x: i32):
  %r = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}
