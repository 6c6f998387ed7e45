//! Visiting an op's body and the bodies of every op isolated from above
//! nested in it (a function pass run on a module reaches each function),
//! and [`BodyPass`], the pass made of a transform of one body (which may
//! skip the bodies it found at their fixed point before:
//! [`BodyPass::skipping_fixed_points`]).

use ir_core::graph::dominance_analysis::Dominance;
use ir_core::ir::{BodyStamp, OwnedOp};
use ir_core::pass::{Pass, PassContext, Statistic, StatisticSet};
use ir_core::{Attr, Body, Context, Diagnostic, OpId, OpName, RegionId};
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use std::sync::{Arc, Mutex, MutexGuard};

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
    visit: impl FnMut(&mut Body, &[RegionId], Holder),
) {
    let holder = Holder::of(&target.body, target.op);
    let roots = target.body.regions(target.op).to_vec();
    visit_depth_first(
        target.body.regions_body_mut(target.op),
        roots,
        holder,
        visit,
    );
}

/// [`for_each_isolated_body`] giving what each visit returns, in the same
/// order: `own` visits `target`'s own regions, then `inner` each isolated
/// op's. With `threads`, the isolated ops directly inside `target` (the
/// functions of a module) are visited in parallel, each with what is
/// nested in it; their bodies are disjoint, so each visit sees what it
/// would see on one thread, and the answers come in the same order.
pub(crate) fn visit_isolated_bodies<T: Send>(
    target: &mut OwnedOp,
    threads: bool,
    own: impl FnOnce(&mut Body, &[RegionId], Holder) -> T,
    inner: impl Fn(&mut Body, &[RegionId], Holder) -> T + Sync,
) -> Vec<T> {
    let holder = Holder::of(&target.body, target.op);
    let roots = target.body.regions(target.op).to_vec();
    let body = target.body.regions_body_mut(target.op);
    let first = own(body, &roots, holder);
    let subtree = |(roots, holder, body): (Vec<RegionId>, Holder, &mut Body)| {
        let mut answers = Vec::new();
        visit_depth_first(body, roots, holder, |body, roots, holder| {
            answers.push(inner(body, roots, holder));
        });
        answers
    };
    let nested = nested_bodies(body);
    let rest: Vec<Vec<T>> = if threads {
        nested.into_par_iter().map(subtree).collect()
    } else {
        nested.into_iter().map(subtree).collect()
    };
    std::iter::once(first)
        .chain(rest.into_iter().flatten())
        .collect()
}

/// Calls `visit` for `roots` of `body` (held by `holder`), then depth
/// first for the isolated ops stored in it, in program order.
fn visit_depth_first(
    body: &mut Body,
    roots: Vec<RegionId>,
    holder: Holder,
    mut visit: impl FnMut(&mut Body, &[RegionId], Holder),
) {
    let mut work = vec![(roots, holder, body)];
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
    /// With [`BodyPass::skipping_fixed_points`]: the bodies (and their
    /// holders) a run of the transform left unchanged.
    fixed_points: Option<Mutex<FixedPoints>>,
}

/// A body as a run of a transform found and left it: its stamp, and the
/// name and location of the op holding it (which a transform may read).
type FixedPoint = (BodyStamp, OpName, Attr);

/// The fixed points a pass found, the last one of each body: a body that
/// changed replaces its entry, and past [`FixedPoints::CAPACITY`] bodies
/// (a pass manager kept to run on module after module) all are forgotten
/// at once, which only costs the next run of each the skip.
#[derive(Default)]
struct FixedPoints {
    by_body: FxHashMap<u64, FixedPoint>,
}

impl FixedPoints {
    /// Bodies kept at most.
    const CAPACITY: usize = 1 << 18;

    /// Whether `found` is the last fixed point of its body.
    fn contains(&self, found: &FixedPoint) -> bool {
        self.by_body.get(&found.0.body()) == Some(found)
    }

    /// Records `found` as its body's fixed point.
    fn insert(&mut self, found: FixedPoint) {
        if self.by_body.len() == Self::CAPACITY {
            self.by_body.clear();
        }
        self.by_body.insert(found.0.body(), found);
    }
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
    ) -> Self {
        Self::with_transform(Transform::WithDominance(Box::new(transform)))
    }

    fn with_transform(transform: Transform<S>) -> Self {
        BodyPass {
            transform,
            statistics: S::default(),
            fixed_points: None,
        }
    }

    /// This pass, skipping a body that a run of it left unchanged before
    /// while the body stays unchanged (when the pass manager lets it:
    /// [`PassContext::skips_fixed_points`]). The output is the same: a
    /// transform reads nothing but its body, its holder and the context,
    /// so a body it left alone it would leave alone again. Only for a pass
    /// whose counters count changes, which a run that changes nothing
    /// leaves as they were; the fast path of `canonicalize,cse` run again
    /// and again (`composite-fixed-point-pass`), where after a round or
    /// two most functions are at their fixed point.
    pub(crate) fn skipping_fixed_points(mut self) -> Self {
        self.fixed_points = Some(Mutex::default());
        self
    }

    /// The pass's counters.
    pub(crate) fn counters(&self) -> &S {
        &self.statistics
    }

    /// Runs the transform on one body, given the dominance of its regions
    /// when the pass manager has it cached: whether the body changed, and
    /// whether that dominance still holds, or the failure.
    fn transform_body(
        &self,
        ctx: &Context,
        (body, roots, holder): (&mut Body, &[RegionId], Holder),
        cached: Option<Arc<Dominance>>,
        skip: bool,
    ) -> (bool, Result<bool, Diagnostic>) {
        let fixed_points = self.fixed_points.as_ref().filter(|_| skip);
        let found = (body.stamp(), holder.name, holder.loc);
        if fixed_points.is_some_and(|known| lock(known).contains(&found)) {
            return (false, Ok(true));
        }
        let outcome = match &self.transform {
            Transform::Plain(transform) => {
                transform(ctx, body, roots, holder, &self.statistics).map(|()| true)
            }
            Transform::WithDominance(transform) => {
                let dominance = cached.unwrap_or_else(|| Dominance::of_regions(body, roots).into());
                transform(ctx, body, roots, &dominance, &self.statistics)
            }
        };
        let changed = body.stamp() != found.0;
        if let Some(known) = fixed_points.filter(|_| !changed && outcome.is_ok()) {
            lock(known).insert(found);
        }
        (changed, outcome)
    }
}

/// The fixed points behind `known`, also after a thread panicked holding
/// them (the fixed points found are valid at any moment).
fn lock(known: &Mutex<FixedPoints>) -> MutexGuard<'_, FixedPoints> {
    known
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl<S: StatisticSet> Pass for BodyPass<S> {
    /// Every body is transformed, also after one fails (so that the IR
    /// left does not depend on threads); the first failure in program
    /// order is the pass's.
    fn run(&self, target: &mut OwnedOp, cx: &mut PassContext<'_>) -> Result<(), Diagnostic> {
        let ctx = cx.context();
        // The dominance of the pass's own op, from the cache; that of an
        // isolated op inside is computed for it (the cache is per op the
        // pipeline runs on).
        let own_dominance = match self.transform {
            Transform::WithDominance(_) => Some(cx.analysis::<Dominance>(target)),
            Transform::Plain(_) => None,
        };
        let skip = cx.skips_fixed_points();
        let outcomes = visit_isolated_bodies(
            target,
            cx.threads(),
            |body, roots, holder| {
                self.transform_body(ctx, (body, roots, holder), own_dominance, skip)
            },
            |body, roots, holder| self.transform_body(ctx, (body, roots, holder), None, skip),
        );
        let changed = outcomes.iter().any(|(changed, _)| *changed);
        let own_dominance_holds = matches!(outcomes[0].1, Ok(true));
        if !changed {
            // As MLIR: an unchanged IR keeps its analyses and is not verified again.
            cx.preserve_all();
        } else if own_dominance_holds && matches!(self.transform, Transform::WithDominance(_)) {
            cx.preserve::<Dominance>();
        }
        outcomes
            .into_iter()
            .try_for_each(|(_, outcome)| outcome.map(|_| ()))
    }

    fn statistics(&self) -> Vec<&Statistic> {
        self.statistics.each()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir_core::pass::{AnalysisManager, PassOutput};
    use ir_core::syntax::parser::{parse_source, ParseOptions};
    use std::sync::atomic::{AtomicUsize, Ordering};

    const SOURCE: &str = "module {
func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
}";

    #[test]
    fn a_body_left_unchanged_is_skipped_until_it_changes() {
        let mut ctx = Context::new();
        ir_dialects::register_all(&mut ctx);
        let mut module = parse_source(&ctx, SOURCE, ParseOptions::whole_file("t.mlir")).unwrap();
        let calls = Arc::new(AtomicUsize::new(0));
        let counted = calls.clone();
        let pass = BodyPass::new(
            move |_: &Context, _: &mut Body, _: &[RegionId], _, _: &()| {
                counted.fetch_add(1, Ordering::Relaxed);
                Ok(())
            },
        )
        .skipping_fixed_points();
        // How many bodies a run of the pass transforms.
        let run = |module: &mut OwnedOp, skip: bool| {
            let (mut analyses, mut output) = (AnalysisManager::default(), PassOutput::default());
            let mut cx =
                PassContext::new(&ctx, &mut analyses, &mut output).skipping_fixed_points(skip);
            pass.run(module, &mut cx).unwrap();
            calls.swap(0, Ordering::Relaxed)
        };
        // The module's own body and those of @f and @g.
        assert_eq!(run(&mut module, true), 3);
        assert_eq!(
            run(&mut module, true),
            0,
            "all three are at their fixed point"
        );
        assert_eq!(run(&mut module, false), 3, "the plain path skips nothing");
        let f = module
            .body
            .regions_body_mut(module.op)
            .isolated_bodies_mut()
            .next()
            .unwrap()
            .1;
        let region = f.root_regions().next().unwrap();
        let block = f.region_blocks(region).next().unwrap();
        let add = f.first_op(block).unwrap();
        let (sum, operand) = (f.results(add)[0], f.operands(add).next().unwrap());
        f.replace_all_uses(sum, operand);
        f.erase_op(add);
        assert_eq!(run(&mut module, true), 1, "only @f changed");
        assert_eq!(run(&mut module, true), 0);
        let known = lock(pass.fixed_points.as_ref().unwrap()).by_body.len();
        assert_eq!(known, 3, "@f's new fixed point replaced its old one");
    }

    #[test]
    fn fixed_points_past_the_capacity_are_forgotten_at_once() {
        let ctx = Context::new();
        let holder = |body: &Body| (body.stamp(), ctx.op_name("func.func"), ctx.unknown_loc());
        let mut known = FixedPoints::default();
        let first = holder(&Body::default());
        known.insert(first);
        for _ in 1..FixedPoints::CAPACITY {
            known.insert(holder(&Body::default()));
        }
        assert!(known.contains(&first));
        let last = holder(&Body::default());
        known.insert(last);
        assert!(!known.contains(&first) && known.contains(&last));
        assert_eq!(known.by_body.len(), 1);
    }
}
