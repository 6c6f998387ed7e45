// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

/// Results of scf.execute_region and scf.index_switch that need not come
/// out of them go: those nothing uses, and those every scf.yield takes from
/// the same value defined outside the op (replaced by that value). A value
/// defined inside the op stays a result; an op left without results and
/// effects is erased. (no_inline keeps an execute_region from being inlined.)
/// scf.index_switch on a constant becomes the case it takes, or default.

// CHECK-LABEL: func.func @execute_region_forwarded(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @execute_region_forwarded(%x: i32, %y: i32, %c: i1) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %y : i32, i32
  ^bb2:
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @execute_region_unused(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_unused(%x: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %a : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @execute_region_defined_inside(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_defined_inside(%x: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %a = arith.addi %x, %x : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @execute_region_all_forwarded(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @execute_region_all_forwarded(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @execute_region_nested(%arg0: i32, %arg1: i1, %arg2: i1) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %3 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %4 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_nested(%x: i32, %c: i1, %d: i1) -> i32 {
  %s = scf.if %d -> i32 {
    %r:2 = scf.execute_region -> (i32, i32) {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %a = arith.addi %x, %x : i32
      scf.yield %a, %x : i32, i32
    ^bb2:
      %b = arith.muli %x, %x : i32
      scf.yield %b, %x : i32, i32
    }
    %t = arith.addi %r#0, %r#1 : i32
    scf.yield %t : i32
  } else {
    scf.yield %x : i32
  }
  return %s : i32
}

// CHECK-LABEL: func.func @index_switch_unused(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_unused(%i: index, %x: i32) -> i32 {
  %r:3 = scf.index_switch %i -> i32, i32, i32
  case 0 {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x, %a : i32, i32, i32
  }
  case 5 {
    %b = arith.subi %x, %x : i32
    scf.yield %b, %b, %x : i32, i32, i32
  }
  default {
    %m = arith.muli %x, %x : i32
    scf.yield %x, %m, %m : i32, i32, i32
  }
  return %r#2 : i32
}

// CHECK-LABEL: func.func @index_switch_forwarded(%arg0: index, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @index_switch_forwarded(%i: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  default {
    %b = arith.muli %x, %x : i32
    scf.yield %b, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @index_switch_no_result_left(%arg0: index, %arg1: i32) {
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 0 {
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @index_switch_no_result_left(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 0 {
    "test.effect"() : () -> ()
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return
}

// CHECK-LABEL: func.func @index_switch_constant_case(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_constant_case(%x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @index_switch_constant_default(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_constant_default(%x: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 2 {
    scf.yield %x : i32
  }
  default {
    %m = arith.muli %x, %x : i32
    scf.yield %m : i32
  }
  return %r : i32
}
