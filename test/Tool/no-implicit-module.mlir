// RUN: not ir-opt %s -no-implicit-module -split-input-file --canonicalize --allow-unregistered-dialect 2>/dev/null | FileCheck %s
// RUN: not ir-opt %s -no-implicit-module -split-input-file --canonicalize --allow-unregistered-dialect 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not ir-opt %s -no-implicit-module -split-input-file --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=PIPELINE

/// -no-implicit-module: the input must hold exactly one top-level op, of
/// any kind; it is printed as it is, without a module around it, and the
/// pass flags run on it.

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// PIPELINE: error: can't run 'builtin.module' pass manager on 'func.func' op
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = arith.addi %a, %c0 : i32
  return %s : i32
}

// -----

// ERR: error: source must contain a single top-level operation, found: 2
func.func @g() {
  return
}
func.func @h() {
  return
}

// -----

// ERR: error: source must contain a single top-level operation, found: 0

// -----

/// A top-level module is the top-level op as without the flag.
// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @k() {
module {
  func.func @k() {
    return
  }
}

// -----

/// No pass runs on an unregistered op.
// ERR: error: 'foo.op' op trying to schedule a pass on an unregistered operation
"foo.op"() : () -> ()
