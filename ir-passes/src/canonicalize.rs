//! `canonicalize`: folds ops, applies every registered op's
//! canonicalization patterns, erases trivially dead ops and simplifies
//! regions, to a fixed point (the greedy driver), on the op it runs on and
//! every op isolated from above inside it.

use crate::greedy::{apply_patterns_and_fold, GreedyConfig, PatternSet};
use crate::nested::for_each_isolated_body;
use ir_core::ir::OwnedOp;
use ir_core::pass::{OptionSpec, Pass, PassContext, PassInfo, PassRegistry, Statistic};
use ir_core::Diagnostic;
use std::sync::OnceLock;

/// The pass, with its patterns gathered on first use.
struct Canonicalize {
    config: GreedyConfig,
    /// Fail when the iteration bound is hit before a fixed point.
    test_convergence: bool,
    patterns: OnceLock<PatternSet>,
    statistics: [Statistic; 4],
}

impl Pass for Canonicalize {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let patterns = self
            .patterns
            .get_or_init(|| PatternSet::canonicalization(ctx));
        let mut not_converged = None;
        for_each_isolated_body(target, |body, roots, loc| {
            let stats = apply_patterns_and_fold(ctx, body, roots, patterns, &self.config);
            for (statistic, value) in self.statistics.iter().zip([
                stats.folded,
                stats.rewrites,
                stats.erased,
                stats.simplified,
            ]) {
                statistic.add(value);
            }
            if self.test_convergence && !stats.converged {
                not_converged.get_or_insert(loc);
            }
        });
        match not_converged {
            Some(loc) => Err(Diagnostic::error(
                loc,
                format!(
                    "canonicalization did not converge within {} iterations",
                    self.config.max_iterations
                ),
            )),
            None => Ok(()),
        }
    }

    fn statistics(&self) -> &[Statistic] {
        &self.statistics
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::new(
            "canonicalize",
            "Canonicalizer",
            "Canonicalize operations: fold, apply canonicalization patterns, erase dead ops, simplify regions",
            |options| {
                let max_iterations = options.int("max-iterations");
                let max_iterations = u32::try_from(max_iterations)
                    .map_err(|_| format!("max-iterations must be between 0 and {}", u32::MAX))?;
                Ok(Box::new(Canonicalize {
                    config: GreedyConfig {
                        max_iterations,
                        region_simplify: options.bool("region-simplify"),
                    },
                    test_convergence: options.bool("test-convergence"),
                    patterns: OnceLock::new(),
                    statistics: [
                        Statistic::new("num-folded", "Number of ops folded"),
                        Statistic::new("num-rewrites", "Number of pattern rewrites"),
                        Statistic::new("num-erased", "Number of trivially dead ops erased"),
                        Statistic::new(
                            "num-simplified",
                            "Number of blocks and block arguments removed",
                        ),
                    ],
                }))
            },
        )
        .with_option(OptionSpec::int(
            "max-iterations",
            "Rounds of the worklist and region simplification before giving up",
            10,
        ))
        .with_option(OptionSpec::bool(
            "test-convergence",
            "Fail if the iteration bound is hit before a fixed point",
            false,
        ))
        .with_option(OptionSpec::bool(
            "region-simplify",
            "Erase unreachable blocks and unused block arguments",
            true,
        )),
    );
}
