// RUN: not ir-opt %s -composite-fixed-point-pass='pipeline=no-such-pass' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not ir-opt %s -composite-fixed-point-pass='max-iterations=0' 2>&1 | FileCheck %s --check-prefix=ITERATIONS

/// A pipeline naming an unknown pass, and fewer than one iteration, are
/// errors.

// PIPELINE: 'no-such-pass' does not refer to a registered pass
// ITERATIONS: Invalid maxIterations value
func.func @f() {
  return
}
