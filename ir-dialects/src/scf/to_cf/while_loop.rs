//! `scf.while` to its inlined "before" blocks, which end in a
//! conditional branch to the "after" blocks (or past the loop), whose
//! yield branches back; when the "after" region only forwards its
//! arguments (a do-while loop), the "before" blocks branch to themselves.
//! The loop's results are the values `scf.condition` forwards.

use super::{blocks_of, branch_at_end, split_before, yield_to, Site};
use crate::cf::CondBrOp;
use crate::scf::{ConditionOp, WhileOp};
use ir_core::conversion::{ConversionRewriter, OpAdaptor};
use ir_core::ir::InsertPoint;
use ir_core::{Attr, BlockId, OpId, OpView, RegionId, ValueId};

/// What both lowerings read of the loop.
struct Loop {
    site: Site,
    inits: Vec<ValueId>,
    before: RegionId,
    after_blocks: Vec<BlockId>,
    before_first: BlockId,
    before_last: BlockId,
    /// `scf.condition`: the op, its location, condition and forwarded values.
    condition: (OpId, Attr, ValueId, Vec<ValueId>),
}

impl Loop {
    /// The loop `op`, if it is a well-formed `scf.while`.
    fn of(rewriter: &ConversionRewriter<'_>, op: OpId) -> Option<Loop> {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let while_op = OpView::new(ctx, body, op).as_op::<WhileOp>()?;
        let before = while_op.before();
        let blocks = blocks_of(rewriter, before);
        let before_last = *blocks.last()?;
        let condition_op = body.last_op(before_last)?;
        let condition = OpView::new(ctx, body, condition_op).as_op::<ConditionOp>()?;
        Some(Loop {
            site: Site::of(rewriter, op)?,
            inits: while_op.inits().collect(),
            before,
            after_blocks: blocks_of(rewriter, while_op.after()),
            before_first: *blocks.first()?,
            before_last,
            condition: (
                condition_op,
                body.op_loc(condition_op),
                condition.condition(),
                condition.args().collect(),
            ),
        })
    }

    /// Branches from `current` into the "before" blocks (inlined before
    /// `on_true`, else `continuation`), replaces `scf.condition` by a
    /// conditional branch to `on_true` (else back to the "before" blocks)
    /// or `continuation`, and replaces the loop by the forwarded values.
    fn lower(
        &self,
        rewriter: &mut ConversionRewriter<'_>,
        op: OpId,
        current: BlockId,
        on_true: Option<BlockId>,
        continuation: BlockId,
    ) {
        let ctx = rewriter.ctx();
        let before_at = on_true.unwrap_or(continuation);
        rewriter
            .body_mut()
            .inline_region_before(self.before, self.site.parent, Some(before_at));
        branch_at_end(
            rewriter,
            current,
            self.site.loc,
            &self.inits,
            self.before_first,
        );
        let (condition_op, loc, condition, ref args) = self.condition;
        rewriter.set_insertion_point(InsertPoint::End(self.before_last));
        let on_true = on_true.unwrap_or(self.before_first);
        rewriter.create(CondBrOp::state(
            ctx,
            loc,
            condition,
            args,
            &[],
            None,
            on_true,
            continuation,
        ));
        rewriter.erase_op(condition_op);
        rewriter.replace_op(op, args);
    }
}

/// Lowers `scf.while`.
pub(super) fn lower(rewriter: &mut ConversionRewriter<'_>, op: OpId, _: &OpAdaptor) -> Option<()> {
    let lowered = Loop::of(rewriter, op)?;
    let (&after_first, &after_last) = (lowered.after_blocks.first()?, lowered.after_blocks.last()?);
    rewriter.body().last_op(after_last)?;
    let (current, continuation) = split_before(rewriter, op)?;
    let after = rewriter.body().block_region(after_first)?;
    rewriter
        .body_mut()
        .inline_region_before(after, lowered.site.parent, Some(continuation));
    yield_to(rewriter, after_last, None, lowered.before_first);
    lowered.lower(rewriter, op, current, Some(after_first), continuation);
    Some(())
}

/// Lowers an `scf.while` whose "after" region only yields its arguments.
pub(super) fn lower_do_while(
    rewriter: &mut ConversionRewriter<'_>,
    op: OpId,
    _: &OpAdaptor,
) -> Option<()> {
    let lowered = Loop::of(rewriter, op)?;
    let body = rewriter.body();
    let forwarding = match lowered.after_blocks.as_slice() {
        [only] => {
            let mut ops = body.block_ops(*only);
            match (ops.next(), ops.next()) {
                (Some(yield_op), None) => body
                    .operands(yield_op)
                    .eq(body.block_args(*only).iter().copied()),
                _ => false,
            }
        }
        _ => false,
    };
    if !forwarding {
        rewriter.notify_match_failure("the 'after' region does more than forward its arguments");
        return None;
    }
    let (current, continuation) = split_before(rewriter, op)?;
    lowered.lower(rewriter, op, current, None, continuation);
    Some(())
}
