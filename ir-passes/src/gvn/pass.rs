//! The `gvn` pass: GVN on the op it runs on and on every op isolated from
//! above inside it.

use super::{number_values, GvnConfig};
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

ir_core::pass_statistics! {
    /// The counters of `gvn`.
    struct GvnStatistics {
        replaced("num-replaced"): "Number of values replaced by an equal one";
        removed("num-removed"): "Number of ops, blocks and block arguments removed";
        unsettled("num-unsettled"): "Number of regions left alone (numbering did not settle)";
    }
}

ir_core::pass_options! {
    /// The options of `gvn`.
    pub(crate) struct GvnOptions {
        commutative("commutative"): bool = true,
            "Compare the operands of commutative ops in any order";
        max_iterations("max-iterations"): i64 = 10,
            "Visits of each cycle of a region's CFG at most, for the optimistic numbering to settle";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::with_options(
            "gvn",
            "GVN",
            "Global value numbering: equal values (block arguments and redundant loads included) replaced by a dominating one",
            |options: &GvnOptions| {
                let max_iterations = u32::try_from(options.max_iterations)
                    .map_err(|_| format!("max-iterations must be between 0 and {}", u32::MAX))?;
                let config = GvnConfig {
                    commutative: options.commutative,
                    max_iterations,
                };
                Ok(Box::new(BodyPass::with_dominance(
                    move |ctx, body, roots, dominance, counters: &GvnStatistics| {
                        let stats = number_values(ctx, body, roots, &config, dominance);
                        counters.replaced.add(stats.replaced);
                        counters.removed.add(stats.removed);
                        counters.unsettled.add(stats.unsettled);
                        Ok(stats.kept_cfg)
                    },
                )))
            },
        ),
    );
}
