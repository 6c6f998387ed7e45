//! `scf.for` to a condition block and the body's blocks: the block
//! holding the loop branches to the condition block (the body's entry
//! block, emptied: it keeps the induction variable and iteration
//! arguments), which compares and branches to the body or past the loop;
//! the body's last block steps the induction variable and branches back.

use super::{blocks_of, branch_at_end, split_before, Site};
use crate::arith::{AddIOp, CmpIOp, CmpIPredicate};
use crate::cf::CondBrOp;
use crate::scf::ForOp;
use ir_core::conversion::{ConversionRewriter, OpAdaptor};
use ir_core::ir::InsertPoint;
use ir_core::{OpId, OpView, ValueId};

/// Lowers `scf.for`.
pub(super) fn lower(rewriter: &mut ConversionRewriter<'_>, op: OpId, _: &OpAdaptor) -> Option<()> {
    let ctx = rewriter.ctx();
    let site = Site::of(rewriter, op)?;
    let for_op = OpView::new(ctx, rewriter.body(), op).as_op::<ForOp>()?;
    let (lower, upper, step) = (for_op.lower_bound(), for_op.upper_bound(), for_op.step());
    let mut entry_values = vec![lower];
    entry_values.extend(for_op.init_args());
    let unsigned = for_op.unsigned_cmp().is_some();
    let region = for_op.region();
    let condition = rewriter.body().entry_block(region)?;
    let first_op = rewriter.body().first_op(condition)?;
    let last_block = *blocks_of(rewriter, region).last()?;
    let terminator = rewriter.body().last_op(last_block)?;
    let mut carried: Vec<ValueId> = rewriter.body().operands(terminator).collect();

    let (init, end) = split_before(rewriter, op)?;
    let first_body = rewriter.body_mut().split_block(condition, first_op);
    // A one-block body is what the split moved out of the condition block.
    let last_body = if last_block == condition {
        first_body
    } else {
        last_block
    };
    rewriter
        .body_mut()
        .inline_region_before(region, site.parent, Some(end));
    let args = rewriter.body().block_args(condition).to_vec();
    let iv = args[0];
    let iv_type = rewriter.body().value_type(iv);

    rewriter.set_insertion_point(InsertPoint::End(last_body));
    let stepped = rewriter.create(AddIOp::state(ctx, site.loc, iv_type, iv, step, None));
    carried.insert(0, rewriter.body().results(stepped)[0]);
    branch_at_end(rewriter, last_body, site.loc, &carried, condition);
    rewriter.erase_op(terminator);

    branch_at_end(rewriter, init, site.loc, &entry_values, condition);

    rewriter.set_insertion_point(InsertPoint::End(condition));
    let predicate = if unsigned {
        CmpIPredicate::Ult
    } else {
        CmpIPredicate::Slt
    };
    let i1 = ctx.int_type(1);
    let compare = rewriter.create(CmpIOp::state(
        ctx,
        site.loc,
        i1,
        iv,
        upper,
        predicate.attr(ctx),
    ));
    let compared = rewriter.body().results(compare)[0];
    rewriter.create(CondBrOp::state(
        ctx,
        site.loc,
        compared,
        &[],
        &[],
        None,
        first_body,
        end,
    ));
    rewriter.replace_op(op, &args[1..]);
    Some(())
}
