// RUN: not ir-run %s -e wide --args=99999999999 2>&1 | FileCheck %s --check-prefix=I32
// RUN: not ir-run %s -e flag --args=2 2>&1 | FileCheck %s --check-prefix=I1
// RUN: not ir-run %s -e byte --args=0,256 2>&1 | FileCheck %s --check-prefix=I8
// RUN: not ir-run %s -e byte --args=0,-129 2>&1 | FileCheck %s --check-prefix=I8-LOW
// RUN: ir-run %s -e byte --args=0,255 | FileCheck %s --check-prefix=UNSIGNED
// RUN: ir-run %s -e byte --args=0,-128 | FileCheck %s --check-prefix=SIGNED
// RUN: ir-run %s -e flag --args=-1 | FileCheck %s --check-prefix=TRUE
// RUN: ir-run %s -e wide --args=4294967295 | FileCheck %s --check-prefix=I32-MAX

/// An argument given with `--args` must fit its type, read as signed or
/// unsigned as an integer literal is (-128 to 255 for i8, -1 to 1 for i1):
/// anything else is refused with a message naming the argument, never
/// wrapped.

// I32: error: bad argument #0 (i32) of '@wide': 99999999999 is out of range for a 32-bit integer
// I32-NEXT: --> {{.*}}argument-range.mlir:[[@LINE+2]]:1
// I32-MAX: -1
func.func @wide(%a: i32) -> i32 {
  return %a : i32
}

// I1: error: bad argument #0 (i1) of '@flag': 2 is out of range for a 1-bit integer
// TRUE: true
func.func @flag(%a: i1) -> i1 {
  return %a : i1
}

// I8: error: bad argument #1 (i8) of '@byte': 256 is out of range for a 8-bit integer
// I8-LOW: error: bad argument #1 (i8) of '@byte': -129 is out of range for a 8-bit integer
// UNSIGNED: -1
// SIGNED: -128
func.func @byte(%unused: i32, %a: i8) -> i8 {
  return %a : i8
}
