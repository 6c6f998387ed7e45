//! [`NameRules`]: what a conversion knows of the ops of one name — the
//! target's rule and the patterns in the order they are tried — resolved
//! once per name and kept in a table indexed by the interned name, so the
//! driver decides an op's fate without hashing its name or sorting its
//! patterns again (MLIR's driver caches legality per operation name in
//! the same way).

use super::pattern::{ConversionPattern, ConversionPatternSet};
use super::target::{status_under, ConversionTarget, Legality, OpStatus};
use super::ConversionMode;
use crate::{Context, OpName, OpView};

/// The rule and patterns of ops of one name.
pub(super) struct NameRules<'a> {
    /// The target's rule for the name (its own, its dialect's, or the
    /// one for unknown ops).
    rule: Option<&'a Legality>,
    /// The patterns for the name, in the order they are tried.
    pub(super) patterns: Vec<&'a dyn ConversionPattern>,
}

impl NameRules<'_> {
    /// Whether no op of this name can need converting in `mode`, whatever
    /// the op (no predicate to run).
    pub(super) fn never_converts(&self, mode: ConversionMode) -> bool {
        match self.rule {
            Some(Legality::Legal) => true,
            None => mode == ConversionMode::Partial,
            Some(Legality::Illegal | Legality::Dynamic(_)) => false,
        }
    }

    /// The status of `view`'s op, whose name these rules are for.
    pub(super) fn status(&self, view: &OpView<'_>) -> OpStatus {
        status_under(self.rule, view)
    }
}

/// The [`NameRules`] of every name seen so far; one per thread.
pub(super) struct RuleTable<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a ConversionPatternSet,
    /// By `OpName` index; `None` for names not seen yet.
    by_name: Vec<Option<NameRules<'a>>>,
}

impl<'a> RuleTable<'a> {
    /// An empty table for a conversion with `target` and `patterns`.
    pub(super) fn new(
        ctx: &'a Context,
        target: &'a ConversionTarget,
        patterns: &'a ConversionPatternSet,
    ) -> Self {
        Self {
            ctx,
            target,
            patterns,
            by_name: Vec::new(),
        }
    }

    /// The context the names are interned in.
    pub(super) fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The rules of ops named `name`, resolved on first use.
    pub(super) fn get(&mut self, name: OpName) -> &NameRules<'a> {
        let index = name.0 as usize;
        if index >= self.by_name.len() {
            self.by_name.resize_with(index + 1, || None);
        }
        let (ctx, target, patterns) = (self.ctx, self.target, self.patterns);
        self.by_name[index].get_or_insert_with(|| NameRules {
            rule: target.rule(ctx, name),
            patterns: patterns.for_op(name),
        })
    }
}
