// RUN: ir-opt -mlir-print-debuginfo < %s | FileCheck %s
// RUN: ir-opt -split-input-file -mlir-print-debuginfo < %s | FileCheck %s --check-prefix=SPLIT

// A location written in the text for a spot the parser also locates is
// the same location: one alias prints both (as mlir-opt-22 prints it).

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("<stdin>":7:1)
  %1 = arith.muli %0, %0 : i32 loc("<stdin>":10:3)
  return %1 : i32
}

// -----

func.func @g() {
  return
}

// CHECK:      func.func @f(%arg0: i32 loc("<stdin>":7:14)) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32 loc(#loc1)
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32 loc(#loc3)
// CHECK-NEXT:   return %1 : i32 loc(#loc3)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: func.func @g() {
// CHECK-NEXT:   return loc(#loc5)
// CHECK-NEXT: } loc(#loc4)
// CHECK:      #loc1 = loc("<stdin>":7:1)
// CHECK-NEXT: #loc3 = loc("<stdin>":10:3)
// CHECK-NEXT: #loc4 = loc("<stdin>":15:1)
// CHECK-NEXT: #loc5 = loc("<stdin>":16:3)
// CHECK-NOT:  #loc

// A later chunk's locations are the file's lines.
// SPLIT:      #loc3 = loc("<stdin>":10:3)
// SPLIT:      // -----
// SPLIT:      func.func @g() {
// SPLIT-NEXT:   return loc(#loc2)
// SPLIT-NEXT: } loc(#loc1)
// SPLIT:      #loc = loc("<stdin>":13:9)
// SPLIT-NEXT: #loc1 = loc("<stdin>":15:1)
// SPLIT-NEXT: #loc2 = loc("<stdin>":16:3)
