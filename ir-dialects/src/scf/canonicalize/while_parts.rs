//! The parts of an `scf.while` its canonicalization patterns edit, and
//! the rebuilding of the loop with fewer values forwarded to its body.

use super::rebuild::{dropped_mask, rebuild_op, replacements};
use crate::scf::{ConditionOp, YieldOp};
use ir_core::interfaces::PatternRewriter;
use ir_core::ods::Op;
use ir_core::{BlockId, Body, OpId, OpView, Type, ValueId};

/// The blocks and terminators of an `scf.while`.
pub(super) struct WhileParts {
    /// The `before` region's block.
    pub(super) before: BlockId,
    /// The `after` region's block.
    pub(super) after: BlockId,
    /// The `scf.condition` ending `before`.
    pub(super) condition: OpId,
    /// The `scf.yield` ending `after`.
    pub(super) yield_op: OpId,
}

impl WhileParts {
    /// The values `scf.condition` forwards to the body.
    pub(super) fn forwarded(&self, body: &Body) -> Vec<ValueId> {
        body.operands(self.condition).skip(1).collect()
    }

    /// The parts of `op`, if it has the shape of a verified `scf.while`
    /// (unverified IR under `--no-verify` may not).
    pub(super) fn read(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Self> {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let [before_region, after_region] = body.regions(op) else {
            return None;
        };
        let before = body.entry_block(*before_region)?;
        let after = body.entry_block(*after_region)?;
        let condition = body.last_op(before)?;
        let yield_op = body.last_op(after)?;
        let n = body.results(op).len();
        let fits = ConditionOp::matches(&OpView::new(ctx, body, condition))
            && YieldOp::matches(&OpView::new(ctx, body, yield_op))
            && body.num_operands(condition) == n + 1
            && body.block_args(after).len() == n
            && body.block_args(before).len() == body.num_operands(op)
            && body.num_operands(yield_op) == body.num_operands(op);
        fits.then_some(Self {
            before,
            after,
            condition,
            yield_op,
        })
    }
}

/// Erases the arguments of `block` but those at `kept` (ascending; the
/// others are unused).
pub(super) fn erase_args_but(rewriter: &mut PatternRewriter<'_>, block: BlockId, kept: &[usize]) {
    let body = rewriter.body_mut();
    let dropped = dropped_mask(body.block_args(block).len(), kept);
    body.erase_block_args(block, &dropped);
}

/// What an `after` argument and result of an `scf.while` become when
/// `scf.condition` no longer forwards their value.
#[derive(Copy, Clone)]
pub(super) enum Instead {
    /// Nothing uses them.
    Unused,
    /// This value (defined outside the loop or its body).
    Value(ValueId),
    /// Those of the kept position forwarding the same value.
    Forwarded(usize),
}

/// Replaces `op` by a loop whose `scf.condition` forwards only its operands
/// at `kept` (ascending); each other position's `after` argument and result
/// become what `instead` says. False, changing nothing, if all are kept.
pub(super) fn forward_only(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    parts: &WhileParts,
    kept: &[usize],
    instead: impl Fn(usize) -> Instead,
) -> bool {
    let body = rewriter.body();
    let operands: Vec<ValueId> = body.operands(parts.condition).collect();
    let n = operands.len() - 1;
    if kept.len() == n {
        return false;
    }
    let after_args = body.block_args(parts.after).to_vec();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let types: Vec<Type> = kept
        .iter()
        .map(|&k| body.value_type(operands[k + 1]))
        .collect();
    let trimmed: Vec<ValueId> = std::iter::once(operands[0])
        .chain(kept.iter().map(|&k| operands[k + 1]))
        .collect();
    let dropped = dropped_mask(n, kept);
    let body = rewriter.body_mut();
    for k in (0..n).filter(|&k| dropped[k]) {
        match instead(k) {
            Instead::Unused => {}
            Instead::Value(value) => body.replace_all_uses(after_args[k], value),
            Instead::Forwarded(j) => body.replace_all_uses(after_args[k], after_args[j]),
        }
    }
    body.set_operands(parts.condition, &trimmed);
    rewriter.notify_modified(parts.condition);
    erase_args_but(rewriter, parts.after, kept);
    let new = rebuild_op(rewriter, op, &inits, &types);
    let new_results = rewriter.body().results(new).to_vec();
    // Where each kept position's result is among the new ones.
    let mut position = vec![0; n];
    for (j, &k) in kept.iter().enumerate() {
        position[k] = j;
    }
    let values = replacements(rewriter, new, n, kept, |k| match instead(k) {
        // An unused result is replaced by anything (it has no use).
        Instead::Unused => operands[0],
        Instead::Value(value) => value,
        Instead::Forwarded(j) => new_results[position[j]],
    });
    rewriter.replace_op(op, &values);
    true
}
