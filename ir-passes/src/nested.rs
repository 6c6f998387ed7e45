//! Visiting an op's body and the bodies of every op isolated from above
//! nested in it (a function pass run on a module reaches each function),
//! and [`BodyPass`], the pass made of a transform of one body.

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

/// A pass made of a body transform: it runs on the op it is given and on
/// every isolated op inside it, and sums the transform's counts into its
/// statistics. A run that changes no body preserves every analysis.
pub(crate) struct BodyPass {
    transform: Box<BodyTransform>,
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
        Box::new(BodyPass {
            transform: Box::new(transform),
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
        let mut result = Ok(());
        let mut changed = false;
        for_each_isolated_body(target, |body, roots, loc| {
            if result.is_err() {
                return;
            }
            let before = body.revision();
            let outcome = (self.transform)(ctx, body, roots, loc);
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
        }
        result
    }

    fn statistics(&self) -> &[Statistic] {
        &self.statistics
    }
}
