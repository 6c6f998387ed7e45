//! `scf.if` on a negated condition (`arith.xori %c, true`) with an `else`
//! region decides on `%c` with its regions swapped (MLIR's `IfOp::fold`,
//! which changes the op in place). A pattern here, the first of `scf.if`'s,
//! as MLIR's driver tries an op's fold before its patterns.

use super::negation_of;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::OpId;

/// Swaps the regions of an `scf.if` on a negated condition.
pub(super) struct FoldNegatedCondition;

impl RewritePattern for FoldNegatedCondition {
    fn name(&self) -> &'static str {
        "scf-if-fold-negated-condition"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        let &[then_region, else_region] = body.regions(op) else {
            return false;
        };
        let (Some(then_block), Some(else_block)) =
            (body.entry_block(then_region), body.entry_block(else_region))
        else {
            return false;
        };
        let Some(condition) = negation_of(rewriter.ctx(), body, body.operand(op, 0)) else {
            return false;
        };
        rewriter.set_operand(op, 0, condition);
        let body = rewriter.body_mut();
        body.unlink_block(then_block);
        body.unlink_block(else_block);
        body.insert_block(else_block, then_region, None);
        body.insert_block(then_block, else_region, None);
        true
    }
}
