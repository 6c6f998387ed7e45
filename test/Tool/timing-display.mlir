// -mlir-timing-display=list: one row per name (a pass run twice is one
// row), after a `root` row for the whole run; the default tree has no
// `root` row and one row per run.
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse,cse))' -mlir-timing -mlir-timing-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(cse,cse))' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE

// LIST: Execution time report
// LIST: {{%\)  root$}}
// LIST: {{%\)  CSE$}}
// LIST-NOT: {{  CSE$}}
// LIST: {{%\)  Total$}}

// TREE: Execution time report
// TREE-NOT: root
// TREE: {{  CSE$}}
// TREE: {{  CSE$}}
// TREE: {{%\)  Total$}}
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
