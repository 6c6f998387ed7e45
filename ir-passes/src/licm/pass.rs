//! The `loop-invariant-code-motion` pass on the op it runs on and on
//! every op isolated from above inside it.

use super::hoist_loop_invariant_code;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

ir_core::pass_statistics! {
    /// The counters of `loop-invariant-code-motion`.
    struct LicmStatistics {
        hoisted("num-hoisted"): "Number of ops hoisted out of loops";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "loop-invariant-code-motion",
        "LoopInvariantCodeMotion",
        "Hoist loop invariant instructions outside of the loop",
        |_| {
            Ok(Box::new(
                BodyPass::new(|ctx, body, roots, _, counters: &LicmStatistics| {
                    counters
                        .hoisted
                        .add(hoist_loop_invariant_code(ctx, body, roots));
                    Ok(())
                })
                .skipping_fixed_points(),
            ))
        },
    ));
}
