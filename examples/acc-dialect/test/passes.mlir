// RUN: acc-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: acc-opt %s -split-input-file --cse | FileCheck %s --check-prefix=CSE
// RUN: acc-opt %s -split-input-file --dce | FileCheck %s --check-prefix=DCE

/// The framework's passes reach acc ops through its interfaces: the
/// folder (canonicalize), memory effects (cse must not merge reads across
/// a write; dce must keep writes and drop unused reads and pure ops).

// CANON-LABEL: func.func @fold
// CANON-NEXT:    %[[C:.*]] = arith.constant 21 : i32
// CANON-NEXT:    return %[[C]], %arg0 : i32, i32
func.func @fold(%x: i32) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %a = acc.scale %c7 by #acc.factor<3> : i32
  %b = acc.scale %x by #acc.factor<1> : i32
  return %a, %b : i32, i32
}

// -----

// CSE-LABEL: func.func @reads
// CSE:         %[[A:.*]] = acc.get %[[CELL:.*]] : !acc.cell<i32>
// CSE-NEXT:    acc.add %[[CELL]], %arg0 : !acc.cell<i32>
// CSE-NEXT:    %[[B:.*]] = acc.get %[[CELL]] : !acc.cell<i32>
// CSE-NEXT:    return %[[A]], %[[A]], %[[B]]
func.func @reads(%x: i32) -> (i32, i32, i32) {
  %c = acc.cell : !acc.cell<i32>
  %a = acc.get %c : !acc.cell<i32>
  %a2 = acc.get %c : !acc.cell<i32>
  acc.add %c, %x : !acc.cell<i32>
  %b = acc.get %c : !acc.cell<i32>
  return %a, %a2, %b : i32, i32, i32
}

// -----

// DCE-LABEL: func.func @dead
// DCE-NEXT:    %[[CELL:.*]] = acc.cell : !acc.cell<i32>
// DCE-NEXT:    acc.add %[[CELL]], %arg0 : !acc.cell<i32>
// DCE-NEXT:    return
func.func @dead(%x: i32) {
  %c = acc.cell : !acc.cell<i32>
  %unused = acc.get %c : !acc.cell<i32>
  %scaled = acc.scale %x by #acc.factor<2> : i32
  acc.add %c, %x : !acc.cell<i32>
  %lonely = acc.cell : !acc.cell<i32>
  return
}
