//! Visiting an op's body and the bodies of every op isolated from above
//! nested in it (a function pass run on a module reaches each function),
//! and [`BodyPass`], the pass made of a transform of one body.

use ir_core::graph::dominance_analysis::Dominance;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, Statistic};
use ir_core::{Attr, Body, Context, Diagnostic, OpId, RegionId};

/// Calls `visit(body, regions, loc)` for `target`'s own regions and, depth
/// first with an explicit stack, for each isolated op's regions inside, in
/// program order (so what a pass reports per function comes in order).
pub(crate) fn for_each_isolated_body(
    target: &mut OwnedOp,
    mut visit: impl FnMut(&mut Body, &[RegionId], Attr),
) {
    let loc = target.body.op_loc(target.op);
    let roots = target.body.regions(target.op).to_vec();
    let mut work = vec![(roots, loc, target.body.regions_body_mut(target.op))];
    while let Some((roots, loc, body)) = work.pop() {
        visit(body, &roots, loc);
        work.extend(nested_bodies(body).into_iter().rev());
    }
}

/// The bodies of the isolated ops stored in `body`, with their regions
/// and locations (read before the bodies are borrowed mutably).
fn nested_bodies(body: &mut Body) -> Vec<(Vec<RegionId>, Attr, &mut Body)> {
    let ops: Vec<OpId> = body.isolated_bodies_mut().map(|(op, _)| op).collect();
    let headers: Vec<(Vec<RegionId>, Attr)> = ops
        .iter()
        .map(|&op| (body.regions(op).to_vec(), body.op_loc(op)))
        .collect();
    body.isolated_bodies_mut()
        .zip(headers)
        .map(|((_, nested), (roots, loc))| (roots, loc, nested))
        .collect()
}

/// How a [`BodyPass`] transforms one body: given the context, the body,
/// the regions to work on and the isolated op's location, it returns one
/// count per statistic the pass declares, or a failure.
pub(crate) type BodyTransform =
    dyn Fn(&Context, &mut Body, &[RegionId], Attr) -> Result<Vec<u64>, Diagnostic> + Send + Sync;

/// A body transform that reads the dominator trees of the body's regions
/// ([`Dominance`]): given the context, the body, the regions to work on and
/// their trees, it returns one count per statistic and whether the trees
/// still hold afterwards (it changed no block and no terminator's
/// successors), or a failure.
pub(crate) type DominanceTransform = dyn Fn(&Context, &mut Body, &[RegionId], &Dominance) -> Result<(Vec<u64>, bool), Diagnostic>
    + Send
    + Sync;

/// What a [`BodyPass`] runs on each body.
enum Transform {
    /// A transform that needs nothing more.
    Plain(Box<BodyTransform>),
    /// A transform that reads dominance: that of the pass's own op comes
    /// from the pass manager's cache, and is kept there if the transform
    /// left it valid.
    WithDominance(Box<DominanceTransform>),
}

/// A pass made of a body transform: it runs on the op it is given and on
/// every isolated op inside it, and sums the transform's counts into its
/// statistics. A run that changes no body preserves every analysis.
pub(crate) struct BodyPass {
    transform: Transform,
    statistics: Vec<Statistic>,
}

impl BodyPass {
    /// A pass with these statistics (name, description) and transform.
    pub(crate) fn boxed(
        statistics: &[(&'static str, &'static str)],
        transform: impl Fn(&Context, &mut Body, &[RegionId], Attr) -> Result<Vec<u64>, Diagnostic>
            + Send
            + Sync
            + 'static,
    ) -> Box<dyn Pass> {
        Self::with_transform(statistics, Transform::Plain(Box::new(transform)))
    }

    /// A pass with these statistics and a transform that reads dominance
    /// (see [`DominanceTransform`]).
    pub(crate) fn with_dominance(
        statistics: &[(&'static str, &'static str)],
        transform: impl Fn(&Context, &mut Body, &[RegionId], &Dominance) -> Result<(Vec<u64>, bool), Diagnostic>
            + Send
            + Sync
            + 'static,
    ) -> Box<dyn Pass> {
        Self::with_transform(statistics, Transform::WithDominance(Box::new(transform)))
    }

    fn with_transform(
        statistics: &[(&'static str, &'static str)],
        transform: Transform,
    ) -> Box<dyn Pass> {
        Box::new(BodyPass {
            transform,
            statistics: statistics
                .iter()
                .map(|&(name, description)| Statistic::new(name, description))
                .collect(),
        })
    }
}

impl Pass for BodyPass {
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        // The dominance of the pass's own op, from the cache; that of an
        // isolated op inside is computed for it (the cache is per op the
        // pipeline runs on).
        let mut own_dominance = match self.transform {
            Transform::WithDominance(_) => Some(cx.analysis::<Dominance>(target)),
            Transform::Plain(_) => None,
        };
        let mut own_dominance_holds = true;
        let mut result = Ok(());
        let mut changed = false;
        for_each_isolated_body(target, |body, roots, loc| {
            if result.is_err() {
                return;
            }
            let before = body.revision();
            let outcome = match &self.transform {
                Transform::Plain(transform) => transform(ctx, body, roots, loc),
                Transform::WithDominance(transform) => {
                    let own = own_dominance.take();
                    let dominance = own
                        .clone()
                        .unwrap_or_else(|| Dominance::of_regions(body, roots).into());
                    transform(ctx, body, roots, &dominance).map(|(counts, holds)| {
                        if own.is_some() {
                            own_dominance_holds = holds;
                        }
                        counts
                    })
                }
            };
            changed |= body.revision() != before;
            match outcome {
                Ok(counts) => {
                    for (statistic, count) in self.statistics.iter().zip(counts) {
                        statistic.add(count);
                    }
                }
                Err(failure) => result = Err(failure),
            }
        });
        if !changed {
            // As MLIR: an unchanged IR keeps its analyses and is not verified again.
            cx.preserve_all();
        } else if own_dominance_holds && matches!(self.transform, Transform::WithDominance(_)) {
            cx.preserve::<Dominance>();
        }
        result
    }

    fn statistics(&self) -> &[Statistic] {
        &self.statistics
    }
}
