//! `canonicalize`: folds ops, applies every registered op's
//! canonicalization patterns, erases trivially dead ops and simplifies
//! regions, to a fixed point (the greedy driver), on the op it runs on and
//! every op isolated from above inside it. Its options are those of MLIR's
//! `Canonicalizer` pass (mlir/Transforms/Passes.td, "canonicalize"), with
//! MLIR's names, types and defaults. `enable-patterns` and
//! `disable-patterns` take ir-opt's pattern names (`RewritePattern::name`,
//! e.g. `cf-bypass-forwarding-blocks`), where MLIR's take C++ debug names.

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

ir_core::option_enum! {
    /// How much of the region tree to simplify between rounds (MLIR's
    /// `GreedySimplifyRegionLevel`).
    pub enum RegionSimplify {
        /// No simplification.
        Disabled = "disabled",
        /// Unreachable blocks, dead code and unused block arguments.
        Normal = "normal",
        /// Also identical blocks merged, and block arguments every
        /// predecessor passes the same value dropped.
        Aggressive = "aggressive",
    }
}

ir_core::pass_options! {
    /// The options of `canonicalize`.
    pub(crate) struct CanonicalizeOptions {
        top_down("top-down"): bool = true,
            "Seed the worklist in general top-down order";
        region_simplify("region-simplify"): RegionSimplify = RegionSimplify::Normal,
            "Perform control flow optimizations to the region tree";
        max_iterations("max-iterations"): i64 = 10,
            "Max. iterations between applying patterns / simplifying regions (-1: no limit)";
        max_num_rewrites("max-num-rewrites"): i64 = -1,
            "Max. number of pattern rewrites within an iteration (-1: no limit)";
        test_convergence("test-convergence"): bool = false,
            "Test only: Fail pass on non-convergence to detect cyclic pattern";
        disable_patterns("disable-patterns"): Vec<String> = Vec::new(),
            "Names of patterns to leave out (ir-opt's pattern names, not MLIR's C++ names)";
        enable_patterns("enable-patterns"): Vec<String> = Vec::new(),
            "Names of the only patterns to use (ir-opt's pattern names, not MLIR's C++ names)";
    }
}

/// A bound as MLIR's options give it: `-1` is none, other negative
/// values are refused.
fn bound(name: &str, value: i64) -> Result<Option<u64>, String> {
    match value {
        -1 => Ok(None),
        _ => u64::try_from(value)
            .map(Some)
            .map_err(|_| format!("{name} must be -1 (no limit) or at least 0, not {value}")),
    }
}

/// The greedy driver's configuration the options ask for.
fn config(options: &CanonicalizeOptions) -> Result<GreedyConfig, String> {
    let (region_simplify, merge_blocks) = match options.region_simplify {
        RegionSimplify::Disabled => (false, false),
        RegionSimplify::Normal => (true, false),
        RegionSimplify::Aggressive => (true, true),
    };
    Ok(GreedyConfig {
        max_iterations: bound("max-iterations", options.max_iterations)?,
        max_num_rewrites: bound("max-num-rewrites", options.max_num_rewrites)?,
        top_down: options.top_down,
        region_simplify,
        merge_blocks,
    })
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::with_options(
            "canonicalize",
            "Canonicalizer",
            "Canonicalize operations: fold, apply canonicalization patterns, erase dead ops, simplify regions (enable-patterns and disable-patterns take ir-opt's pattern names, not MLIR's C++ names)",
            |options: &CanonicalizeOptions| {
                let config = config(options)?;
                let (enabled, disabled) =
                    (options.enable_patterns.clone(), options.disable_patterns.clone());
                let test_convergence = options.test_convergence;
                let patterns = OnceLock::new();
                Ok(Box::new(BodyPass::new(move |ctx, body, roots, holder, counters: &CanonicalizeStatistics| {
                    let patterns = patterns.get_or_init(|| {
                        PatternSet::canonicalization(ctx).filtered(&enabled, &disabled)
                    });
                    let stats =
                        apply_patterns_and_fold(ctx, body, roots, Some(holder.name), patterns, &config);
                    if test_convergence && !stats.converged {
                        let bound = config.max_iterations.unwrap_or(u64::MAX);
                        return Err(Diagnostic::error(
                            holder.loc,
                            format!("canonicalization did not converge within {bound} iterations"),
                        ));
                    }
                    counters.folded.add(stats.folded);
                    counters.rewrites.add(stats.rewrites);
                    counters.erased.add(stats.erased);
                    counters.simplified.add(stats.simplified);
                    Ok(())
                }).skipping_fixed_points()))
            },
        ),
    );
}
