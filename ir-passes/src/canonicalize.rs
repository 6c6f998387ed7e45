//! `canonicalize`: folds ops, applies every registered op's
//! canonicalization patterns, erases trivially dead ops and simplifies
//! regions, to a fixed point (the greedy driver), on the op it runs on and
//! every op isolated from above inside it.

use crate::greedy::{apply_patterns_and_fold, GreedyConfig, PatternSet};
use crate::nested::BodyPass;
use ir_core::pass::{PassInfo, PassRegistry};
use ir_core::Diagnostic;
use std::sync::OnceLock;

ir_core::pass_statistics! {
    /// The counters of `canonicalize`.
    struct CanonicalizeStatistics {
        folded("num-folded"): "Number of ops folded";
        rewrites("num-rewrites"): "Number of pattern rewrites";
        erased("num-erased"): "Number of trivially dead ops erased";
        simplified("num-simplified"): "Number of blocks, dead ops and block arguments removed";
    }
}

ir_core::pass_options! {
    /// The options of `canonicalize`.
    pub(crate) struct CanonicalizeOptions {
        max_iterations("max-iterations"): i64 = 10,
            "Rounds of the worklist and region simplification before giving up";
        test_convergence("test-convergence"): bool = false,
            "Fail if the iteration bound is hit before a fixed point";
        region_simplify("region-simplify"): bool = true,
            "Erase unreachable blocks, dead code and unused block arguments";
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::with_options(
            "canonicalize",
            "Canonicalizer",
            "Canonicalize operations: fold, apply canonicalization patterns, erase dead ops, simplify regions",
            |options: &CanonicalizeOptions| {
                let max_iterations = u32::try_from(options.max_iterations)
                    .map_err(|_| format!("max-iterations must be between 0 and {}", u32::MAX))?;
                let config = GreedyConfig {
                    max_iterations,
                    region_simplify: options.region_simplify,
                };
                let test_convergence = options.test_convergence;
                let patterns = OnceLock::new();
                Ok(BodyPass::boxed(move |ctx, body, roots, loc, counters: &CanonicalizeStatistics| {
                    let patterns = patterns.get_or_init(|| PatternSet::canonicalization(ctx));
                    let stats = apply_patterns_and_fold(ctx, body, roots, patterns, &config);
                    if test_convergence && !stats.converged {
                        return Err(Diagnostic::error(
                            loc,
                            format!(
                                "canonicalization did not converge within {max_iterations} iterations"
                            ),
                        ));
                    }
                    counters.folded.add(stats.folded);
                    counters.rewrites.add(stats.rewrites);
                    counters.erased.add(stats.erased);
                    counters.simplified.add(stats.simplified);
                    Ok(())
                }))
            },
        ),
    );
}
