//! The `dce` pass: aggressive DCE on the op it runs on and on every op
//! isolated from above inside it.

use super::eliminate_dead_code;
use crate::nested::for_each_isolated_body;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic};
use ir_core::Diagnostic;

struct Dce {
    statistics: [Statistic; 2],
}

impl Pass for Dce {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        for_each_isolated_body(target, |body, roots, _| {
            let stats = eliminate_dead_code(ctx, body, roots);
            self.statistics[0].add(stats.ops);
            self.statistics[1].add(stats.arguments);
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
        "dce",
        "DeadCodeElimination",
        "Aggressive dead code elimination: erase every op, block argument and cycle that no side effect needs",
        |_| {
            Ok(Box::new(Dce {
                statistics: [
                    Statistic::new("num-erased-ops", "Number of ops erased"),
                    Statistic::new("num-erased-arguments", "Number of block arguments erased"),
                ],
            }))
        },
    ));
}
