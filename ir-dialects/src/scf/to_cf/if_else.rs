//! `scf.if` to a conditional branch into the inlined "then" and "else"
//! blocks, which branch to a continuation block; with results, the
//! continuation block takes them as arguments and branches on to the
//! rest of the original block.

use super::{blocks_of, branch_at_end, split_before, yield_to, Site};
use crate::cf::CondBrOp;
use crate::scf::IfOp;
use ir_core::conversion::{ConversionRewriter, OpAdaptor};
use ir_core::ir::InsertPoint;
use ir_core::{OpId, OpView, ValueId};

/// Lowers `scf.if`.
pub(super) fn lower(rewriter: &mut ConversionRewriter<'_>, op: OpId, _: &OpAdaptor) -> Option<()> {
    let ctx = rewriter.ctx();
    let site = Site::of(rewriter, op)?;
    let if_op = OpView::new(ctx, rewriter.body(), op).as_op::<IfOp>()?;
    let condition = if_op.condition();
    let (then_region, else_region) = (if_op.then_region(), if_op.else_region());
    let then_blocks = blocks_of(rewriter, then_region);
    let else_blocks = blocks_of(rewriter, else_region);
    let (&then_first, &then_last) = (then_blocks.first()?, then_blocks.last()?);

    let (cond_block, remaining) = split_before(rewriter, op)?;
    let continuation = if site.result_types.is_empty() {
        remaining
    } else {
        let block = rewriter.body_mut().create_block();
        rewriter
            .body_mut()
            .insert_block(block, site.parent, Some(remaining));
        for &ty in &site.result_types {
            rewriter.body_mut().add_block_arg(block, ty, site.loc);
        }
        branch_at_end(rewriter, block, site.loc, &[], remaining);
        block
    };
    yield_to(rewriter, then_last, Some(site.loc), continuation);
    rewriter
        .body_mut()
        .inline_region_before(then_region, site.parent, Some(continuation));
    let else_first = match (else_blocks.first(), else_blocks.last()) {
        (Some(&first), Some(&last)) => {
            yield_to(rewriter, last, Some(site.loc), continuation);
            rewriter
                .body_mut()
                .inline_region_before(else_region, site.parent, Some(continuation));
            first
        }
        _ => continuation,
    };
    rewriter.set_insertion_point(InsertPoint::End(cond_block));
    rewriter.create(CondBrOp::state(
        ctx,
        site.loc,
        condition,
        &[],
        &[],
        None,
        then_first,
        else_first,
    ));
    let results: Vec<ValueId> = rewriter.body().block_args(continuation).to_vec();
    rewriter.replace_op(op, &results);
    Some(())
}
