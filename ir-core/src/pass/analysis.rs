//! Analyses and their cache: computed on demand per op, kept while passes
//! preserve them, dropped by the first pass that does not.
//!
//! A cached analysis is never used on IR that changed since it was
//! computed, unless the pass that changed it said it preserves it: each
//! entry holds the [`Body::revision`]s of the op it describes at the time
//! it was computed (or vouched for by a pass preserving it), and a
//! revision that moved since means computing it again.

use crate::context::Context;
use crate::ir::{Body, OpId, OwnedOp};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::any::{Any, TypeId};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A fact about an op computed from the IR (dominance, liveness, loops).
pub trait Analysis: Send + Sync + 'static {
    /// Name in timing reports (`(A) Dominance`).
    const NAME: &'static str;

    /// Computes the analysis of `op`, stored in `body`.
    fn compute(ctx: &Context, body: &Body, op: OpId) -> Self
    where
        Self: Sized;
}

/// Which analyses a pass keeps valid.
#[derive(Clone, Debug, Default)]
pub struct PreservedAnalyses {
    all: bool,
    kinds: SmallVec<[TypeId; 4]>,
}

impl PreservedAnalyses {
    /// Every analysis (the pass changed nothing).
    pub fn all() -> Self {
        Self {
            all: true,
            kinds: SmallVec::new(),
        }
    }

    /// Marks analysis `A` preserved.
    pub fn preserve<A: Analysis>(&mut self) {
        self.kinds.push(TypeId::of::<A>());
    }

    /// Whether everything is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    fn keeps(&self, kind: TypeId) -> bool {
        self.all || self.kinds.contains(&kind)
    }
}

/// The revisions of the body holding an op and of the body holding its
/// regions: what an analysis of the op was computed from.
type Stamp = (u64, u64);

/// The revisions `target`'s analyses are computed from.
fn stamp(target: &OwnedOp) -> Stamp {
    let inner = target.body.regions_body(target.op);
    (target.body.revision(), inner.revision())
}

/// The analyses computed for one op, by type, each with the revisions of
/// the IR it holds for.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<TypeId, (Arc<dyn Any + Send + Sync>, Stamp)>,
}

impl AnalysisManager {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// Analysis `A` of `target`, computed now unless cached; the time spent
    /// computing is returned with it (`None` when it was cached).
    pub fn get<A: Analysis>(
        &mut self,
        ctx: &Context,
        target: &OwnedOp,
    ) -> (Arc<A>, Option<Duration>) {
        if let Some(cached) = self.cached::<A>(target) {
            return (cached, None);
        }
        let start = Instant::now();
        let analysis = Arc::new(A::compute(ctx, &target.body, target.op));
        let elapsed = start.elapsed();
        let entry: Arc<dyn Any + Send + Sync> = analysis.clone();
        self.cache.insert(TypeId::of::<A>(), (entry, stamp(target)));
        (analysis, Some(elapsed))
    }

    /// Analysis `A` of `target` if it is cached and holds for the IR as it
    /// is (computed since its last change, or preserved by that change).
    pub fn cached<A: Analysis>(&self, target: &OwnedOp) -> Option<Arc<A>> {
        let (entry, at) = self.cache.get(&TypeId::of::<A>())?;
        if *at != stamp(target) {
            return None;
        }
        Arc::clone(entry).downcast::<A>().ok()
    }

    /// After a pass ran on `target`: drops every analysis that `preserved`
    /// does not keep; those it keeps by name hold for the IR as the pass
    /// left it (the pass says so). With everything preserved (the pass
    /// changed nothing) the entries stay as they are, so any change after
    /// all makes them stale.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses, target: &OwnedOp) {
        if preserved.is_all() {
            return;
        }
        let now = stamp(target);
        self.cache.retain(|kind, (_, at)| {
            let keep = preserved.keeps(*kind);
            if keep {
                *at = now;
            }
            keep
        });
    }

    /// Drops every analysis.
    pub fn clear(&mut self) {
        self.cache.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    static COMPUTED: AtomicUsize = AtomicUsize::new(0);

    struct CountOps(usize);
    impl Analysis for CountOps {
        const NAME: &'static str = "CountOps";
        fn compute(_: &Context, body: &Body, _: OpId) -> Self {
            COMPUTED.fetch_add(1, Ordering::Relaxed);
            CountOps(body.ops.len())
        }
    }

    struct Other;
    impl Analysis for Other {
        const NAME: &'static str = "Other";
        fn compute(_: &Context, _: &Body, _: OpId) -> Self {
            Other
        }
    }

    #[test]
    fn caches_until_invalidated() {
        let ctx = Context::new();
        let mut body = Body::new();
        let op = body.create_op(
            &ctx,
            crate::ir::OperationState::new(ctx.op_name("x.y"), ctx.unknown_loc()),
        );
        let mut target = OwnedOp { body, op };
        let mut am = AnalysisManager::new();
        let before = COMPUTED.load(Ordering::Relaxed);
        let (first, time) = am.get::<CountOps>(&ctx, &target);
        assert!(time.is_some());
        assert_eq!(first.0, 1);
        assert!(am.get::<CountOps>(&ctx, &target).1.is_none());
        assert_eq!(COMPUTED.load(Ordering::Relaxed), before + 1);

        let mut keep_count = PreservedAnalyses::default();
        keep_count.preserve::<CountOps>();
        am.get::<Other>(&ctx, &target);
        am.invalidate(&keep_count, &target);
        assert!(am.cached::<CountOps>(&target).is_some());
        assert!(am.cached::<Other>(&target).is_none());
        am.invalidate(&PreservedAnalyses::default(), &target);
        assert!(am.cached::<CountOps>(&target).is_none());

        // A change that no pass vouched for makes a cached analysis stale;
        // one whose pass preserved the analysis does not.
        am.get::<CountOps>(&ctx, &target);
        let state = crate::ir::OperationState::new(ctx.op_name("x.z"), ctx.unknown_loc());
        target.body.create_op(&ctx, state);
        assert!(am.cached::<CountOps>(&target).is_none());
        assert_eq!(am.get::<CountOps>(&ctx, &target).0 .0, 2);
        let state = crate::ir::OperationState::new(ctx.op_name("x.w"), ctx.unknown_loc());
        target.body.create_op(&ctx, state);
        am.invalidate(&PreservedAnalyses::all(), &target);
        assert!(am.cached::<CountOps>(&target).is_none());
        am.get::<CountOps>(&ctx, &target);
        let state = crate::ir::OperationState::new(ctx.op_name("x.v"), ctx.unknown_loc());
        target.body.create_op(&ctx, state);
        am.invalidate(&keep_count, &target);
        assert_eq!(am.cached::<CountOps>(&target).map(|c| c.0), Some(3));
        am.clear();
        assert!(am.cached::<CountOps>(&target).is_none());
    }
}
