//! Replacing an op by the body of one of its single-block regions (MLIR's
//! `replaceOpWithRegion`).

use crate::scf::YieldOp;
use ir_core::interfaces::PatternRewriter;
use ir_core::ir::InsertPoint;
use ir_core::ods::Op;
use ir_core::{OpId, OpView, RegionId, ValueId};

/// Moves the ops of `region`'s only block before `op`, with the block's
/// arguments replaced by `args`; the operands of the block's terminator
/// (an `scf.yield`) replace `op`'s results, and `op` is erased.
/// Returns false, changing nothing, if the region has no block, its
/// block does not take `args.len()` arguments, or does not end with an
/// `scf.yield` of as many values as `op` has results (unverified IR).
pub(super) fn replace_op_with_region(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) -> bool {
    let body = rewriter.body();
    let Some(block) = body.entry_block(region) else {
        return false;
    };
    let params = body.block_args(block).to_vec();
    let Some(terminator) = body.last_op(block) else {
        return false;
    };
    let ends_with_yield = YieldOp::matches(&OpView::new(rewriter.ctx(), body, terminator));
    if !ends_with_yield
        || params.len() != args.len()
        || body.num_operands(terminator) != body.results(op).len()
    {
        return false;
    }
    let moved: Vec<OpId> = body.block_ops(block).filter(|&o| o != terminator).collect();
    let body = rewriter.body_mut();
    for (&param, &arg) in params.iter().zip(args) {
        body.replace_all_uses(param, arg);
    }
    for &moving in &moved {
        body.move_op(moving, InsertPoint::Before(op));
    }
    let yielded: Vec<ValueId> = body.operands(terminator).collect();
    for moving in moved {
        rewriter.notify_modified(moving);
    }
    rewriter.erase_op(terminator);
    rewriter.replace_op(op, &yielded);
    true
}
