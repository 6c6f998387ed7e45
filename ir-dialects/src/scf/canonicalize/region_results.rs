//! Results of `scf.execute_region` and `scf.index_switch` that need not
//! come out of them, as mlir-opt-22's canonicalizer drops them: a result
//! nothing uses, and one every `scf.yield` of the op takes from the same
//! value defined outside it (replaced by that value). The op is rebuilt
//! with the other results ([`rebuild_with_results`]); one left with none
//! and no effects is then erased as dead by the driver.

use super::rebuild::{rebuild_with_results, replacements};
use crate::scf::YieldOp;
use ir_core::interfaces::{is_defined_outside, PatternRewriter, RewritePattern};
use ir_core::ods::Op;
use ir_core::{OpId, OpView, ValueId};

/// Drops the unused and forwarded results of the op it is registered on.
pub(super) struct DropRegionResults {
    /// The pattern's name (one per op).
    pub(super) name: &'static str,
}

impl RewritePattern for DropRegionResults {
    fn name(&self) -> &'static str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(yields) = yields(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let results = body.results(op);
        // What each result takes from outside the op, if every yield gives
        // it the same value from there.
        let forwarded: Vec<Option<ValueId>> = (0..results.len())
            .map(|k| {
                let value = body.operand(yields[0], k);
                let same = yields.iter().all(|&y| body.operand(y, k) == value);
                (same && is_defined_outside(body, op, value)).then_some(value)
            })
            .collect();
        let kept: Vec<usize> = (0..results.len())
            .filter(|&k| forwarded[k].is_none() && body.has_uses(results[k]))
            .collect();
        if kept.len() == results.len() {
            return false;
        }
        // An unused result is replaced by anything (it has no use).
        let any = body.operand(yields[0], 0);
        let n = results.len();
        let new = rebuild_with_results(rewriter, op, &yields, &kept);
        let values = replacements(rewriter, new, n, &kept, |k| forwarded[k].unwrap_or(any));
        rewriter.replace_op(op, &values);
        true
    }
}

/// The `scf.yield`s ending the blocks of `op`'s regions, if there is one
/// and each gives one value per result of `op` (verified IR does when `op`
/// has results; unverified IR under `--no-verify` may not).
fn yields(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<Vec<OpId>> {
    let body = rewriter.body();
    let n = body.results(op).len();
    let yields: Vec<OpId> = body
        .regions(op)
        .iter()
        .flat_map(|&region| body.region_blocks(region))
        .filter_map(|block| body.last_op(block))
        .filter(|&last| YieldOp::matches(&OpView::new(rewriter.ctx(), body, last)))
        .collect();
    let fits = n > 0 && !yields.is_empty() && yields.iter().all(|&y| body.num_operands(y) == n);
    fits.then_some(yields)
}
