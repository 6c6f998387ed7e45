//! Analyses and their cache: computed on demand per op, kept while passes
//! preserve them, dropped by the first pass that does not.

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

/// The analyses computed for one op, by type.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<TypeId, Arc<dyn Any + Send + Sync>>,
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
        if let Some(cached) = self.cached::<A>() {
            return (cached, None);
        }
        let start = Instant::now();
        let analysis = Arc::new(A::compute(ctx, &target.body, target.op));
        let elapsed = start.elapsed();
        self.cache.insert(TypeId::of::<A>(), analysis.clone());
        (analysis, Some(elapsed))
    }

    /// Analysis `A` if it is cached.
    pub fn cached<A: Analysis>(&self) -> Option<Arc<A>> {
        let entry = self.cache.get(&TypeId::of::<A>())?.clone();
        Some(
            entry
                .downcast::<A>()
                .expect("cache entries are keyed by their type"),
        )
    }

    /// Drops every analysis that `preserved` does not keep.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if !preserved.is_all() {
            self.cache.retain(|kind, _| preserved.keeps(*kind));
        }
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
        let target = OwnedOp { body, op };
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
        am.invalidate(&keep_count);
        assert!(am.cached::<CountOps>().is_some());
        assert!(am.cached::<Other>().is_none());
        am.invalidate(&PreservedAnalyses::default());
        assert!(am.cached::<CountOps>().is_none());
    }
}
