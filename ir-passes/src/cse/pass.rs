//! The `cse` pass: CSE on the op it runs on and on every op isolated from
//! above inside it.

use super::eliminate_common_subexpressions;
use crate::nested::for_each_isolated_body;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic};
use ir_core::Diagnostic;

struct Cse {
    statistics: [Statistic; 2],
}

impl Pass for Cse {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        for_each_isolated_body(target, |body, roots, _| {
            let stats = eliminate_common_subexpressions(ctx, body, roots);
            self.statistics[0].add(stats.replaced);
            self.statistics[1].add(stats.erased);
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
        "cse",
        "CSE",
        "Eliminate common sub-expressions",
        |_| {
            Ok(Box::new(Cse {
                statistics: [
                    Statistic::new("num-cse'd", "Number of operations CSE'd"),
                    Statistic::new("num-dce'd", "Number of operations DCE'd"),
                ],
            }))
        },
    ));
}
