// RUN: ir-opt %s -split-input-file --mem2reg | FileCheck %s
// RUN: ir-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(mem2reg))' | FileCheck %s

/// Slots in a control-flow graph: stores become the values loads read;
/// where stores meet, a block argument takes the value each predecessor
/// passes (only where a load needs it); a load before any store reads
/// poison.

// CHECK-LABEL: func.func @straight_line
// CHECK-NOT:     memref
// CHECK:         %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @straight_line(%a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  %0 = memref.load %alloca[] : memref<i32>
  %1 = arith.addi %0, %b : i32
  memref.store %1, %alloca[] : memref<i32>
  %2 = memref.load %alloca[] : memref<i32>
  return %2 : i32
}

// -----

/// A load before any store reads `ub.poison`, made once per slot.

// CHECK-LABEL: func.func @load_before_store
// CHECK-NEXT:    %[[P:.*]] = ub.poison : f32
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[P]], %[[P]] : f32
// CHECK-NEXT:    return %[[S]] : f32
func.func @load_before_store() -> f32 {
  %alloca = memref.alloca() : memref<f32>
  %0 = memref.load %alloca[] : memref<f32>
  %1 = memref.load %alloca[] : memref<f32>
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}

// -----

/// Two stores meet at the join: one block argument, each branch passes
/// its value.

// CHECK-LABEL: func.func @diamond
// CHECK-NOT:     memref
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%arg2 : i32)
// CHECK:       ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT:    return %[[V]] : i32
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %alloca[] : memref<i32>
  cf.br ^bb3
^bb2:
  memref.store %b, %alloca[] : memref<i32>
  cf.br ^bb3
^bb3:
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// Pruned by liveness: stores that meet where nothing loads afterwards
/// give no block argument.

// CHECK-LABEL: func.func @dead_join
// CHECK-NOT:     memref
// CHECK:       ^bb3:
// CHECK-NEXT:    return %arg1 : i32
func.func @dead_join(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %alloca[] : memref<i32>
  cf.br ^bb3
^bb2:
  memref.store %b, %alloca[] : memref<i32>
  cf.br ^bb3
^bb3:
  return %a : i32
}

// -----

/// A counted loop at -O0: the counter and the sum become arguments of the
/// loop header; the variable stored only before the loop needs none.

// CHECK-LABEL: func.func @loop
// CHECK-NOT:     memref
// CHECK:         cf.br ^bb1(%c0_i32, %c0_i32 : i32, i32)
// CHECK:       ^bb1(%[[I:.*]]: i32, %[[S:.*]]: i32):
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi slt, %[[I]], %arg0 : i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb2, ^bb3
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[T:.*]] = arith.muli %[[I]], %arg1 : i32
// CHECK-NEXT:    %[[NS:.*]] = arith.addi %[[S]], %[[T]] : i32
// CHECK-NEXT:    %[[NI:.*]] = arith.addi %[[I]], %c1_i32 : i32
// CHECK-NEXT:    cf.br ^bb1(%[[NI]], %[[NS]] : i32, i32)
// CHECK:       ^bb3:
// CHECK-NEXT:    return %[[S]] : i32
func.func @loop(%n: i32, %k: i32) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %i = memref.alloca() : memref<i32>
  %s = memref.alloca() : memref<i32>
  %f = memref.alloca() : memref<i32>
  memref.store %c0_i32, %i[] : memref<i32>
  memref.store %c0_i32, %s[] : memref<i32>
  memref.store %k, %f[] : memref<i32>
  cf.br ^bb1
^bb1:
  %0 = memref.load %i[] : memref<i32>
  %1 = arith.cmpi slt, %0, %n : i32
  cf.cond_br %1, ^bb2, ^bb3
^bb2:
  %2 = memref.load %s[] : memref<i32>
  %3 = memref.load %i[] : memref<i32>
  %4 = memref.load %f[] : memref<i32>
  %5 = arith.muli %3, %4 : i32
  %6 = arith.addi %2, %5 : i32
  memref.store %6, %s[] : memref<i32>
  %7 = arith.addi %3, %c1_i32 : i32
  memref.store %7, %i[] : memref<i32>
  cf.br ^bb1
^bb3:
  %8 = memref.load %s[] : memref<i32>
  return %8 : i32
}

// -----

/// New operands go after those a branch already passes, in the right
/// segment of `cf.cond_br`.

// CHECK-LABEL: func.func @existing_arguments
// CHECK:         cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1 : i32)
// CHECK:       ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    cf.br ^bb2(%[[X]] : i32)
// CHECK:       ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT:    return %[[V]] : i32
func.func @existing_arguments(%c: i1, %a: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  memref.store %x, %alloca[] : memref<i32>
  cf.br ^bb2
^bb2:
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// `cf.switch` passes new operands to its default and to its cases (whose
/// operand counts it keeps in `case_operand_segments`).

// CHECK-LABEL: func.func @switch
// CHECK-NOT:     memref
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb2(%arg1 : i32),
// CHECK-NEXT:      2: ^bb2(%arg1 : i32)
// CHECK-NEXT:    ]
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb2(%arg2 : i32)
// CHECK:       ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT:    return %[[V]] : i32
func.func @switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb2
  ]
^bb1:
  memref.store %b, %alloca[] : memref<i32>
  cf.br ^bb2
^bb2:
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// An unreachable predecessor of a join passes the slot's poison, made
/// where the allocation was.

// CHECK-LABEL: func.func @unreachable_predecessor
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK:       ^bb3:
// CHECK-NEXT:    cf.br ^bb4(%[[P]] : i32)
// CHECK:       ^bb4(%[[V:.*]]: i32):
// CHECK-NEXT:    return %[[V]] : i32
func.func @unreachable_predecessor(%c: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %alloca[] : memref<i32>
  cf.br ^bb4
^bb2:
  memref.store %b, %alloca[] : memref<i32>
  cf.br ^bb4
^bb3:
  memref.store %b, %alloca[] : memref<i32>
  cf.br ^bb4
^bb4:
  %0 = memref.load %alloca[] : memref<i32>
  return %0 : i32
}

// -----

/// A slot whose address escapes stays, with all its accesses: passed to a
/// call, stored as a value, or used by an op that is neither a load nor a
/// store. Slots beside it are promoted.

// CHECK-LABEL: func.func @escapes
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    %[[C:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %[[A]][] : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %[[B]][] : memref<i32>
// CHECK-NEXT:    memref.store %arg0, %[[C]][] : memref<i32>
// CHECK-NEXT:    call @use(%[[A]]) : (memref<i32>) -> ()
// CHECK-NEXT:    memref.store %[[B]], %arg1[] : memref<memref<i32>>
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[C]] : memref<i32> to memref<*xi32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT:    %[[Y:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT:    %[[Z:.*]] = memref.load %[[C]][] : memref<i32>
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[S]], %[[Z]] : i32
// CHECK-NEXT:    %[[U:.*]] = arith.addi %[[T]], %arg0 : i32
// CHECK-NEXT:    return %[[U]] : i32
func.func private @use(memref<i32>)
func.func @escapes(%a: i32, %p: memref<memref<i32>>) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  %alloca_0 = memref.alloca() : memref<i32>
  %alloca_1 = memref.alloca() : memref<i32>
  %alloca_2 = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  memref.store %a, %alloca_0[] : memref<i32>
  memref.store %a, %alloca_1[] : memref<i32>
  memref.store %a, %alloca_2[] : memref<i32>
  call @use(%alloca) : (memref<i32>) -> ()
  memref.store %alloca_0, %p[] : memref<memref<i32>>
  %cast = memref.cast %alloca_1 : memref<i32> to memref<*xi32>
  %0 = memref.load %alloca[] : memref<i32>
  %1 = memref.load %alloca_0[] : memref<i32>
  %2 = memref.load %alloca_1[] : memref<i32>
  %3 = memref.load %alloca_2[] : memref<i32>
  %4 = arith.addi %0, %1 : i32
  %5 = arith.addi %4, %2 : i32
  %6 = arith.addi %5, %3 : i32
  return %6 : i32
}

// -----

/// Heap memory (`memref.alloc`) is not promoted; neither is a slot with a
/// layout or a dynamic size.

// CHECK-LABEL: func.func @not_promotable
// CHECK:         memref.alloc()
// CHECK:         memref.alloca(%arg1)
// CHECK:         memref.load
// CHECK:         memref.load
func.func @not_promotable(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %alloc = memref.alloc() : memref<i32>
  %alloca = memref.alloca(%n) : memref<?xi32>
  memref.store %a, %alloc[] : memref<i32>
  memref.store %a, %alloca[%c0] : memref<?xi32>
  %0 = memref.load %alloc[] : memref<i32>
  %1 = memref.load %alloca[%c0] : memref<?xi32>
  %2 = arith.addi %0, %1 : i32
  memref.dealloc %alloc : memref<i32>
  return %2 : i32
}
