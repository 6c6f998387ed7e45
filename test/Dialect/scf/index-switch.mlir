// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s --strict-whitespace
// RUN: ir-opt %s -split-input-file -allow-unregistered-dialect | ir-opt -split-input-file -allow-unregistered-dialect | FileCheck %s --strict-whitespace

/// `scf.index_switch`: each case and the `default` region on their own
/// line at the op's indentation, after a space that mlir-opt leaves at
/// the end of the first line. Cases print their `scf.yield`s; `default`
/// leaves out an `scf.yield` without operands.

// CHECK-LABEL: func.func @with_results
// CHECK-NEXT: {{^}}    %0 = scf.index_switch %arg0 -> i32 {{$}}
// CHECK-NEXT: {{^}}    case 2 {
// CHECK-NEXT: {{^}}      scf.yield %arg1 : i32
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    case -7 {
// CHECK-NEXT: {{^}}      %1 = "test.make"() : () -> i32
// CHECK-NEXT: {{^}}      scf.yield %1 : i32
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    default {
// CHECK-NEXT: {{^}}      scf.yield %arg2 : i32
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    return %0 : i32
func.func @with_results(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -7 {
    %x = "test.make"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @no_results
// CHECK-NEXT: {{^}}    scf.index_switch %arg0 {{$}}
// CHECK-NEXT: {{^}}    case 0 {
// CHECK-NEXT: {{^}}      "test.zero"() : () -> ()
// CHECK-NEXT: {{^}}      scf.yield
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    default {
// CHECK-NEXT: {{^}}      "test.other"() : () -> ()
// CHECK-NEXT: {{^}}    }
func.func @no_results(%i: index) {
  scf.index_switch %i
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
    "test.other"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @only_default
// CHECK-NEXT: {{^}}    %0:2 = scf.index_switch %arg0 -> i32, i64 {{$}}
// CHECK-NEXT: {{^}}    default {
// CHECK-NEXT: {{^}}      scf.yield %arg1, %arg2 : i32, i64
// CHECK-NEXT: {{^}}    }
func.func @only_default(%i: index, %a: i32, %b: i64) {
  %r:2 = scf.index_switch %i -> i32, i64
  default {
    scf.yield %a, %b : i32, i64
  }
  return
}

// -----

// CHECK-LABEL: func.func @attributes
// CHECK-NEXT: {{^}}    scf.index_switch %arg0 {tag = 1 : i64} {{$}}
func.func @attributes(%i: index) {
  scf.index_switch %i {tag = 1}
  default {
  }
  return
}

// -----

/// Nested in a loop: the cases are indented with the switch.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: {{^}}    scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT: {{^}}      scf.index_switch %arg1 {{$}}
// CHECK-NEXT: {{^}}      case 1 {
// CHECK-NEXT: {{^}}        scf.yield
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}      default {
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    }
func.func @nested(%n: index) {
  scf.for %i = %n to %n step %n {
    scf.index_switch %i
    case 1 {
      scf.yield
    }
    default {
    }
  }
  return
}
