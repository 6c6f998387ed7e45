// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

/// An entry block may not be a branch target, in the regions of any op:
/// registered or not, of SSA or graph regions (as mlir-opt-22 reports).

// expected-error @below {{entry block of region may not have predecessors}}
"x.a"() ({^bb0:"x.b"()[^bb0]:()->()}):()->()

// -----

func.func @graph() {
  // expected-error @below {{entry block of region may not have predecessors}}
  "test.graph_region"() ({
  ^bb0:
    "test.br"()[^bb0] : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-error @below {{entry block of region may not have predecessors}}
func.func @ssa() {
^bb0:
  cf.br ^bb0
}
