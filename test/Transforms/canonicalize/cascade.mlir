// RUN: ir-opt %s --canonicalize | FileCheck %s
// RUN: ir-opt %s --canonicalize | ir-opt --canonicalize -mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN

/// Each simplification here enables the next: a dead op goes and leaves a
/// block that only forwards, a fold makes two edges pass the same value,
/// the branches then merge, and so on down the function. The driver
/// revisits what each change touches (the block's terminator and the
/// branches into it, too) and ends at a fixed point: canonicalizing again
/// changes nothing.

// CHECK-LABEL: func.func @cascade
// CHECK-NEXT:    return %arg2 : i32
// CHECK-NEXT:  }
func.func @cascade(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %dead = arith.addi %x, %y : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %zero = arith.constant 0 : i32
  %same = arith.addi %x, %zero : i32
  cf.br ^bb3(%same : i32)
^bb3(%v: i32):
  cf.cond_br %d, ^bb4(%v : i32), ^bb5
^bb4(%w: i32):
  %unused = arith.muli %w, %y : i32
  cf.br ^bb6(%w : i32)
^bb5:
  cf.br ^bb6(%x : i32)
^bb6(%r: i32):
  return %r : i32
}

// AGAIN: (S) 0 num-erased
// AGAIN: (S) 0 num-folded
// AGAIN: (S) 0 num-rewrites
// AGAIN: (S) 0 num-simplified
