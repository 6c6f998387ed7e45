//! The `sccp` pass: SCCP on the op it runs on and on every op isolated
//! from above inside it; with `interprocedural`, across the calls between
//! the functions of a module.

use super::interprocedural::propagate_across_calls;
use super::{propagate_constants, SccpStats};
use crate::greedy::PatternSet;
use crate::nested::BodyPass;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic};
use ir_core::Diagnostic;
use std::sync::{Arc, OnceLock};

ir_core::pass_options! {
    /// The options of `sccp`.
    pub(crate) struct SccpOptions {
        interprocedural("interprocedural"): bool = false,
            "On a module: propagate through the calls to private functions whose every use is a call";
    }
}

ir_core::pass_statistics! {
    /// The counters of `sccp`.
    struct SccpStatistics {
        constants("num-constants"): "Number of values replaced by constants";
        branches("num-branches"): "Number of branches decided by constants";
        simplified("num-simplified"): "Number of unreachable blocks, dead ops and constant block arguments removed";
    }
}

impl SccpStatistics {
    /// Adds what one propagation did.
    fn count(&self, stats: &SccpStats) {
        self.constants.add(stats.constants);
        self.branches.add(stats.branches);
        self.simplified.add(stats.removed);
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::with_options(
        "sccp",
        "SCCP",
        "Sparse conditional constant propagation",
        |options: &SccpOptions| {
            let patterns = Arc::new(OnceLock::new());
            let per_body_patterns = Arc::clone(&patterns);
            let per_body = BodyPass::new(move |ctx, body, roots, _, counters: &SccpStatistics| {
                let patterns = per_body_patterns.get_or_init(|| PatternSet::canonicalization(ctx));
                counters.count(&propagate_constants(ctx, body, roots, patterns));
                Ok(())
            });
            Ok(match options.interprocedural {
                true => Box::new(AcrossCalls { per_body, patterns }),
                false => Box::new(per_body),
            })
        },
    ));
}

/// `sccp{interprocedural=true}`: on an op whose regions hold functions,
/// SCCP across the calls between them; on any other op, as without the
/// option.
struct AcrossCalls {
    per_body: BodyPass<SccpStatistics>,
    patterns: Arc<OnceLock<PatternSet>>,
}

impl Pass for AcrossCalls {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let roots = target.body.regions(target.op).to_vec();
        let module = target.body.regions_body_mut(target.op);
        let patterns = self
            .patterns
            .get_or_init(|| PatternSet::canonicalization(ctx));
        let Some(stats) = propagate_across_calls(ctx, module, &roots, patterns) else {
            return self.per_body.run(target, cx);
        };
        self.per_body.counters().count(&stats);
        Ok(())
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.per_body.statistics()
    }
}
