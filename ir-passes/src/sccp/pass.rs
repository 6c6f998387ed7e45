//! The `sccp` pass: SCCP on the op it runs on and on every op isolated
//! from above inside it.

use super::propagate_constants;
use crate::greedy::PatternSet;
use crate::nested::for_each_isolated_body;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic};
use ir_core::Diagnostic;
use std::sync::OnceLock;

struct Sccp {
    patterns: OnceLock<PatternSet>,
    statistics: [Statistic; 3],
}

impl Pass for Sccp {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let patterns = self
            .patterns
            .get_or_init(|| PatternSet::canonicalization(ctx));
        for_each_isolated_body(target, |body, roots, _| {
            let stats = propagate_constants(ctx, body, roots, patterns);
            self.statistics[0].add(stats.constants);
            self.statistics[1].add(stats.branches);
            self.statistics[2].add(stats.blocks);
        });
        Ok(())
    }

    fn statistics(&self) -> &[Statistic] {
        &self.statistics
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "sccp",
        "SCCP",
        "Sparse conditional constant propagation",
        |_| {
            Ok(Box::new(Sccp {
                patterns: OnceLock::new(),
                statistics: [
                    Statistic::new("num-constants", "Number of values replaced by constants"),
                    Statistic::new("num-branches", "Number of branches decided by constants"),
                    Statistic::new(
                        "num-simplified",
                        "Number of blocks and block arguments removed",
                    ),
                ],
            }))
        },
    ));
}
