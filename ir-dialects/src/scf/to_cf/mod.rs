//! The patterns of `convert-scf-to-cf` (MLIR's `SCFToControlFlow`): each
//! structured op becomes blocks and `cf` branches in the block order
//! MLIR's lowering produces, so that `ir-opt` and `mlir-opt` print the
//! same output. [`populate`] adds them to a conversion pattern set,
//! [`target`] marks the structured ops illegal and every other op legal.

mod execute_region;
mod for_loop;
mod if_else;
mod index_switch;
mod while_loop;

use super::{ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp};
use crate::cf::BrOp;
use ir_core::conversion::{
    ConversionPatternSet, ConversionRewriter, ConversionTarget, FnPattern, Legality, RewriteFn,
};
use ir_core::ir::InsertPoint;
use ir_core::ods::Op;
use ir_core::{Attr, BlockId, Context, OpId, OpName, RegionId, Type, ValueId};

/// Adds the lowerings of `scf.for`, `scf.if`, `scf.while` (and its
/// do-while form, tried first), `scf.index_switch` and `scf.execute_region`.
pub fn populate(ctx: &Context, patterns: &mut ConversionPatternSet) {
    let lowerings: [(OpName, &'static str, u16, RewriteFn); 6] = [
        (ForOp::op_name(ctx), "scf-for-lowering", 1, for_loop::lower),
        (IfOp::op_name(ctx), "scf-if-lowering", 1, if_else::lower),
        (
            WhileOp::op_name(ctx),
            "scf-while-lowering",
            1,
            while_loop::lower,
        ),
        (
            WhileOp::op_name(ctx),
            "scf-do-while-lowering",
            2,
            while_loop::lower_do_while,
        ),
        (
            IndexSwitchOp::op_name(ctx),
            "scf-index-switch-lowering",
            1,
            index_switch::lower,
        ),
        (
            ExecuteRegionOp::op_name(ctx),
            "scf-execute-region-lowering",
            1,
            execute_region::lower,
        ),
    ];
    for (op, name, benefit, rewrite) in lowerings {
        patterns.add(
            op,
            FnPattern {
                name,
                benefit,
                rewrite,
            },
        );
    }
}

/// What every lowering reads of the op it lowers.
struct Site {
    /// The op's location.
    loc: Attr,
    /// The region holding the op.
    parent: RegionId,
    /// The op's result types.
    result_types: Vec<Type>,
}

impl Site {
    /// `op`'s site, if it is in a block.
    fn of(rewriter: &ConversionRewriter<'_>, op: OpId) -> Option<Site> {
        let body = rewriter.body();
        Some(Site {
            loc: body.op_loc(op),
            parent: body.block_region(body.op_block(op)?)?,
            result_types: body
                .results(op)
                .iter()
                .map(|&r| body.value_type(r))
                .collect(),
        })
    }
}

/// The structured ops illegal, every other op legal.
pub fn target(ctx: &Context) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_illegal_op(ForOp::op_name(ctx))
        .add_illegal_op(IfOp::op_name(ctx))
        .add_illegal_op(WhileOp::op_name(ctx))
        .add_illegal_op(IndexSwitchOp::op_name(ctx))
        .add_illegal_op(ExecuteRegionOp::op_name(ctx))
        .unknown_ops(Some(Legality::Legal));
    target
}

/// Splits `op`'s block before `op`: returns the block holding what was
/// before `op` (with the block's arguments and predecessors) and the
/// block that starts with `op`; `None` for an op in no block. The shorter
/// side moves, so lowering many structured ops of one block is linear.
fn split_before(rewriter: &mut ConversionRewriter<'_>, op: OpId) -> Option<(BlockId, BlockId)> {
    let block = rewriter.body().op_block(op)?;
    Some(rewriter.body_mut().split_block_balanced(block, op))
}

/// Appends `cf.br ^dest(operands)` to `block`.
fn branch_at_end(
    rewriter: &mut ConversionRewriter<'_>,
    block: BlockId,
    loc: Attr,
    operands: &[ValueId],
    dest: BlockId,
) {
    rewriter.set_insertion_point(InsertPoint::End(block));
    let state = BrOp::state(rewriter.ctx(), loc, operands, dest);
    rewriter.create(state);
}

/// Replaces the terminator of `block` (a yield) by `cf.br ^dest` with
/// the terminator's operands, at the terminator's location.
fn yield_to(
    rewriter: &mut ConversionRewriter<'_>,
    block: BlockId,
    loc: Option<Attr>,
    dest: BlockId,
) -> Option<()> {
    let terminator = rewriter.body().last_op(block)?;
    let operands: Vec<ValueId> = rewriter.body().operands(terminator).collect();
    let loc = loc.unwrap_or_else(|| rewriter.body().op_loc(terminator));
    branch_at_end(rewriter, block, loc, &operands, dest);
    rewriter.erase_op(terminator);
    Some(())
}

/// The blocks of `region`, in order.
fn blocks_of(rewriter: &ConversionRewriter<'_>, region: RegionId) -> Vec<BlockId> {
    rewriter.body().region_blocks(region).collect()
}
