// RUN: ir-opt %s --split-critical-edges -split-input-file | FileCheck %s
// RUN: ir-opt %s --split-critical-edges=only-with-operands=true -split-input-file | FileCheck %s --check-prefix=OPERANDS

/// Every edge from a block with several successors to a block with several
/// predecessors gets a block of its own, placed after its source, which
/// branches to the old target with the operands the edge passed; the
/// branch loses those operands (a switch's case segments included). Edges
/// that are not critical (to ^other, out of ^other) stay.

// CHECK-LABEL: func.func @diamond(
// CHECK-SAME:      %[[C:.*]]: i1, %[[F:.*]]: i32, %[[A:.*]]: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[LEFT:bb[0-9]+]], ^[[E1:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[E1]]:
// CHECK-NEXT:    cf.br ^[[JOIN:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[LEFT]]:
// CHECK-NEXT:    cf.switch %[[F]] : i32, [
// CHECK-NEXT:      default: ^[[E2:bb[0-9]+]],
// CHECK-NEXT:      1: ^[[OTHER:bb[0-9]+]],
// CHECK-NEXT:      2: ^[[E3:bb[0-9]+]]
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[E2]]:
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[A]] : i32)
// CHECK-NEXT:  ^[[E3]]:
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[F]] : i32)
// CHECK-NEXT:  ^[[OTHER]]:
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[F]] : i32)
// CHECK-NEXT:  ^[[JOIN]](%[[X:.*]]: i32):
// CHECK-NEXT:    return %[[X]] : i32

// The three critical edges all pass operands: three new blocks, plus the
// branch of ^other.
// OPERANDS-LABEL: func.func @diamond(
// OPERANDS-COUNT-4: cf.br ^{{bb[0-9]+}}(%{{.*}} : i32)
// OPERANDS-NOT:     cf.br
func.func @diamond(%c: i1, %f: i32, %a: i32) -> i32 {
  cf.cond_br %c, ^left, ^join(%a : i32)
^left:
  cf.switch %f : i32, [
    default: ^join(%a : i32),
    1: ^other,
    2: ^join(%f : i32)
  ]
^other:
  cf.br ^join(%f : i32)
^join(%x: i32):
  return %x : i32
}

// -----

/// A critical edge passing nothing is split too, unless only edges passing
/// operands are asked for.

// CHECK-LABEL: func.func @no_operands(
// CHECK-NEXT:    cf.cond_br %{{.*}}, ^[[A:bb[0-9]+]], ^[[SPLIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[SPLIT]]:
// CHECK-NEXT:    cf.br ^[[B:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[A]]:
// CHECK-NEXT:    cf.br ^[[B]]{{$}}

// OPERANDS-LABEL: func.func @no_operands(
// OPERANDS-NEXT:    cf.cond_br %{{.*}}, ^[[A:bb[0-9]+]], ^[[B:bb[0-9]+]]{{$}}
// OPERANDS-NEXT:  ^[[A]]:
// OPERANDS-NEXT:    cf.br ^[[B]]{{$}}
// OPERANDS-NEXT:  ^[[B]]:
// OPERANDS-NEXT:    return
func.func @no_operands(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  return
}

// -----

/// A self-loop's back edge is critical when the block also exits.

// CHECK-LABEL: func.func @self_loop(
// CHECK:         cf.cond_br %{{.*}}, ^[[BACK:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NEXT:  ^[[BACK]]:
// CHECK-NEXT:    cf.br ^[[LOOP:bb[0-9]+]]{{$}}
func.func @self_loop(%c: i1) {
  cf.br ^loop
^loop:
  cf.cond_br %c, ^loop, ^exit
^exit:
  return
}
