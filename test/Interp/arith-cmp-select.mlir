// RUN: ir-run %s -e compare --args=-1,1 | FileCheck %s --check-prefix=LESS
// RUN: ir-run %s -e compare --args=7,7 | FileCheck %s --check-prefix=EQUAL
// RUN: ir-run %s -e choose --args=true,3,4 | FileCheck %s --check-prefix=TRUE
// RUN: ir-run %s -e choose --args=false,3,4 | FileCheck %s --check-prefix=FALSE
// RUN: ir-run %s -e constants | FileCheck %s --check-prefix=CONST

/// Comparisons with every cmpi predicate (signed and unsigned views of
/// the same bits), select (a poison condition gives poison; a poison arm
/// only when it is picked) and scalar constants, checked against
/// mlir-runner where not poison (scripts/crosscheck-mlir-runner.sh).

// LESS: false
// LESS-NEXT: true
// LESS-NEXT: true
// LESS-NEXT: true
// LESS-NEXT: false
// LESS-NEXT: false
// LESS-NEXT: false
// LESS-NEXT: false
// LESS-NEXT: true
// LESS-NEXT: true
// EQUAL: true
// EQUAL-NEXT: false
// EQUAL-NEXT: false
// EQUAL-NEXT: true
// EQUAL-NEXT: false
// EQUAL-NEXT: true
// EQUAL-NEXT: false
// EQUAL-NEXT: true
// EQUAL-NEXT: false
// EQUAL-NEXT: true
func.func @compare(%a: i64, %b: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = arith.cmpi eq, %a, %b : i64
  %ne = arith.cmpi ne, %a, %b : i64
  %slt = arith.cmpi slt, %a, %b : i64
  %sle = arith.cmpi sle, %a, %b : i64
  %sgt = arith.cmpi sgt, %a, %b : i64
  %sge = arith.cmpi sge, %a, %b : i64
  %ult = arith.cmpi ult, %a, %b : i64
  %ule = arith.cmpi ule, %a, %b : i64
  %ugt = arith.cmpi ugt, %a, %b : i64
  %uge = arith.cmpi uge, %a, %b : i64
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge
      : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// TRUE: 3
// TRUE-NEXT: 3
// TRUE-NEXT: poison
// FALSE: 4
// FALSE-NEXT: poison
// FALSE-NEXT: poison
func.func @choose(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %poison = ub.poison : i32
  %picked = arith.select %c, %a, %b : i32
  %or_poison = arith.select %c, %a, %poison : i32
  %unknown = ub.poison : i1
  %never = arith.select %unknown, %a, %b : i32
  return %picked, %or_poison, %never : i32, i32, i32
}

// CONST: -1
// CONST-NEXT: 255
// CONST-NEXT: true
// CONST-NEXT: -9223372036854775808
// CONST-NEXT: 2.5
// CONST-NEXT: 0.0999755859375
func.func @constants() -> (i8, i16, i1, index, f64, f16) {
  %a = arith.constant 255 : i8
  %b = arith.constant 255 : i16
  %c = arith.constant true
  %d = arith.constant -9223372036854775808 : index
  %e = arith.constant 2.5 : f64
  %f = arith.constant 0.1 : f16
  return %a, %b, %c, %d, %e, %f : i8, i16, i1, index, f64, f16
}
