//! The `canonicalize` option: every canonicalization pattern and folder,
//! run by the greedy driver on the region-branch ops of each function
//! (innermost first in the list, so the last is visited first), as
//! MLIR's pass does with `applyOpPatternsGreedily` after its cleanup.

use super::program::Program;
use crate::greedy::{apply_patterns_to_ops, PatternSet};
use crate::walk::ops_in_post_order;
use ir_core::interfaces::RegionBranch;
use ir_core::{Body, Context, OpView};

/// Canonicalizes the region-branch ops of every function; false if a run
/// did not converge.
pub(super) fn canonicalize_region_branch_ops(
    ctx: &Context,
    module: &mut Body,
    program: &Program,
) -> bool {
    let patterns = PatternSet::canonicalization(ctx);
    let mut converged = true;
    for function in &program.functions {
        let body = module.regions_body_mut(function.op);
        let ops: Vec<_> = ops_in_post_order(body, &[function.region])
            .into_iter()
            .filter(|&op| {
                OpView::new(ctx, body, op)
                    .interface::<RegionBranch>()
                    .is_some()
            })
            .collect();
        if !ops.is_empty() {
            converged &= apply_patterns_to_ops(ctx, body, &ops, &patterns);
        }
    }
    converged
}
