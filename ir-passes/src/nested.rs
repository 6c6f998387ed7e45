//! Visiting an op's body and the bodies of every op isolated from above
//! nested in it (a function pass run on a module reaches each function),
//! and [`BodyPass`], the pass made of a transform of one body.

use ir_core::graph::dominance_analysis::Dominance;
use ir_core::ir::OwnedOp;
use ir_core::pass::{Pass, PassContext, Statistic, StatisticSet};
use ir_core::{Attr, Body, Context, Diagnostic, OpId, OpName, RegionId};

/// The isolated op whose body a [`BodyPass`] transforms.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Holder {
    /// Its name (a pattern may ask what holds the ops at the top of the
    /// body: [`ir_core::interfaces::PatternRewriter::enclosing_op_name`]).
    pub name: OpName,
    /// Its location.
    pub loc: Attr,
}

impl Holder {
    /// The holder `op` of `body` is.
    fn of(body: &Body, op: OpId) -> Self {
        Holder {
            name: body.op_name(op),
            loc: body.op_loc(op),
        }
    }
}

/// Calls `visit(body, regions, holder)` for `target`'s own regions and,
/// depth first with an explicit stack, for each isolated op's regions
/// inside, in program order (so what a pass reports per function comes in
/// order).
pub(crate) fn for_each_isolated_body(
    target: &mut OwnedOp,
    mut visit: impl FnMut(&mut Body, &[RegionId], Holder),
) {
    let holder = Holder::of(&target.body, target.op);
    let roots = target.body.regions(target.op).to_vec();
    let mut work = vec![(roots, holder, target.body.regions_body_mut(target.op))];
    while let Some((roots, holder, body)) = work.pop() {
        visit(body, &roots, holder);
        work.extend(nested_bodies(body).into_iter().rev());
    }
}

/// The bodies of the isolated ops stored in `body`, with their regions
/// and holders (read before the bodies are borrowed mutably).
fn nested_bodies(body: &mut Body) -> Vec<(Vec<RegionId>, Holder, &mut Body)> {
    let ops: Vec<OpId> = body.isolated_bodies_mut().map(|(op, _)| op).collect();
    let headers: Vec<(Vec<RegionId>, Holder)> = ops
        .iter()
        .map(|&op| (body.regions(op).to_vec(), Holder::of(body, op)))
        .collect();
    body.isolated_bodies_mut()
        .zip(headers)
        .map(|((_, nested), (roots, holder))| (roots, holder, nested))
        .collect()
}

/// How a [`BodyPass`] transforms one body: given the context, the body,
/// the regions to work on, the isolated op holding them and the pass's
/// counters (to add to), it succeeds or fails.
pub(crate) type BodyTransform<S> =
    dyn Fn(&Context, &mut Body, &[RegionId], Holder, &S) -> Result<(), Diagnostic> + Send + Sync;

/// A body transform that reads the dominator trees of the body's regions
/// ([`Dominance`]): given the context, the body, the regions to work on,
/// their trees and the pass's counters, it returns whether the trees still
/// hold afterwards (it changed no block and no terminator's successors),
/// or a failure.
pub(crate) type DominanceTransform<S> = dyn Fn(&Context, &mut Body, &[RegionId], &Dominance, &S) -> Result<bool, Diagnostic>
    + Send
    + Sync;

/// What a [`BodyPass`] runs on each body.
enum Transform<S> {
    /// A transform that needs nothing more.
    Plain(Box<BodyTransform<S>>),
    /// A transform that reads dominance: that of the pass's own op comes
    /// from the pass manager's cache, and is kept there if the transform
    /// left it valid.
    WithDominance(Box<DominanceTransform<S>>),
}

/// A pass made of a body transform: it runs on the op it is given and on
/// every isolated op inside it, and the transform adds to the pass's
/// counters `S` (a [`pass_statistics!`](ir_core::pass_statistics) struct,
/// or `()`). A run that changes no body preserves every analysis.
pub(crate) struct BodyPass<S> {
    transform: Transform<S>,
    statistics: S,
}

impl<S: StatisticSet> BodyPass<S> {
    /// A pass running `transform` on each body.
    pub(crate) fn new(
        transform: impl Fn(&Context, &mut Body, &[RegionId], Holder, &S) -> Result<(), Diagnostic>
            + Send
            + Sync
            + 'static,
    ) -> Self {
        Self::with_transform(Transform::Plain(Box::new(transform)))
    }

    /// [`BodyPass::new`], boxed as a pass.
    pub(crate) fn boxed(
        transform: impl Fn(&Context, &mut Body, &[RegionId], Holder, &S) -> Result<(), Diagnostic>
            + Send
            + Sync
            + 'static,
    ) -> Box<dyn Pass> {
        Box::new(Self::new(transform))
    }

    /// A pass running a transform that reads dominance (see
    /// [`DominanceTransform`]) on each body.
    pub(crate) fn with_dominance(
        transform: impl Fn(&Context, &mut Body, &[RegionId], &Dominance, &S) -> Result<bool, Diagnostic>
            + Send
            + Sync
            + 'static,
    ) -> Box<dyn Pass> {
        Box::new(Self::with_transform(Transform::WithDominance(Box::new(
            transform,
        ))))
    }

    fn with_transform(transform: Transform<S>) -> Self {
        BodyPass {
            transform,
            statistics: S::default(),
        }
    }

    /// The pass's counters.
    pub(crate) fn counters(&self) -> &S {
        &self.statistics
    }
}

impl<S: StatisticSet> Pass for BodyPass<S> {
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
        for_each_isolated_body(target, |body, roots, holder| {
            if result.is_err() {
                return;
            }
            let before = body.revision();
            let outcome = match &self.transform {
                Transform::Plain(transform) => {
                    transform(ctx, body, roots, holder, &self.statistics)
                }
                Transform::WithDominance(transform) => {
                    let own = own_dominance.take();
                    let dominance = own
                        .clone()
                        .unwrap_or_else(|| Dominance::of_regions(body, roots).into());
                    transform(ctx, body, roots, &dominance, &self.statistics).map(|holds| {
                        if own.is_some() {
                            own_dominance_holds = holds;
                        }
                    })
                }
            };
            changed |= body.revision() != before;
            if let Err(failure) = outcome {
                result = Err(failure);
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

    fn statistics(&self) -> Vec<&Statistic> {
        self.statistics.each()
    }
}
