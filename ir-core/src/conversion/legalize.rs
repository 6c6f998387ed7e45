//! Legalizing the ops of one body: the unit of work of the conversion
//! driver ([`super::driver`]), which hands bodies of different isolated
//! ops to threads since no pattern reaches across an isolated op.
//!
//! The body's ops are legalized in pre-order (an op before the ops of
//! its regions, so a pattern that inlines a region leaves its ops to be
//! legalized in their turn), not entering isolated ops; an op the target
//! does not call legal is first folded in place if it can be (then
//! legalized again), else tried with its patterns in the set's order, and
//! the ops a pattern creates are legalized right after it. Folds that
//! replace the op by values are not tried (MLIR's driver tries them). Then the
//! materializations made here are reconciled and the bodies of the
//! isolated ops stored here are handed back, in program order, as the
//! next units of work.

use super::op_list::{Lists, OpList};
use super::pattern::OpAdaptor;
use super::reconcile::reconcile_casts;
use super::rewriter::ConversionRewriter;
use super::rules::RuleTable;
use super::target::OpStatus;
use super::{Conversion, ConversionMode, ConversionStats};
use crate::interfaces::FoldInPlace;
use crate::ir::InsertPoint;
use crate::{Body, Diagnostic, OpId, OpView, RegionId, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// How deep ops created by patterns may lead to further patterns.
const MAX_PATTERN_DEPTH: usize = 64;

/// One body to convert: the regions to walk and the materializations
/// made in it from outside (signature conversions of its entry blocks).
pub(super) struct BodyTask<'b> {
    /// The body.
    pub(super) body: &'b mut Body,
    /// Its regions whose ops are converted.
    pub(super) roots: Vec<RegionId>,
    /// Materializations already made in it.
    pub(super) casts: Vec<OpId>,
    /// Its number among the bodies the check listed, if it listed it.
    pub(super) listed: Option<usize>,
}

/// What converting one body did.
pub(super) struct BodyOutcome<'b> {
    /// Its counts.
    pub(super) stats: ConversionStats,
    /// Why it stopped, if an op could not be legalized (then its isolated
    /// ops are left alone).
    pub(super) failure: Option<Diagnostic>,
    /// The bodies of the isolated ops stored in it, in program order.
    pub(super) children: Vec<BodyTask<'b>>,
}

/// Whether an op of this status must be converted in this mode.
pub(super) fn must_convert(status: OpStatus, mode: ConversionMode) -> bool {
    match status {
        OpStatus::Legal => false,
        OpStatus::Illegal => true,
        OpStatus::Unknown => mode == ConversionMode::Full,
    }
}

impl Conversion<'_> {
    /// Legalizes the ops of `task`'s body (with `rules`, this thread's
    /// table) and hands back the bodies nested in it.
    pub(super) fn convert_body<'b>(
        &self,
        task: BodyTask<'b>,
        mode: ConversionMode,
        rules: &mut RuleTable<'_>,
        lists: &Lists,
    ) -> BodyOutcome<'b> {
        let BodyTask {
            body,
            roots,
            casts,
            listed,
        } = task;
        let ctx = rules.ctx();
        // The ops that may need converting (in pre-order: an op before
        // those of its regions, which a pattern may inline) and the
        // isolated ones, whose bodies are the next tasks.
        let order = OpList::current(lists.take(listed), body, &roots, mode, rules);
        let mut stats = ConversionStats::default();
        let mut rewriter = ConversionRewriter::new(ctx, &mut *body, self.converter);
        rewriter.casts = casts;
        let mut stack = Vec::new();
        let mut failure = None;
        for &(op, converts) in &order {
            if !converts || !rewriter.body().contains_op(op) {
                continue;
            }
            stack.push((op, 0));
            if let Err(error) = legalize(&mut stack, &mut rewriter, mode, rules, &mut stats) {
                failure = Some(error);
                break;
            }
        }
        let (casts, mut nested_casts) = rewriter.into_records();
        if failure.is_some() {
            return BodyOutcome {
                stats,
                failure,
                children: Vec::new(),
            };
        }
        let (reconciled, left) = reconcile_casts(ctx, body, &casts);
        stats.casts_removed += reconciled.folded + reconciled.erased;
        stats.casts_left += left.len() as u64;
        let position: FxHashMap<OpId, usize> = order
            .iter()
            .enumerate()
            .filter(|&(_, &(op, _))| body.contains_op(op) && body.is_isolated(op))
            .map(|(i, &(op, _))| (op, i))
            .collect();
        let headers: FxHashMap<OpId, Vec<RegionId>> = position
            .keys()
            .map(|&op| (op, body.regions(op).to_vec()))
            .collect();
        let mut children: Vec<(usize, BodyTask<'b>)> = body
            .isolated_bodies_mut()
            .filter_map(|(op, nested)| {
                let index = *position.get(&op)?;
                let task = BodyTask {
                    body: nested,
                    roots: headers[&op].clone(),
                    casts: nested_casts.remove(&op).unwrap_or_default(),
                    listed: lists.nested(listed, op),
                };
                Some((index, task))
            })
            .collect();
        children.sort_by_key(|child| child.0);
        BodyOutcome {
            stats,
            failure: None,
            children: children.into_iter().map(|(_, task)| task).collect(),
        }
    }
}

/// Legalizes the ops on `stack` (with how many patterns led to each) and
/// the ops their patterns create.
fn legalize(
    stack: &mut Vec<(OpId, usize)>,
    rewriter: &mut ConversionRewriter<'_>,
    mode: ConversionMode,
    rules: &mut RuleTable<'_>,
    stats: &mut ConversionStats,
) -> Result<(), Diagnostic> {
    let ctx = rewriter.ctx();
    while let Some((op, depth)) = stack.pop() {
        if !rewriter.body().contains_op(op) {
            continue;
        }
        let op_rules = rules.get(rewriter.body().op_name(op));
        let status = op_rules.status(&OpView::new(ctx, rewriter.body(), op));
        if !must_convert(status, mode) {
            continue;
        }
        if depth > MAX_PATTERN_DEPTH {
            stack.clear();
            let view = OpView::new(ctx, rewriter.body(), op);
            return Err(legalize_failure(&view, status, &[], &[]).with_note(
                view.loc(),
                "patterns kept creating ops that need converting",
            ));
        }
        // As MLIR's `legalizeWithFold`: an op folded in place is legalized
        // again in its new form.
        let fold = OpView::new(ctx, rewriter.body(), op).interface::<FoldInPlace>();
        if let Some(&FoldInPlace(fold)) = fold {
            if fold(ctx, rewriter.body_mut(), op) {
                stack.push((op, depth + 1));
                continue;
            }
        }
        let operands: SmallVec<[ValueId; 4]> = rewriter.body().operands(op).collect();
        let adaptor = OpAdaptor::new(operands.into_iter().map(|v| rewriter.remap(v)).collect());
        let applied = op_rules.patterns.iter().any(|pattern| {
            rewriter.set_insertion_point(InsertPoint::Before(op));
            pattern.match_and_rewrite(op, &adaptor, rewriter)
        });
        let notes = rewriter.take_notes();
        if !applied {
            stack.clear();
            // Every pattern was tried, in order.
            let tried: Vec<_> = op_rules.patterns.iter().map(|p| p.name()).collect();
            let view = OpView::new(ctx, rewriter.body(), op);
            return Err(legalize_failure(&view, status, &tried, &notes));
        }
        stats.rewritten += 1;
        stack.extend(rewriter.drain_created().rev().map(|op| (op, depth + 1)));
    }
    Ok(())
}

/// MLIR's diagnostic for an op left illegal, with the patterns tried and
/// why they declined.
pub(super) fn legalize_failure(
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
