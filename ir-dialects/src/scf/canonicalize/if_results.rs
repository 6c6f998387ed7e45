//! `scf.if` results that need not come out of it: those nothing uses go
//! (MLIR's `RemoveUnusedResults`), and those both branches take from
//! outside become the value itself when alike, else an `arith.select`
//! before the op (MLIR's `ConvertTrivialIfToSelect`). Either way the op is
//! rebuilt with the other results ([`rebuild_with_results`]).

use super::rebuild::{dropped_mask, rebuild_with_results, replacements};
use crate::scf::YieldOp;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::ods::Op;
use ir_core::{OpId, OpView, ValueId};

/// Drops the results of `scf.if` that nothing uses.
pub(super) struct RemoveUnusedResults;

impl RewritePattern for RemoveUnusedResults {
    fn name(&self) -> &'static str {
        "scf-if-remove-unused-results"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(yields) = yields(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let kept: Vec<usize> = (0..body.results(op).len())
            .filter(|&k| body.has_uses(body.results(op)[k]))
            .collect();
        if kept.len() == body.results(op).len() {
            return false;
        }
        // An unused result is replaced by anything (it has no use).
        let (n, condition) = (body.results(op).len(), body.operand(op, 0));
        let new = rebuild_with_results(rewriter, op, &yields, &kept);
        let values = replacements(rewriter, new, n, &kept, |_| condition);
        rewriter.replace_op(op, &values);
        true
    }
}

/// Replaces the results of `scf.if` that both branches take from outside
/// it by the value (or a select between the two values).
pub(super) struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn name(&self) -> &'static str {
        "scf-if-convert-trivial-if-to-select"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(yields) = yields(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let n = body.results(op).len();
        if n == 0 {
            return false;
        }
        let regions = body.regions(op).to_vec();
        let inside = |value: ValueId, region| {
            body.value_block(value)
                .and_then(|b| body.block_region(b))
                .is_some_and(|r| r == region)
        };
        let then_values: Vec<ValueId> = body.operands(yields[0]).collect();
        let else_values: Vec<ValueId> = body.operands(yields[1]).collect();
        let kept: Vec<usize> = (0..n)
            .filter(|&k| inside(then_values[k], regions[0]) || inside(else_values[k], regions[1]))
            .collect();
        if kept.len() == n {
            return false;
        }
        let condition = body.operand(op, 0);
        let loc = body.op_loc(op);
        let ctx = rewriter.ctx();
        let new = rebuild_with_results(rewriter, op, &yields, &kept);
        let mut fresh = rewriter.body().results(new).to_vec().into_iter();
        let mut values = Vec::with_capacity(n);
        for (k, dropped) in dropped_mask(n, &kept).into_iter().enumerate() {
            if !dropped {
                values.push(fresh.next().expect("one result per kept one"));
            } else if then_values[k] == else_values[k] {
                values.push(then_values[k]);
            } else {
                let ty = rewriter.body().value_type(then_values[k]);
                let mut state = OperationState::new(ctx.op_name("arith.select"), loc);
                state.operands = [condition, then_values[k], else_values[k]][..].into();
                state.result_types = [ty][..].into();
                rewriter.set_insertion_point(InsertPoint::Before(new));
                let select = rewriter.create(state);
                values.push(rewriter.body().results(select)[0]);
            }
        }
        rewriter.replace_op(op, &values);
        true
    }
}

/// The `scf.yield` ending each of the two regions of `scf.if` `op`, if it
/// has an else region and both end so (verified IR does when it has results).
fn yields(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<[OpId; 2]> {
    let body = rewriter.body();
    let regions = body.regions(op);
    let mut found = [op; 2];
    for (slot, &region) in found.iter_mut().zip(regions.get(..2)?) {
        let block = body.entry_block(region)?;
        let last = body.last_op(block)?;
        let fits = YieldOp::matches(&OpView::new(rewriter.ctx(), body, last))
            && body.num_operands(last) == body.results(op).len();
        if !fits {
            return None;
        }
        *slot = last;
    }
    Some(found)
}
