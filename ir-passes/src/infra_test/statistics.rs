//! `test-stats-pass`: counts the ops it sees and the ops it runs on, in
//! statistics (for `-mlir-pass-statistics`, summed over threads).

use ir_core::ir::{walk_ops, OwnedOp, WalkItem};
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic, StatisticSet};
use ir_core::Diagnostic;

ir_core::pass_statistics! {
    /// The counters of `test-stats-pass`.
    struct TestStatistics {
        ops("num-ops"): "Number of ops counted (nested ones included)";
        runs("num-runs"): "Number of ops the pass ran on";
    }
}

/// Counts ops.
struct StatsPass {
    statistics: TestStatistics,
}

impl Pass for StatsPass {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        cx.preserve_all();
        let mut count = 0;
        walk_ops(&target.body, target.op, |_, item| {
            count += u64::from(matches!(item, WalkItem::Enter(_)));
        });
        self.statistics.ops.add(count);
        self.statistics.runs.add(1);
        Ok(())
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.statistics.each()
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "test-stats-pass",
        "TestStatisticPass",
        "Test pass statistics: counts ops",
        |_| {
            Ok(Box::new(StatsPass {
                statistics: TestStatistics::default(),
            }))
        },
    ));
}
