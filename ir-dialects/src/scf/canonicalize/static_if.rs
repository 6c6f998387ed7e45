//! `scf.if` on a constant condition: the region it takes replaces it
//! (MLIR's `RemoveStaticCondition`).

use super::inline::replace_op_with_region;
use super::integer_constant;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::OpId;

/// Inlines the taken region of an `scf.if` whose condition is constant.
pub(super) struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn name(&self) -> &'static str {
        "scf-if-remove-static-condition"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        let Some(condition) = body.operands(op).next() else {
            return false;
        };
        let Some((value, _)) = integer_constant(rewriter.ctx(), body, condition) else {
            return false;
        };
        let Some(&taken) = body.regions(op).get(usize::from(value == 0)) else {
            return false;
        };
        if body.entry_block(taken).is_none() {
            // A false condition and no `else`: nothing runs (and nothing is
            // defined, as the verifier requires).
            if !body.results(op).is_empty() {
                return false;
            }
            rewriter.erase_op(op);
            return true;
        }
        replace_op_with_region(rewriter, op, taken, &[])
    }
}
