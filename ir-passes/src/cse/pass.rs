//! The `cse` pass: CSE on the op it runs on and on every op isolated from
//! above inside it.

use super::eliminate_common_subexpressions;
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};

ir_core::pass_statistics! {
    /// The counters of `cse` (MLIR's names).
    struct CseStatistics {
        replaced("num-cse'd"): "Number of operations CSE'd";
        erased("num-dce'd"): "Number of operations DCE'd";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "cse",
        "CSE",
        "Eliminate common sub-expressions",
        |_| {
            Ok(Box::new(
                BodyPass::with_dominance(
                    |ctx, body, roots, dominance, counters: &CseStatistics| {
                        let stats =
                            eliminate_common_subexpressions(ctx, body, roots, true, dominance);
                        counters.replaced.add(stats.replaced);
                        counters.erased.add(stats.erased);
                        // CSE changes no block and no terminator.
                        Ok(true)
                    },
                )
                .skipping_fixed_points(),
            ))
        },
    ));
}
