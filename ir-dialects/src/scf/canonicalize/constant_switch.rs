//! `scf.index_switch` on a constant: the region of the matching case (or
//! the default region) replaces it (MLIR's `FoldConstantCase`).

use super::inline::replace_op_with_region;
use super::integer_constant;
use crate::scf::index_switch::cases;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, OpView};

/// Inlines the region an `scf.index_switch` on a constant takes.
pub(super) struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn name(&self) -> &'static str {
        "scf-index-switch-fold-constant-case"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let Some(arg) = body.operands(op).next() else {
            return false;
        };
        let Some((value, _)) = integer_constant(ctx, body, arg) else {
            return false;
        };
        // The default region comes first, then one per case.
        let view = OpView::new(ctx, body, op);
        let taken = cases(&view)
            .iter()
            .position(|&c| c == value)
            .map_or(0, |i| i + 1);
        let Some(&region) = body.regions(op).get(taken) else {
            return false;
        };
        replace_op_with_region(rewriter, op, region, &[])
    }
}
