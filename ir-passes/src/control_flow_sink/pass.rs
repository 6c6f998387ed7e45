//! The `control-flow-sink` pass on the op it runs on and on every op
//! isolated from above inside it.

use super::sink_into_regions;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

ir_core::pass_statistics! {
    /// The counters of `control-flow-sink`.
    struct ControlFlowSinkStatistics {
        sunk("num-sunk"): "Number of operations sunk";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "control-flow-sink",
        "ControlFlowSink",
        "Sink operations into conditional blocks",
        |_| {
            Ok(Box::new(
                BodyPass::new(
                    |ctx, body, roots, _, counters: &ControlFlowSinkStatistics| {
                        counters.sunk.add(sink_into_regions(ctx, body, roots));
                        Ok(())
                    },
                )
                .skipping_fixed_points(),
            ))
        },
    ));
}
