//! The `topological-sort` pass: sorts the graph regions of the op it runs
//! on, of every op nested in it, and of the ops isolated from above inside
//! it (whose regions live in their own bodies).

use super::{sort_regions, SortStats};
use crate::nested::for_each_isolated_body;
use crate::walk::region_ops_in_post_order;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, PassInfo, PassRegistry, Statistic, StatisticSet};
use ir_core::{Body, Context, Diagnostic, OpId, OpTraits, RegionId};

ir_core::pass_statistics! {
    /// The counters of `topological-sort`.
    struct TopologicalSortStatistics {
        reordered("num-reordered-blocks"): "Number of blocks whose ops were reordered";
        cyclic("num-cyclic-blocks"): "Number of blocks whose ops depend on each other in a cycle";
    }
}

/// The pass.
#[derive(Default)]
struct TopologicalSort {
    statistics: TopologicalSortStatistics,
}

impl TopologicalSort {
    fn count(&self, stats: SortStats) {
        self.statistics.reordered.add(stats.reordered);
        self.statistics.cyclic.add(stats.cyclic);
    }
}

/// Whether `op`'s regions are graph regions.
fn has_graph_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_has(body.op_name(op), OpTraits::GRAPH_REGIONS)
}

/// Sorts the graph regions of the ops of `roots` and of the ops nested in
/// them: those stored in `body`, and the root regions of the isolated
/// ones (stored in their own bodies).
fn sort_body(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> SortStats {
    let mut stats = SortStats::default();
    for op in region_ops_in_post_order(body, roots) {
        if !has_graph_regions(ctx, body, op) {
            continue;
        }
        let regions = body.regions(op).to_vec();
        let holder = match body.is_isolated(op) {
            true => body.regions_body_mut(op),
            false => &mut *body,
        };
        stats += sort_regions(ctx, holder, &regions);
    }
    stats
}

impl Pass for TopologicalSort {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        let mut stats = SortStats::default();
        if has_graph_regions(ctx, &target.body, target.op) {
            let regions = target.body.regions(target.op).to_vec();
            stats += sort_regions(ctx, target.body.regions_body_mut(target.op), &regions);
        }
        for_each_isolated_body(target, |body, roots, _| {
            stats += sort_body(ctx, body, roots)
        });
        if stats.reordered == 0 {
            // Nothing moved: the IR and its analyses are as they were.
            cx.preserve_all();
        }
        self.count(stats);
        Ok(())
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.statistics.each()
    }
}

/// Registers the pass.
pub fn register(passes: &mut PassRegistry) {
    passes.register(PassInfo::new(
        "topological-sort",
        "TopologicalSort",
        "Sort regions without SSA dominance in topological order",
        |_| Ok(Box::new(TopologicalSort::default())),
    ));
}
