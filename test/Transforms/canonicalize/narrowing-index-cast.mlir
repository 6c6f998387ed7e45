// RUN: ir-opt %s --canonicalize | FileCheck %s
// IR-OPT-ONLY: mlir-opt-22 folds index_cast(ui) of a narrowing index_cast(ui) back to its input, which changes every value that does not fit the narrow type

/// A round trip through a narrower type truncates: index -> i32 -> index
/// keeps only the low 32 bits, so it must stay (we keep what the program
/// computes). mlir-opt-22 folds both to %arg0.

// CHECK-LABEL: func.func @narrowing_round_trips
// CHECK-NEXT:    %[[N:.*]] = arith.index_castui %arg0 : index to i32
// CHECK-NEXT:    %[[B:.*]] = arith.index_castui %[[N]] : i32 to index
// CHECK-NEXT:    %[[S:.*]] = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:    %[[T:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT:    return %[[B]], %[[T]] : index, index
func.func @narrowing_round_trips(%i: index) -> (index, index) {
  %narrow = arith.index_castui %i : index to i32
  %back = arith.index_castui %narrow : i32 to index
  %narrow_s = arith.index_cast %i : index to i32
  %back_s = arith.index_cast %narrow_s : i32 to index
  return %back, %back_s : index, index
}
