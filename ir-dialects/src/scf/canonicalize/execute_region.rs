//! `scf.execute_region` inlined into its parent, as MLIR's canonicalizer
//! does unless the op says `no_inline`: a single-block region's ops move
//! before the op; a region of several blocks inside another
//! `scf.execute_region` or a function (an op with the [`Callable`]
//! interface, MLIR's `FunctionOpInterface`) becomes blocks of it: the
//! op's block is split at the op and branches to the region's entry, and
//! each `scf.yield` branches to the rest of the block, which takes the
//! results as arguments.

use super::inline::replace_op_with_region;
use crate::cf::BrOp;
use crate::scf::{ExecuteRegionOp, YieldOp};
use ir_core::interfaces::{Callable, PatternRewriter, RewritePattern};
use ir_core::ir::InsertPoint;
use ir_core::ods::Op;
use ir_core::{BlockId, OpId, OpView, ValueId};

/// Inlines an `scf.execute_region` without `no_inline`.
pub(super) struct InlineExecuteRegion;

impl RewritePattern for InlineExecuteRegion {
    fn name(&self) -> &'static str {
        "scf.execute_region-inline"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let view = OpView::new(ctx, body, op);
        let Some(execute) = view.as_op::<ExecuteRegionOp>() else {
            return false;
        };
        if view.inherent_attr("no_inline").is_some() {
            return false;
        }
        let region = execute.region();
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        match blocks.as_slice() {
            [] => false,
            [_] => replace_op_with_region(rewriter, op, region, &[]),
            [entry, ..] => {
                let parent_may_branch = rewriter.enclosing_op_name(op).is_some_and(|parent| {
                    parent == ExecuteRegionOp::op_name(ctx)
                        || ctx
                            .op_def(parent)
                            .is_some_and(|d| d.interface::<Callable>().is_some())
                });
                parent_may_branch && inline_blocks(rewriter, op, *entry, &blocks)
            }
        }
    }
}

/// Inlines the region of `op`, of `blocks` starting at `entry`, into the
/// region holding `op`.
fn inline_blocks(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    entry: BlockId,
    blocks: &[BlockId],
) -> bool {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let (Some(block), Some(parent_region)) = (body.op_block(op), body.op_region(op)) else {
        return false;
    };
    let yields: Vec<OpId> = blocks
        .iter()
        .filter_map(|&b| body.last_op(b))
        .filter(|&t| YieldOp::matches(&OpView::new(ctx, body, t)))
        .collect();
    let loc = body.op_loc(op);
    let result_types: Vec<_> = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    let region = body.regions(op)[0];
    let rest = rewriter.body_mut().split_block(block, op);
    rewriter.set_insertion_point(InsertPoint::End(block));
    rewriter.create(BrOp::state(ctx, loc, &[], entry));
    for terminator in yields {
        let body = rewriter.body();
        let operands: Vec<ValueId> = body.operands(terminator).collect();
        let yield_loc = body.op_loc(terminator);
        rewriter.set_insertion_point(InsertPoint::Before(terminator));
        rewriter.create(BrOp::state(ctx, yield_loc, &operands, rest));
        rewriter.erase_op(terminator);
    }
    let body = rewriter.body_mut();
    body.inline_region_before(region, parent_region, Some(rest));
    let results: Vec<ValueId> = result_types
        .into_iter()
        .map(|ty| body.add_block_arg(rest, ty, loc))
        .collect();
    rewriter.replace_op(op, &results);
    true
}
