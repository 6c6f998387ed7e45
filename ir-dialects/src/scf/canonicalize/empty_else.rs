//! An `scf.if` without results whose `else` block holds nothing but its
//! `scf.yield` loses the `else` region (MLIR's `RemoveEmptyElseBranch`):
//! the op is rebuilt like it, with its `then` region moved in and an empty
//! `else` region.

use super::only_yields;
use super::rebuild::rebuild_op;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, ValueId};

/// Drops the `else` region of an `scf.if` without results when the region
/// does nothing.
pub(super) struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn name(&self) -> &'static str {
        "scf-if-remove-empty-else-branch"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        if !body.results(op).is_empty() {
            return false;
        }
        let Some(block) = body.regions(op).get(1).and_then(|&r| body.entry_block(r)) else {
            return false;
        };
        let (true, Some(terminator)) = (only_yields(body, block), body.last_op(block)) else {
            return false;
        };
        rewriter.erase_op(terminator);
        rewriter.body_mut().erase_blocks(&[block]);
        let operands: Vec<ValueId> = rewriter.body().operands(op).collect();
        rebuild_op(rewriter, op, &operands, &[]);
        rewriter.erase_op(op);
        true
    }
}
