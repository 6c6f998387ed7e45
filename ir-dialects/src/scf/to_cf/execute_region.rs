//! `scf.execute_region` to a branch into its inlined blocks, whose
//! yields branch to the rest of the original block, which takes the
//! results as arguments.

use super::{blocks_of, branch_at_end, split_before, Site};
use crate::scf::{ExecuteRegionOp, YieldOp};
use ir_core::conversion::{ConversionRewriter, OpAdaptor};
use ir_core::ods::Op;
use ir_core::{OpId, OpView, ValueId};

/// Lowers `scf.execute_region`.
pub(super) fn lower(rewriter: &mut ConversionRewriter<'_>, op: OpId, _: &OpAdaptor) -> Option<()> {
    let ctx = rewriter.ctx();
    let site = Site::of(rewriter, op)?;
    let region = OpView::new(ctx, rewriter.body(), op)
        .as_op::<ExecuteRegionOp>()?
        .region();
    let blocks = blocks_of(rewriter, region);
    let entry = *blocks.first()?;
    let yields: Vec<_> = blocks
        .iter()
        .filter_map(|&block| {
            let terminator = rewriter.body().last_op(block)?;
            YieldOp::matches(&OpView::new(ctx, rewriter.body(), terminator))
                .then_some((block, terminator))
        })
        .collect();

    let (init, remaining) = split_before(rewriter, op)?;
    branch_at_end(rewriter, init, site.loc, &[], entry);
    for (block, terminator) in yields {
        let operands: Vec<ValueId> = rewriter.body().operands(terminator).collect();
        branch_at_end(rewriter, block, site.loc, &operands, remaining);
        rewriter.erase_op(terminator);
    }
    rewriter
        .body_mut()
        .inline_region_before(region, site.parent, Some(remaining));
    let results: Vec<ValueId> = site
        .result_types
        .iter()
        .map(|&ty| rewriter.body_mut().add_block_arg(remaining, ty, site.loc))
        .collect();
    rewriter.replace_op(op, &results);
    Some(())
}
