//! `scf.if` results that both branches yield the same values for, pair by
//! pair, are one result: the uses of each later one become uses of the
//! first (MLIR's `RemoveDuplicateSuccessorInputUses`, one of the patterns
//! of `RegionBranchOpInterface` that mlir-opt-22 runs on `scf.if`). The
//! results left unused go by `RemoveUnusedResults`.
//!
//! MLIR compares every pair of results; a map from the yielded pair to the
//! first result yielding it finds the same first one in linear time.

use super::{branch_yields, replace_uses};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, ValueId};
use rustc_hash::FxHashMap;

/// Replaces the uses of an `scf.if` result by the first result yielding
/// the same values.
pub(super) struct RemoveDuplicateResults;

impl RewritePattern for RemoveDuplicateResults {
    fn name(&self) -> &'static str {
        "scf-if-remove-duplicate-results"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        let n = body.results(op).len();
        let Some([then_values, else_values]) = branch_yields(body, op) else {
            return false;
        };
        if n < 2 {
            return false;
        }
        let mut first: FxHashMap<(ValueId, ValueId), ValueId> = FxHashMap::default();
        let mut replaced = Vec::new();
        for (k, &result) in body.results(op).iter().enumerate() {
            let kept = *first
                .entry((then_values[k], else_values[k]))
                .or_insert(result);
            if kept != result && body.has_uses(result) {
                replaced.push((result, kept));
            }
        }
        for &(result, kept) in &replaced {
            replace_uses(rewriter, result, kept);
        }
        !replaced.is_empty()
    }
}
