// RUN: ir-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' | FileCheck %s
// RUN: ir-reduce %s --reduction-tree='traversal-mode=0x0 test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' | FileCheck %s
// RUN: not ir-reduce %s --reduction-tree='traversal-mode=1 test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' 2>&1 | FileCheck %s --check-prefix=BACKTRACK
// RUN: not ir-reduce %s --reduction-tree='traversal-mode=2 test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' 2>&1 | FileCheck %s --check-prefix=MULTI
// RUN: not ir-reduce %s --reduction-tree='traversal-mode=fast test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' 2>&1 | FileCheck %s --check-prefix=NOT-UINT
// RUN: not ir-reduce %s --reduction-tree='traversal-mode=-1 test=%S/Inputs/grep-interesting.sh test-arg=arith.muli' 2>&1 | FileCheck %s --check-prefix=NEGATIVE

/// mlir-reduce's traversal-mode is an unsigned option read as LLVM reads
/// one (0x0 is 0); of MLIR's TraversalMode values only 0 (SinglePath) is
/// implemented: 1 (Backtrack) and 2 (MultiPath) are rejected, as any
/// other number is, and a value that is not a number is an error too.

// CHECK:     arith.muli
// BACKTRACK: error: --reduction-tree: traversal-mode=1: unsupported traversal mode detected
// MULTI:     error: --reduction-tree: traversal-mode=2: unsupported traversal mode detected
// NOT-UINT:  error: --reduction-tree: traversal-mode: 'fast' value invalid for uint argument
// NEGATIVE:  error: --reduction-tree: traversal-mode: '-1' value invalid for uint argument

func.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
