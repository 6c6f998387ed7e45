// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-value-users | FileCheck %s
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-value-users -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-value-users -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOC

/// -mlir-print-value-users: each op's results are followed by their users
/// (`// user:` for one result used by one op of at most one result, each
/// result's users in parentheses when there are several), an op without
/// results that has operands by its number (`// id: %N`: such ops take
/// numbers from the value counter), and each block starts with a line per
/// argument. Users come in the order of MLIR's use lists after parsing:
/// the latest made first (an op is made after its regions), then those
/// parsed before the definition (from an earlier block) in the order made.

// CHECK-LABEL: func.func @users(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: // %arg0 is used by %3
// CHECK-NEXT: // %arg1 is used by %3
// CHECK-NEXT: %3 = arith.addi %arg0, %arg1 : i32 // users: %5#0, %5#1, %4
// CHECK-NEXT: %4 = arith.muli %3, %3 : i32 // users: %8, %6
// CHECK-NEXT: %5:2 = "test.pair"(%3) : (i32) -> (i32, i32) // users: (unused), (%7)
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 // users: %7, %6
// CHECK-NEXT: %6 = arith.subi %4, %c1_i32 : i32 // unused
// CHECK-NEXT: "test.sink"(%5#1, %c1_i32) : (i32, i32) -> () // id: %7
// CHECK-NEXT: return %4 : i32 // id: %8
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "users"}> ({
// GENERIC-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// GENERIC-NEXT: // %arg6 is used by %20
// GENERIC-NEXT: // %arg7 is used by %20
// GENERIC-NEXT: %20 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %22#0, %22#1, %21
// GENERIC-NEXT: %21 = "arith.muli"(%20, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %26, %24
// GENERIC-NEXT: %22:2 = "test.pair"(%20) : (i32) -> (i32, i32) // users: (unused), (%25)
// GENERIC-NEXT: %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32 // users: %25, %24
// GENERIC-NEXT: %24 = "arith.subi"(%21, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // unused
// GENERIC-NEXT: "test.sink"(%22#1, %23) : (i32, i32) -> () // id: %25
// GENERIC-NEXT: "func.return"(%21) : (i32) -> () // id: %26
// GENERIC-NEXT: }) : () -> ()
// The location comes before the comment.
// LOC-LABEL: func.func @users
// LOC: %3 = arith.addi %arg0, %arg1 : i32 loc({{.*}}) // users: %5#0, %5#1, %4
func.func @users(%a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  %sq = arith.muli %sum, %sum : i32
  %pair:2 = "test.pair"(%sum) : (i32) -> (i32, i32)
  %one = arith.constant 1 : i32
  %unused = arith.subi %sq, %one : i32
  "test.sink"(%pair#1, %one) : (i32, i32) -> ()
  return %sq : i32
}


// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT: // %arg0 is used by %5
// CHECK-NEXT: // %arg1 is used by %3, %7
// CHECK-NEXT: // %arg2 is used by %3
// CHECK-NEXT: %c0 = arith.constant 0 : index // user: %3
// CHECK-NEXT: %c1 = arith.constant 1 : index // user: %3
// CHECK-NEXT: %3 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT: // %arg3 is unused
// CHECK-NEXT: // %arg4 is used by %7, %7
// CHECK-NEXT: %5 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %7 = arith.addi %arg4, %arg1 : i32 // user: %8
// CHECK-NEXT: scf.yield %7 : i32 // id: %8
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : i32 // id: %7
// CHECK-NEXT: } // user: %6
// CHECK-NEXT: scf.yield %5 : i32 // id: %6
// CHECK-NEXT: } // user: %4
// CHECK-NEXT: return %3 : i32 // id: %4
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (i1, i32, index) -> i32, sym_name = "regions"}> ({
// GENERIC-NEXT: ^bb0(%arg1: i1, %arg2: i32, %arg3: index):
// GENERIC-NEXT: // %arg1 is used by %15
// GENERIC-NEXT: // %arg2 is used by %13, %18
// GENERIC-NEXT: // %arg3 is used by %13
// GENERIC-NEXT: %11 = "arith.constant"() <{value = 0 : index}> : () -> index // user: %13
// GENERIC-NEXT: %12 = "arith.constant"() <{value = 1 : index}> : () -> index // user: %13
// GENERIC-NEXT: %13 = "scf.for"(%11, %arg3, %12, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: i32):
// GENERIC-NEXT: // %arg4 is unused
// GENERIC-NEXT: // %arg5 is used by %17, %18
// GENERIC-NEXT: %15 = "scf.if"(%arg1) ({
// GENERIC-NEXT: %18 = "arith.addi"(%arg5, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %19
// GENERIC-NEXT: "scf.yield"(%18) : (i32) -> () // id: %19
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"(%arg5) : (i32) -> () // id: %17
// GENERIC-NEXT: }) : (i1) -> i32 // user: %16
// GENERIC-NEXT: "scf.yield"(%15) : (i32) -> () // id: %16
// GENERIC-NEXT: }) : (index, index, index, i32) -> i32 // user: %14
// GENERIC-NEXT: "func.return"(%13) : (i32) -> () // id: %14
// GENERIC-NEXT: }) : () -> ()
func.func @regions(%c: i1, %a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %x = scf.if %c -> i32 {
      %y = arith.addi %acc, %a : i32
      scf.yield %y : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %x : i32
  }
  return %r : i32
}


// CHECK-LABEL: func.func @blocks(%arg0: i32) -> i32 {
// CHECK-NEXT: // %arg0 is used by %7
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb1(%4: i32):  // pred: ^bb2
// CHECK-NEXT: // %4 is used by %5
// CHECK-NEXT: %5 = arith.addi %4, %7 : i32 // user: %6
// CHECK-NEXT: return %5 : i32 // id: %6
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %7 = arith.addi %arg0, %arg0 : i32 // users: %8, %5
// CHECK-NEXT: %8 = arith.muli %7, %7 : i32 // user: %9
// CHECK-NEXT: cf.br ^bb1(%8 : i32) // id: %9
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (i32) -> i32, sym_name = "blocks"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: // %arg0 is used by %8
// GENERIC-NEXT: "cf.br"()[^bb2] : () -> ()
// GENERIC-NEXT: ^bb1(%5: i32):  // pred: ^bb2
// GENERIC-NEXT: // %5 is used by %6
// GENERIC-NEXT: %6 = "arith.addi"(%5, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %7
// GENERIC-NEXT: "func.return"(%6) : (i32) -> () // id: %7
// GENERIC-NEXT: ^bb2:  // pred: ^bb0
// GENERIC-NEXT: %8 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %9, %6
// GENERIC-NEXT: %9 = "arith.muli"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %10
// GENERIC-NEXT: "cf.br"(%9)[^bb1] : (i32) -> () // id: %10
// GENERIC-NEXT: }) : () -> ()
func.func @blocks(%a: i32) -> i32 {
  cf.br ^bb2
^bb1(%x: i32):
  %later = arith.addi %x, %early : i32
  return %later : i32
^bb2:
  %early = arith.addi %a, %a : i32
  %twice = arith.muli %early, %early : i32
  cf.br ^bb1(%twice : i32)
}
