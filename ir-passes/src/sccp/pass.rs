//! The `sccp` pass: on an op whose regions hold functions (a module),
//! SCCP across the calls between them, as MLIR's pass is on a module; on
//! any other op, SCCP within it and within every op isolated from above
//! inside it. MLIR's pass has no options, and neither has this one.

use super::interprocedural::propagate_across_calls;
use super::{propagate_constants, SccpStats};
use crate::nested::BodyPass;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic};
use ir_core::Diagnostic;

ir_core::pass_statistics! {
    /// The counters of `sccp`.
    struct SccpStatistics {
        constants("num-constants"): "Number of values replaced by constants";
        erased("num-erased"): "Number of ops erased because all their results were replaced";
    }
}

impl SccpStatistics {
    /// Adds what one propagation did.
    fn count(&self, stats: &SccpStats) {
        self.constants.add(stats.constants);
        self.erased.add(stats.erased);
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "sccp",
        "SCCP",
        "Sparse Conditional Constant Propagation",
        |_| {
            let per_body = BodyPass::new(|ctx, body, roots, _, counters: &SccpStatistics| {
                counters.count(&propagate_constants(ctx, body, roots));
                Ok(())
            })
            .skipping_fixed_points();
            Ok(Box::new(Sccp { per_body }))
        },
    ));
}

/// SCCP across calls where the op holds functions, else within bodies.
struct Sccp {
    per_body: BodyPass<SccpStatistics>,
}

impl Pass for Sccp {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let roots = target.body.regions(target.op).to_vec();
        let module = target.body.regions_body_mut(target.op);
        let Some(stats) = propagate_across_calls(ctx, module, &roots) else {
            return self.per_body.run(target, cx);
        };
        self.per_body.counters().count(&stats);
        Ok(())
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.per_body.statistics()
    }
}
