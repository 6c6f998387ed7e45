// RUN: ir-opt %s -allow-unregistered-dialect -print-op-stats 2>&1 >/dev/null | FileCheck %s --strict-whitespace
// RUN: ir-opt %s -allow-unregistered-dialect -print-op-stats=json 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON --strict-whitespace
// RUN: ir-opt %s -allow-unregistered-dialect -print-op-stats | FileCheck %s --check-prefix=IR

/// The ops of each name, counted everywhere in the module (the module
/// itself, nested regions, every function), sorted by name, go to stderr
/// in MLIR's table: names split at their first dot, dialects right-aligned
/// and op names left-aligned to the longest of each.

// CHECK: {{^}}Operations encountered:
// CHECK-NEXT: {{^}}-----------------------
// CHECK-NEXT: {{^}}         arith.addi         , 3
// CHECK-NEXT: {{^}}         arith.constant     , 1
// CHECK-NEXT: {{^}}       builtin.module       , 1
// CHECK-NEXT: {{^}}          func.func         , 2
// CHECK-NEXT: {{^}}          func.return       , 2
// CHECK-NEXT: {{^}}         other.op.with.dots , 1
// CHECK-NEXT: {{^}}           scf.if           , 1
// CHECK-NEXT: {{^}}           scf.yield        , 2
// CHECK-NEXT: {{^}}  unregistered.op           , 1

/// With `json`, one object, names as they are.
// JSON: {{^}}{
// JSON-NEXT: {{^}}  "arith.addi" : 3,
// JSON-NEXT: {{^}}  "arith.constant" : 1,
// JSON-NEXT: {{^}}  "builtin.module" : 1,
// JSON-NEXT: {{^}}  "func.func" : 2,
// JSON-NEXT: {{^}}  "func.return" : 2,
// JSON-NEXT: {{^}}  "other.op.with.dots" : 1,
// JSON-NEXT: {{^}}  "scf.if" : 1,
// JSON-NEXT: {{^}}  "scf.yield" : 2,
// JSON-NEXT: {{^}}  "unregistered.op" : 1
// JSON-NEXT: {{^}}}

/// The IR is printed unchanged.
// IR-LABEL: func.func @f
// IR:         "unregistered.op"() : () -> ()
// IR:       func.func @g
func.func @f(%a: i32, %c: i1) -> i32 {
  %s = arith.addi %a, %a : i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %s, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  "unregistered.op"() : () -> ()
  "other.op.with.dots"() : () -> ()
  return %r : i32
}

func.func @g() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.addi %c, %c : i32
  return %d : i32
}
