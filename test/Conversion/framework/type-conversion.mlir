// RUN: ir-opt %s -allow-unregistered-dialect --test-type-conversion | FileCheck %s

/// `test-type-conversion` converts `index` to `i64` (1:1), a tuple to its
/// elements' conversions (1:N), drops `tuple<>`, and converts types
/// holding these through their nested types; `test.op`, functions, calls,
/// returns and branches are legal once their types are.

/// 1:1: the function's signature, its entry block and the op's operand
/// and result types.

// CHECK-LABEL: func.func @one_to_one
// CHECK-SAME:      (%[[A:.*]]: i64) -> i64
// CHECK-NEXT:    %[[R:.*]] = "test.op"(%[[A]]) : (i64) -> i64
// CHECK-NEXT:    return %[[R]] : i64
func.func @one_to_one(%a: index) -> index {
  %0 = "test.op"(%a) : (index) -> index
  return %0 : index
}

/// 1:N: a tuple argument becomes one argument per element, a tuple
/// result one result per element, recursively (`index` inside too).

// CHECK-LABEL: func.func @one_to_n
// CHECK-SAME:      (%[[X:.*]]: i32, %[[Y:.*]]: i64, %[[B:.*]]: i8) -> (i32, i64)
// CHECK-NEXT:    %[[R:.*]]:2 = "test.op"(%[[X]], %[[Y]], %[[B]]) : (i32, i64, i8) -> (i32, i64)
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : i32, i64
func.func @one_to_n(%a: tuple<i32, index>, %b: i8) -> tuple<i32, index> {
  %0 = "test.op"(%a, %b) : (tuple<i32, index>, i8) -> tuple<i32, index>
  return %0 : tuple<i32, index>
}

/// Dropping: a `tuple<>` argument and operand disappear.

// CHECK-LABEL: func.func @drop
// CHECK-SAME:      (%[[B:.*]]: i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = "test.op"(%[[B]]) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func @drop(%a: tuple<>, %b: i32) -> i32 {
  %0 = "test.op"(%a, %b) : (tuple<>, i32) -> i32
  return %0 : i32
}

/// Nested types convert through the sub-element replacement.

// CHECK-LABEL: func.func @nested
// CHECK-SAME:      (%[[M:.*]]: memref<4xi64>) -> memref<4xi64>
// CHECK-NEXT:    return %[[M]] : memref<4xi64>
func.func @nested(%m: memref<4xindex>) -> memref<4xindex> {
  return %m : memref<4xindex>
}

/// Signature conversion through branches: every block's arguments and
/// every branch's operands.

// CHECK-LABEL: func.func @branches
// CHECK-SAME:      (%[[C:.*]]: i1, %[[A:.*]]: i64, %[[B:.*]]: i64) -> i64
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1(%[[A]] : i64), ^bb2(%[[B]], %[[A]] : i64, i64)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i64):
// CHECK-NEXT:    cf.br ^bb2(%[[X]], %[[X]] : i64, i64)
// CHECK-NEXT:  ^bb2(%[[Y:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:    return %[[Y]] : i64
func.func @branches(%c: i1, %a: index, %b: index) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb2(%b, %a : index, index)
^bb1(%x: index):
  cf.br ^bb2(%x, %x : index, index)
^bb2(%y: index, %z: index):
  return %y : index
}

/// 1:N through branches: the segment sizes of `cf.cond_br` follow.

// CHECK-LABEL: func.func @branches_one_to_n
// CHECK-SAME:      (%[[C:.*]]: i1, %[[P:.*]]: i32, %[[Q:.*]]: i1)
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1(%[[P]], %[[Q]] : i32, i1), ^bb2
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32, %[[Y:.*]]: i1):
// CHECK-NEXT:    "test.op"(%[[X]], %[[Y]]) : (i32, i1) -> ()
func.func @branches_one_to_n(%c: i1, %t: tuple<i32, i1>) {
  cf.cond_br %c, ^bb1(%t : tuple<i32, i1>), ^bb2
^bb1(%x: tuple<i32, i1>):
  "test.op"(%x) : (tuple<i32, i1>) -> ()
  cf.br ^bb2
^bb2:
  return
}

/// Calls and returns: operands flattened, results split.

// CHECK-LABEL: func.func @calls
// CHECK-SAME:      (%[[A:.*]]: i64, %[[B:.*]]: i1) -> (i64, i1)
// CHECK-NEXT:    %[[R:.*]]:2 = call @calls(%[[A]], %[[B]]) : (i64, i1) -> (i64, i1)
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : i64, i1
func.func @calls(%a: tuple<index, i1>) -> tuple<index, i1> {
  %0 = call @calls(%a) : (tuple<index, i1>) -> tuple<index, i1>
  return %0 : tuple<index, i1>
}

/// A declaration's signature converts too.

// CHECK-LABEL: func.func private @declared(i64, i32) -> i64
func.func private @declared(index, tuple<i32>) -> index

/// Materializations: an unknown op (left alone by a partial conversion)
/// keeps seeing `index`: a source materialization gives it the original
/// type, a target materialization converts what it returns.

// CHECK-LABEL: func.func @materializations
// CHECK-SAME:      (%[[A:.*]]: i64) -> i64
// CHECK-NEXT:    %[[R:.*]] = "test.op"(%[[A]]) : (i64) -> i64
// CHECK-NEXT:    %[[S:.*]] = builtin.unrealized_conversion_cast %[[R]] : i64 to index
// CHECK-NEXT:    %[[U:.*]] = "foo.unknown"(%[[S]]) : (index) -> index
// CHECK-NEXT:    %[[T:.*]] = builtin.unrealized_conversion_cast %[[U]] : index to i64
// CHECK-NEXT:    return %[[T]] : i64
func.func @materializations(%a: index) -> index {
  %0 = "test.op"(%a) : (index) -> index
  %1 = "foo.unknown"(%0) : (index) -> index
  return %1 : index
}

/// An argument materialization: the unknown op uses the entry block's
/// converted argument through a cast back to `tuple<i32, i64>`; the
/// converted op sees the split values (the adaptor looks through the cast).

// CHECK-LABEL: func.func @argument_materialization
// CHECK-SAME:      (%[[X:.*]]: i32, %[[Y:.*]]: i64)
// CHECK-NEXT:    %[[T:.*]] = builtin.unrealized_conversion_cast %[[X]], %[[Y]] : i32, i64 to tuple<i32, index>
// CHECK-NEXT:    "foo.unknown"(%[[T]]) : (tuple<i32, index>) -> ()
// CHECK-NEXT:    "test.op"(%[[X]], %[[Y]]) : (i32, i64) -> ()
func.func @argument_materialization(%t: tuple<i32, index>) {
  "foo.unknown"(%t) : (tuple<i32, index>) -> ()
  "test.op"(%t) : (tuple<i32, index>) -> ()
  return
}

/// Partial conversion leaves legal and unknown ops as they are.

// CHECK-LABEL: func.func @legal_left
// CHECK-SAME:      (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[U:.*]] = "foo.unknown"(%[[S]]) : (i32) -> i32
// CHECK-NEXT:    return %[[U]] : i32
func.func @legal_left(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "foo.unknown"(%0) : (i32) -> i32
  return %1 : i32
}

/// Values of a converted type inside a nested region of an unknown op:
/// the ops there convert, with casts at the boundary.

// CHECK-LABEL: func.func @in_region
// CHECK-SAME:      (%[[A:.*]]: i64)
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "test.op"(%[[A]]) : (i64) -> ()
func.func @in_region(%a: index) {
  "foo.region"() ({
    "test.op"(%a) : (index) -> ()
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
