// RUN: ir-opt %s -mlir-print-unique-ssa-ids | FileCheck %s
// RUN: ir-opt %s | FileCheck %s --check-prefix=DEFAULT
// RUN: ir-opt %s -mlir-print-unique-ssa-ids -mlir-print-value-users | FileCheck %s --check-prefix=USERS

/// -mlir-print-unique-ssa-ids: in the custom form too, the numbers never
/// go back, so sibling regions and functions do not reuse them. As MLIR
/// numbers regions from a LIFO work list, the last function is numbered
/// first. Suggested names (`%c1`, `%c1_0`) are kept. Without the flag,
/// each function starts again from `%arg0` (DEFAULT).

// CHECK-LABEL: func.func @first(%arg2: i32, %arg3: index) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %3 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %5 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.addi %3, %arg2 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// DEFAULT-LABEL: func.func @first(%arg0: i32, %arg1: index) -> i32 {
// USERS-LABEL: func.func @first(%arg2: i32, %arg3: index) -> i32 {
// USERS-NEXT: // %arg2 is used by %10, %9
// USERS-NEXT: // %arg3 is used by %9
// USERS-NEXT: %c0 = arith.constant 0 : index // user: %9
// USERS-NEXT: %c1 = arith.constant 1 : index // user: %9
// USERS-NEXT: %9 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg2) -> (i32) {
// USERS-NEXT: // %arg4 is unused
// USERS-NEXT: // %arg5 is used by %12
// USERS-NEXT: %c1_0 = arith.constant 1 : index // unused
// USERS-NEXT: %12 = arith.addi %arg5, %arg5 : i32 // user: %13
// USERS-NEXT: scf.yield %12 : i32 // id: %13
// USERS-NEXT: } // user: %10
// USERS-NEXT: %10 = arith.addi %9, %arg2 : i32 // user: %11
// USERS-NEXT: return %10 : i32 // id: %11
// USERS-NEXT: }
func.func @first(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %c1_inner = arith.constant 1 : index
    %x = arith.addi %acc, %acc : i32
    scf.yield %x : i32
  }
  %s = arith.addi %r, %a : i32
  return %s : i32
}


// CHECK-LABEL: func.func @second(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// DEFAULT-LABEL: func.func @second(%arg0: i32, %arg1: i1) -> i32 {
// USERS-LABEL: func.func @second(%arg0: i32, %arg1: i1) -> i32 {
// USERS-NEXT: // %arg0 is used by %5, %7
// USERS-NEXT: // %arg1 is used by %3
// USERS-NEXT: %c1 = arith.constant 1 : index // unused
// USERS-NEXT: %3 = scf.if %arg1 -> (i32) {
// USERS-NEXT: %7 = arith.muli %arg0, %arg0 : i32 // user: %8
// USERS-NEXT: scf.yield %7 : i32 // id: %8
// USERS-NEXT: } else {
// USERS-NEXT: %5 = arith.subi %arg0, %arg0 : i32 // user: %6
// USERS-NEXT: scf.yield %5 : i32 // id: %6
// USERS-NEXT: } // user: %4
// USERS-NEXT: return %3 : i32 // id: %4
// USERS-NEXT: }
func.func @second(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> i32 {
    %x = arith.muli %a, %a : i32
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %a : i32
    scf.yield %y : i32
  }
  return %r : i32
}
