//! The `gvn` pass: GVN on the op it runs on and on every op isolated from
//! above inside it.

use super::{number_values, GvnConfig};
use crate::nested::for_each_isolated_body;
use ir_core::ir::OwnedOp;
use ir_core::pass::{OptionSpec, Pass, PassContext, PassInfo, PassRegistry, Statistic};
use ir_core::Diagnostic;

struct Gvn {
    config: GvnConfig,
    statistics: [Statistic; 3],
}

impl Pass for Gvn {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        for_each_isolated_body(target, |body, roots, _| {
            let stats = number_values(ctx, body, roots, &self.config);
            self.statistics[0].add(stats.replaced);
            self.statistics[1].add(stats.removed);
            self.statistics[2].add(stats.unsettled);
        });
        Ok(())
    }

    fn statistics(&self) -> &[Statistic] {
        &self.statistics
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(
        PassInfo::new(
            "gvn",
            "GVN",
            "Global value numbering: equal values (block arguments and redundant loads included) replaced by a dominating one",
            |options| {
                let max_iterations = u32::try_from(options.int("max-iterations"))
                    .map_err(|_| format!("max-iterations must be between 0 and {}", u32::MAX))?;
                Ok(Box::new(Gvn {
                    config: GvnConfig {
                        commutative: options.bool("commutative"),
                        max_iterations,
                    },
                    statistics: [
                        Statistic::new("num-replaced", "Number of values replaced by an equal one"),
                        Statistic::new("num-removed", "Number of ops, blocks and block arguments removed"),
                        Statistic::new("num-unsettled", "Number of regions left alone (numbering did not settle)"),
                    ],
                }))
            },
        )
        .with_option(OptionSpec::bool(
            "commutative",
            "Compare the operands of commutative ops in any order",
            true,
        ))
        .with_option(OptionSpec::int(
            "max-iterations",
            "Rounds of optimistic numbering per region at most",
            10,
        )),
    );
}
