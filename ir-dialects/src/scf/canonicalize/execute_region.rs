//! `scf.execute_region` with a single block and without `no_inline`: its
//! block replaces it (MLIR's `SingleBlockExecuteInliner`).

use super::inline::replace_op_with_region;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, OpView};

/// Inlines the single block of an `scf.execute_region`.
pub(super) struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn name(&self) -> &'static str {
        "scf-execute-region-single-block-inliner"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        if OpView::new(rewriter.ctx(), body, op)
            .inherent_attr("no_inline")
            .is_some()
        {
            return false;
        }
        let Some(&region) = body.regions(op).first() else {
            return false;
        };
        if body.region_blocks(region).count() != 1 {
            return false;
        }
        replace_op_with_region(rewriter, op, region, &[])
    }
}
