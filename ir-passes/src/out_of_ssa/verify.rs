//! The rules of the form out of SSA, checked on the SSA regions of a body:
//! no block but a region's entry block has arguments, no branch passes
//! operands to its successors, and every variable a `var` op uses is made
//! by a `var.declare`.

use super::forwarded::successor_ranges;
use super::regions::ssa_regions;
use ir_core::ods::Op;
use ir_core::{Body, Context, Diagnostic, OpId, OpView, RegionId};
use ir_dialects::var::{CopyOp, DeclareOp, ReadOp, WriteOp, REF};

/// Checks the rules of the form out of SSA on `roots` (of `body`) and the
/// regions nested in them; the first violation is the error.
pub fn verify_out_of_ssa(ctx: &Context, body: &Body, roots: &[RegionId]) -> Result<(), Diagnostic> {
    for region in ssa_regions(ctx, body, roots) {
        let entry = body.entry_block(region.region);
        for block in body.region_blocks(region.region) {
            if let Some(&arg) = body
                .block_args(block)
                .first()
                .filter(|_| Some(block) != entry)
            {
                let loc = body.value_loc(arg).unwrap_or_else(|| ctx.unknown_loc());
                return Err(Diagnostic::error(
                    loc,
                    "block argument outside an entry block: not out of SSA",
                ));
            }
            for op in body.block_ops(block) {
                check_op(ctx, body, op)?;
            }
        }
    }
    Ok(())
}

/// A branch passes no operand; a `var` op's variables are declared.
fn check_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let view = OpView::new(ctx, body, op);
    let forwards =
        successor_ranges(ctx, body, op).is_some_and(|ranges| ranges.iter().any(|r| !r.is_empty()));
    if forwards {
        return Err(view.error("passes operands to a successor: not out of SSA"));
    }
    let uses_variables =
        ReadOp::matches(&view) || WriteOp::matches(&view) || CopyOp::matches(&view);
    if !uses_variables {
        return Ok(());
    }
    for value in body.operands(op) {
        let declared = body
            .defining_op(value)
            .is_some_and(|d| DeclareOp::matches(&OpView::new(ctx, body, d)));
        if (REF.check)(ctx, body.value_type(value)) && !declared {
            return Err(view.error("uses a variable not made by 'var.declare'"));
        }
    }
    Ok(())
}
