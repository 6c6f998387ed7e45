// RUN: ir-opt %s -verify-diagnostics -split-input-file

/// `cf.cond_br` weights: one per successor, not all zero (MLIR's
/// `WeightedBranchOpInterface`).

func.func @all_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @one_weight(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([1]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @three_weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

/// One zero weight is fine.
func.func @one_zero(%c: i1) {
  cf.cond_br %c weights([0, 1]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
