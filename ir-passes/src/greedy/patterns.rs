//! [`PatternSet`]: the canonicalization patterns of every registered op,
//! looked up by op name.

use ir_core::interfaces::{Canonicalize, PatternRewriter, RewritePattern};
use ir_core::{Context, OpId, OpName};
use rustc_hash::FxHashMap;

/// Patterns by the op name they apply to.
#[derive(Default)]
pub struct PatternSet {
    by_op: FxHashMap<OpName, Vec<Box<dyn RewritePattern>>>,
}

impl PatternSet {
    /// The canonicalization patterns of every op registered in `ctx`.
    pub fn canonicalization(ctx: &Context) -> Self {
        let mut set = PatternSet::default();
        for (name, definition) in ctx.registered_ops() {
            if let Some(Canonicalize(patterns)) = definition.interface::<Canonicalize>() {
                set.by_op.entry(name).or_default().extend(patterns());
            }
        }
        set
    }

    /// The patterns of `self` named in `enabled` (all if it is empty) and
    /// not in `disabled` (MLIR's `enable-patterns`/`disable-patterns`,
    /// matched against [`RewritePattern::name`]).
    pub fn filtered(mut self, enabled: &[String], disabled: &[String]) -> Self {
        let named = |list: &[String], pattern: &dyn RewritePattern| {
            list.iter().any(|name| name == pattern.name())
        };
        for patterns in self.by_op.values_mut() {
            patterns.retain(|p| {
                (enabled.is_empty() || named(enabled, p.as_ref())) && !named(disabled, p.as_ref())
            });
        }
        self.by_op.retain(|_, patterns| !patterns.is_empty());
        self
    }

    /// Adds a pattern for ops named `name`.
    pub fn add(&mut self, name: OpName, pattern: Box<dyn RewritePattern>) {
        self.by_op.entry(name).or_default().push(pattern);
    }

    /// Whether any pattern is registered for ops named `name`.
    pub fn applies_to(&self, name: OpName) -> bool {
        self.by_op.contains_key(&name)
    }

    /// Applies the first of `op`'s patterns that matches; whether one did.
    pub fn apply(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let name = rewriter.body().op_name(op);
        let Some(patterns) = self.by_op.get(&name) else {
            return false;
        };
        patterns.iter().any(|p| p.match_and_rewrite(op, rewriter))
    }
}
