// RUN: ir-opt %s -split-input-file -mlir-pass-statistics --cse 2>&1 >/dev/null | FileCheck %s

// With -split-input-file, each chunk's run has a report of its own, as
// mlir-opt runs a fresh pass manager on each: two chunks, two reports
// (the counts are checked in statistics-counts.mlir).

// CHECK:     ... Pass statistics report ...
// CHECK:     ... Pass statistics report ...
// CHECK-NOT: Pass statistics report

func.func @f() {
  return
}

// -----

func.func @g() {
  return
}
