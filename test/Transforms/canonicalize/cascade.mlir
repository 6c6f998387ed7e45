// RUN: ir-opt %s --canonicalize | FileCheck %s
// RUN: ir-opt %s --canonicalize | ir-opt --canonicalize | FileCheck %s

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

/// Erasing a dead op that used a block argument in another block leaves
/// the argument's block one that only forwards: the branches into that
/// block see it and go past it.

// CHECK-LABEL: func.func @argument_loses_a_use
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2(%0 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):
// CHECK-NEXT:    return %1 : i32
func.func @argument_loses_a_use(%c: i1, %d: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb3(%x : i32)
^bb1(%a: i32):
  cf.br ^bb2(%a : i32)
^bb2(%b: i32):
  %dead = arith.addi %a, %b : i32
  cf.cond_br %d, ^bb2(%b : i32), ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

/// Region simplification removes an unused argument with the operands
/// passed to it; the branch it touched then has one target twice with the
/// same operands, becomes a `cf.br`, and the blocks merge.

// CHECK-LABEL: func.func @after_region_simplification
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @after_region_simplification(%c: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%x, %z : i32, i32)
^bb1(%a: i32, %unused: i32):
  return %a : i32
}
