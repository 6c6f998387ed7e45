// RUN: ir-opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s

/// `cf.switch` canonicalization, as MLIR's: constant flags, a switch with
/// only a default, cases going where the default goes, forwarding blocks,
/// and a switch on a flag that a dominating switch on it already decided.

/// A constant flag picks its case.
// CHECK-LABEL: func.func @constant_flag_case(
// CHECK-NEXT: "test.two"() : () -> ()
// CHECK-NEXT: return
func.func @constant_flag_case() {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  "test.one"() : () -> ()
  return
^bb3:
  "test.two"() : () -> ()
  return
}

/// A constant flag that no case has goes to the default.
// CHECK-LABEL: func.func @constant_flag_default(
// CHECK-NEXT: "test.default"() : () -> ()
// CHECK-NEXT: return
func.func @constant_flag_default() {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  "test.one"() : () -> ()
  return
}

/// A switch with only a default is a branch to it.
// CHECK-LABEL: func.func @only_default(
// CHECK-NEXT: "test.default"() : () -> ()
// CHECK-NEXT: return
func.func @only_default(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1
  ]
^bb1:
  "test.default"() : () -> ()
  return
}

/// A case going where the default goes with the same operands is dropped.
// CHECK-LABEL: func.func @case_matching_default(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK: ^bb1(%[[V_0:[^ ]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: "test.default"(%[[V_0]]) : (i32) -> ()
// CHECK-NEXT: return
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.two"() : () -> ()
// CHECK-NEXT: return
func.func @case_matching_default(%a: i32, %x: i32) {
  cf.switch %a : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb2
  ]
^bb1(%y: i32):
  "test.default"(%y) : (i32) -> ()
  return
^bb2:
  "test.two"() : () -> ()
  return
}

/// A case going to the default's block with other operands stays.
// CHECK-LABEL: func.func @case_to_default_block_other_operands(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 1: ^bb1(%arg2 : i32),
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK: ^bb1(%[[V_0:[^ ]+]]: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.default"(%[[V_0]]) : (i32) -> ()
// CHECK-NEXT: return
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.two"() : () -> ()
// CHECK-NEXT: return
func.func @case_to_default_block_other_operands(%a: i32, %x: i32, %z: i32) {
  cf.switch %a : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%z : i32),
    2: ^bb2
  ]
^bb1(%y: i32):
  "test.default"(%y) : (i32) -> ()
  return
^bb2:
  "test.two"() : () -> ()
  return
}

/// Of several cases to the default's block, those passing the default's
/// operands go.
// CHECK-LABEL: func.func @some_cases_matching_default(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 1: ^bb1(%arg2 : i32),
// CHECK-NEXT: 3: ^bb2(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK: ^bb1(%[[V_0:[^ ]+]]: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.default"(%[[V_0]]) : (i32) -> ()
// CHECK-NEXT: return
// CHECK: ^bb2(%[[V_1:[^ ]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: "test.three"(%[[V_1]]) : (i32) -> ()
// CHECK-NEXT: return
func.func @some_cases_matching_default(%a: i32, %x: i32, %y: i32) {
  cf.switch %a : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%y : i32),
    2: ^bb1(%x : i32),
    3: ^bb2(%x : i32)
  ]
^bb1(%v: i32):
  "test.default"(%v) : (i32) -> ()
  return
^bb2(%w: i32):
  "test.three"(%w) : (i32) -> ()
  return
}

/// When every case goes where the default goes, the switch is a branch.
// CHECK-LABEL: func.func @all_cases_matching_default(
// CHECK-NEXT: "test.default"() : () -> ()
// CHECK-NEXT: return
func.func @all_cases_matching_default(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1
  ]
^bb1:
  "test.default"() : () -> ()
  return
}

/// A target that only forwards to another block is bypassed.
// CHECK-LABEL: func.func @forwarding_target(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 1: ^bb1
// CHECK-NEXT: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.one"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.default"() : () -> ()
// CHECK-NEXT: return
func.func @forwarding_target(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.br ^bb3
^bb2:
  "test.one"() : () -> ()
  return
^bb3:
  "test.default"() : () -> ()
  return
}

/// In a block entered only through case 1 of a switch on `%a`, a switch on
/// `%a` goes to its case 1.
// CHECK-LABEL: func.func @decided_by_dominating_case(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb3
// CHECK-NEXT: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
func.func @decided_by_dominating_case(%a: i32, %c: i1) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  cf.switch %a : i32, [
    default: ^bb3,
    1: ^bb4,
    2: ^bb5
  ]
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
^bb5:
  "test.z"() : () -> ()
  return
}

/// When the decided value is not one of its cases, the switch goes to its default.
// CHECK-LABEL: func.func @decided_not_a_case(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
func.func @decided_not_a_case(%a: i32, %c: i1) {
  cf.switch %a : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  cf.switch %a : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
}

/// A block entered through two cases (1 and 2) of the dominating switch
/// does not know the flag: its switch stays.
// CHECK-LABEL: func.func @entered_through_two_cases(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.default"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb4,
// CHECK-NEXT: 2: ^bb5
// CHECK-NEXT: ]
// CHECK: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb5:  // pred: ^bb2
// CHECK-NEXT: "test.z"() : () -> ()
// CHECK-NEXT: return
func.func @entered_through_two_cases(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb2
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  cf.switch %a : i32, [
    default: ^bb3,
    1: ^bb4,
    2: ^bb5
  ]
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
^bb5:
  "test.z"() : () -> ()
  return
}

/// A switch on another flag is not decided.
// CHECK-LABEL: func.func @other_flag(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.default"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb4
// CHECK-NEXT: ]
// CHECK: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
func.func @other_flag(%a: i32, %b: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  cf.switch %b : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
}

/// A block with another predecessor does not know the flag.
// CHECK-LABEL: func.func @second_predecessor(
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb3
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 1: ^bb3
// CHECK-NEXT: ]
// CHECK: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.default"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 1: ^bb5
// CHECK-NEXT: ]
// CHECK: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb5:  // pred: ^bb3
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
func.func @second_predecessor(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb3
  ]
^bb2:
  "test.default"() : () -> ()
  return
^bb3:
  cf.switch %a : i32, [
    default: ^bb4,
    1: ^bb5
  ]
^bb4:
  "test.x"() : () -> ()
  return
^bb5:
  "test.y"() : () -> ()
  return
}

/// Case values compare at the flag's width: `-1 : i8` is the case `255`.
// CHECK-LABEL: func.func @decided_at_flag_width(
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 255: ^bb3
// CHECK-NEXT: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
func.func @decided_at_flag_width(%a: i8, %c: i1) {
  cf.switch %a : i8, [
    default: ^bb1,
    -1: ^bb2
  ]
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  cf.switch %a : i8, [
    default: ^bb3,
    255: ^bb4
  ]
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
}

/// In a block entered only through the default of a switch on `%a`, the
/// values of that switch's cases cannot occur: those cases are dropped.
// CHECK-LABEL: func.func @after_default(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 3: ^bb5
// CHECK-NEXT: ]
// CHECK: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb3, ^bb4
// CHECK: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb5:  // pred: ^bb1
// CHECK-NEXT: "test.z"() : () -> ()
// CHECK-NEXT: return
func.func @after_default(%a: i32, %c: i1) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.switch %a : i32, [
    default: ^bb3,
    1: ^bb4,
    3: ^bb5
  ]
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
^bb5:
  "test.z"() : () -> ()
  return
}

/// After the default, a switch whose cases are all ruled out is a branch.
// CHECK-LABEL: func.func @after_default_all_ruled_out(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb1
// CHECK-NEXT: ]
// CHECK: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: return
// CHECK: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: return
func.func @after_default_all_ruled_out(%a: i32, %c: i1) {
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb2
  ]
^bb1:
  cf.switch %a : i32, [
    default: ^bb3,
    1: ^bb4,
    2: ^bb4
  ]
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.x"() : () -> ()
  return
^bb4:
  "test.y"() : () -> ()
  return
}
