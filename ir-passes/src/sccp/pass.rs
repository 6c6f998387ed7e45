//! The `sccp` pass: SCCP on the op it runs on and on every op isolated
//! from above inside it.

use super::propagate_constants;
use crate::greedy::PatternSet;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};
use std::sync::OnceLock;

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "sccp",
        "SCCP",
        "Sparse conditional constant propagation",
        |_| {
            let statistics = [
                ("num-constants", "Number of values replaced by constants"),
                ("num-branches", "Number of branches decided by constants"),
                (
                    "num-simplified",
                    "Number of blocks, dead ops and block arguments removed",
                ),
            ];
            let patterns = OnceLock::new();
            Ok(BodyPass::boxed(&statistics, move |ctx, body, roots, _| {
                let patterns = patterns.get_or_init(|| PatternSet::canonicalization(ctx));
                let stats = propagate_constants(ctx, body, roots, patterns);
                Ok(vec![stats.constants, stats.branches, stats.blocks])
            }))
        },
    ));
}
