//! The `canonicalize` option: every canonicalization pattern and folder,
//! run by the greedy driver on the region-branch ops of each function
//! (innermost first in the list, so the last is visited first), as
//! MLIR's pass does with `applyOpPatternsGreedily` after its cleanup;
//! constants are left where they are, as MLIR's op-list driver does.
//!
//! The output matches `mlir-opt-22`'s only as far as our patterns and
//! driver do: we lack MLIR's `scf.while` and `scf.index_switch`
//! patterns that drop unused results and carried values, and `scf.if`'s
//! `ConditionPropagation` and the rest; our `scf.for` iter_args folder
//! rebuilds the loop (so the poison it leaves unused is erased, where
//! MLIR's keeps it); and our driver also revisits the terminator of a
//! changed op's block and the branches into it, which MLIR's op-list
//! driver does not (so a `cf.cond_br` next to a rewritten op may be
//! simplified here and not there).

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
