//! The conversion driver: [`apply_partial_conversion`] and
//! [`apply_full_conversion`] with MLIR's meaning (DialectConversion
//! document, "Modes of Conversion"), as a one-shot driver: no rollback.
//!
//! Ops are legalized in pre-order (an op before the ops of its regions,
//! so a pattern that inlines a region leaves its ops to be legalized in
//! their turn), body by body: the op's own regions, then the bodies of
//! the isolated ops inside, in program order. An op the target does not
//! call legal is tried with its patterns in the set's order; the ops a
//! pattern creates are legalized right after it. Each op is visited once
//! and each pattern sees an adaptor made in time linear in the op's
//! operands, so a conversion is linear in the size of what it converts
//! (times the patterns' own work).
//!
//! Failure: partial conversion fails when an op the target calls illegal
//! cannot be legalized, full conversion also when an unknown op is left.
//! Before changing anything the driver checks that every op that must be
//! converted has a pattern to try; if one has none, the conversion fails
//! with the input unchanged. A pattern that declines changes nothing, so
//! a later failure (every pattern declined) leaves what was converted
//! before it, and the diagnostic says so: the pass fails, the tool prints
//! no IR. Patterns are written to check before they change anything, as
//! MLIR's one-shot driver requires.

use super::pattern::{ConversionPatternSet, OpAdaptor};
use super::reconcile::reconcile_casts;
use super::rewriter::ConversionRewriter;
use super::target::{ConversionTarget, OpStatus};
use super::type_converter::TypeConverter;
use crate::ir::{walk_ops, InsertPoint, WalkItem};
use crate::{Body, Context, Diagnostic, OpId, OpView, OwnedOp, RegionId};
use rustc_hash::FxHashMap;

/// How deep ops created by patterns may lead to further patterns.
const MAX_PATTERN_DEPTH: usize = 64;

/// Which ops a conversion must legalize.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ConversionMode {
    /// Illegal ops; unknown ops may stay.
    Partial,
    /// Every op not legal.
    Full,
}

/// What a conversion did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionStats {
    /// Ops rewritten by a pattern.
    pub rewritten: u64,
    /// Materializations folded or erased at the end.
    pub casts_removed: u64,
    /// Materializations still live at the end (`unrealized_conversion_cast`s).
    pub casts_left: u64,
}

/// A conversion: its target, patterns and type converter.
pub struct Conversion<'a> {
    /// What must be legal.
    pub target: &'a ConversionTarget,
    /// How illegal ops are rewritten.
    pub patterns: &'a ConversionPatternSet,
    /// How types convert, if the conversion converts types.
    pub converter: Option<&'a TypeConverter>,
}

/// Converts the ops inside `root` so that none the target calls illegal
/// is left; unknown ops may stay.
pub fn apply_partial_conversion(
    ctx: &Context,
    root: &mut OwnedOp,
    conversion: &Conversion<'_>,
) -> Result<ConversionStats, Diagnostic> {
    conversion.apply(ctx, root, ConversionMode::Partial)
}

/// Converts the ops inside `root` so that every one is legal.
pub fn apply_full_conversion(
    ctx: &Context,
    root: &mut OwnedOp,
    conversion: &Conversion<'_>,
) -> Result<ConversionStats, Diagnostic> {
    conversion.apply(ctx, root, ConversionMode::Full)
}

/// Whether an op of this status must be converted in this mode.
fn must_convert(status: OpStatus, mode: ConversionMode) -> bool {
    match status {
        OpStatus::Legal => false,
        OpStatus::Illegal => true,
        OpStatus::Unknown => mode == ConversionMode::Full,
    }
}

impl Conversion<'_> {
    /// Converts the ops inside `root` in `mode`.
    pub fn apply(
        &self,
        ctx: &Context,
        root: &mut OwnedOp,
        mode: ConversionMode,
    ) -> Result<ConversionStats, Diagnostic> {
        self.check_patterns_exist(ctx, root, mode)?;
        let mut stats = ConversionStats::default();
        let mut changed = false;
        let roots = root.body.regions(root.op).to_vec();
        let body = root.body.regions_body_mut(root.op);
        let mut work: Vec<(&mut Body, Vec<RegionId>, Vec<OpId>)> = vec![(body, roots, Vec::new())];
        while let Some((body, roots, inherited)) = work.pop() {
            let order = preorder(body, &roots);
            let mut rewriter = ConversionRewriter::new(ctx, body, self.converter);
            rewriter.casts = inherited;
            for &op in &order {
                let outcome = self.legalize(op, &mut rewriter, mode, &mut stats);
                if let Err(failure) = outcome {
                    return Err(note_state(failure, changed || stats.rewritten > 0));
                }
            }
            changed |= stats.rewritten > 0;
            let (casts, mut nested_casts) = rewriter.into_records();
            let (reconciled, left) = reconcile_casts(ctx, body, &casts);
            stats.casts_removed += reconciled.folded + reconciled.erased;
            stats.casts_left += left.len() as u64;
            let position: FxHashMap<OpId, usize> = order
                .iter()
                .enumerate()
                .filter(|&(_, &op)| body.contains_op(op) && body.is_isolated(op))
                .map(|(i, &op)| (op, i))
                .collect();
            let headers: FxHashMap<OpId, Vec<RegionId>> = position
                .keys()
                .map(|&op| (op, body.regions(op).to_vec()))
                .collect();
            let mut children: Vec<(usize, &mut Body, Vec<RegionId>, Vec<OpId>)> = body
                .isolated_bodies_mut()
                .filter_map(|(op, nested)| {
                    let index = *position.get(&op)?;
                    let casts = nested_casts.remove(&op).unwrap_or_default();
                    Some((index, nested, headers[&op].clone(), casts))
                })
                .collect();
            children.sort_by_key(|child| std::cmp::Reverse(child.0));
            work.extend(children.into_iter().map(|(_, b, r, c)| (b, r, c)));
        }
        Ok(stats)
    }

    /// Fails, before anything changes, if an op that must be converted
    /// has no pattern to try.
    fn check_patterns_exist(
        &self,
        ctx: &Context,
        root: &OwnedOp,
        mode: ConversionMode,
    ) -> Result<(), Diagnostic> {
        let mut failure = None;
        walk_ops(&root.body, root.op, |body, item| {
            let WalkItem::Enter(op) = item else { return };
            if failure.is_some() || (op == root.op && std::ptr::eq(body, &root.body)) {
                return;
            }
            let view = OpView::new(ctx, body, op);
            let status = self.target.status(&view);
            if must_convert(status, mode) && self.patterns.for_op(body.op_name(op)).is_empty() {
                failure = Some(legalize_failure(&view, status, &[], &[]).with_note(
                    view.loc(),
                    "the conversion stopped before changing anything",
                ));
            }
        });
        failure.map_or(Ok(()), Err)
    }

    /// Legalizes `op` and the ops its pattern creates.
    fn legalize(
        &self,
        op: OpId,
        rewriter: &mut ConversionRewriter<'_>,
        mode: ConversionMode,
        stats: &mut ConversionStats,
    ) -> Result<(), Diagnostic> {
        let ctx = rewriter.ctx();
        let mut stack = vec![(op, 0usize)];
        while let Some((op, depth)) = stack.pop() {
            if !rewriter.body().contains_op(op) {
                continue;
            }
            let status = self.target.status(&OpView::new(ctx, rewriter.body(), op));
            if !must_convert(status, mode) {
                continue;
            }
            let patterns = self.patterns.for_op(rewriter.body().op_name(op));
            if depth > MAX_PATTERN_DEPTH {
                let view = OpView::new(ctx, rewriter.body(), op);
                return Err(legalize_failure(&view, status, &[], &[]).with_note(
                    view.loc(),
                    "patterns kept creating ops that need converting",
                ));
            }
            let operands: Vec<_> = rewriter.body().operands(op).collect();
            let adaptor = OpAdaptor::new(operands.into_iter().map(|v| rewriter.remap(v)).collect());
            let mut tried = Vec::with_capacity(patterns.len());
            let mut applied = false;
            for pattern in &patterns {
                tried.push(pattern.name());
                rewriter.set_insertion_point(InsertPoint::Before(op));
                if pattern.match_and_rewrite(op, &adaptor, rewriter) {
                    applied = true;
                    break;
                }
            }
            let notes = rewriter.take_notes();
            if !applied {
                let view = OpView::new(ctx, rewriter.body(), op);
                return Err(legalize_failure(&view, status, &tried, &notes));
            }
            stats.rewritten += 1;
            let created = rewriter.take_created();
            stack.extend(created.into_iter().rev().map(|op| (op, depth + 1)));
        }
        Ok(())
    }
}

/// MLIR's diagnostic for an op left illegal, with the patterns tried and
/// why they declined.
fn legalize_failure(
    view: &OpView<'_>,
    status: OpStatus,
    tried: &[&str],
    reasons: &[String],
) -> Diagnostic {
    let message = match status {
        OpStatus::Illegal => format!(
            "failed to legalize operation '{}' that was explicitly marked illegal",
            view.name()
        ),
        _ => format!("failed to legalize operation '{}'", view.name()),
    };
    let tried = match tried {
        [] => "no conversion pattern applies to it".to_string(),
        names => format!("patterns tried: {}", names.join(", ")),
    };
    let mut diagnostic = Diagnostic::error(view.loc(), message).with_note(view.loc(), tried);
    for reason in reasons {
        diagnostic = diagnostic.with_note(view.loc(), reason.clone());
    }
    diagnostic
}

/// Adds to a failure whether the IR was changed before it.
fn note_state(failure: Diagnostic, changed: bool) -> Diagnostic {
    if !changed {
        return failure;
    }
    let loc = failure.loc;
    failure.with_note(
        loc,
        "ops converted before this one stay converted (the driver keeps no journal)",
    )
}

/// The ops of `regions` (stored in `body`) in pre-order, not entering
/// ops isolated from above. Explicit stack.
pub(crate) fn preorder(body: &Body, regions: &[RegionId]) -> Vec<OpId> {
    let mut order = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    let push_regions = |stack: &mut Vec<OpId>, regions: &[RegionId]| {
        let start = stack.len();
        for &region in regions {
            for block in body.region_blocks(region) {
                stack.extend(body.block_ops(block));
            }
        }
        stack[start..].reverse();
    };
    push_regions(&mut stack, regions);
    while let Some(op) = stack.pop() {
        order.push(op);
        if !body.is_isolated(op) {
            push_regions(&mut stack, body.regions(op));
        }
    }
    order
}
