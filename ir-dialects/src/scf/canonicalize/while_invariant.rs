//! `scf.while` values the same on every iteration, as MLIR's
//! `RemoveLoopInvariantArgsFromBeforeBlock` and
//! `RemoveLoopInvariantValueYielded` drop them: an argument of the
//! `before` region that the body gives back its initial value (yielding
//! the initial value, or the `after` argument that `scf.condition` fed
//! with that argument or that value) becomes the initial value; an
//! `scf.condition` operand defined outside the `before` block becomes that
//! value in the `after` region and after the loop.

use super::rebuild::{dropped_mask, rebuild_op};
use super::while_parts::{erase_args_but, forward_only, Instead, WhileParts};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, Type, ValueId};

/// Drops the arguments of the `before` region of `scf.while` that hold
/// their initial value on every iteration.
pub(super) struct RemoveLoopInvariantArgsFromBeforeBlock;

impl RewritePattern for RemoveLoopInvariantArgsFromBeforeBlock {
    fn name(&self) -> &'static str {
        "scf-while-remove-loop-invariant-args-from-before-block"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(parts) = WhileParts::read(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let inits: Vec<ValueId> = body.operands(op).collect();
        let yielded: Vec<ValueId> = body.operands(parts.yield_op).collect();
        let before_args = body.block_args(parts.before).to_vec();
        let after_args = body.block_args(parts.after);
        let forwarded: Vec<ValueId> = body.operands(parts.condition).skip(1).collect();
        let invariant = |i: usize| {
            yielded[i] == inits[i]
                || after_args
                    .iter()
                    .position(|&a| a == yielded[i])
                    .is_some_and(|k| forwarded[k] == before_args[i] || forwarded[k] == inits[i])
        };
        let kept: Vec<usize> = (0..inits.len()).filter(|&i| !invariant(i)).collect();
        if kept.len() == inits.len() {
            return false;
        }
        let types: Vec<Type> = body
            .results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect();
        let body = rewriter.body_mut();
        let dropped = dropped_mask(inits.len(), &kept);
        for (i, (&arg, &init)) in before_args.iter().zip(&inits).enumerate() {
            if dropped[i] {
                body.replace_all_uses(arg, init);
            }
        }
        let kept_yields: Vec<ValueId> = kept.iter().map(|&i| yielded[i]).collect();
        body.set_operands(parts.yield_op, &kept_yields);
        rewriter.notify_modified(parts.yield_op);
        erase_args_but(rewriter, parts.before, &kept);
        let kept_inits: Vec<ValueId> = kept.iter().map(|&i| inits[i]).collect();
        let new = rebuild_op(rewriter, op, &kept_inits, &types);
        let results = rewriter.body().results(new).to_vec();
        rewriter.replace_op(op, &results);
        true
    }
}

/// Drops the results of `scf.while` that `scf.condition` takes from
/// outside the `before` block.
pub(super) struct RemoveLoopInvariantValueYielded;

impl RewritePattern for RemoveLoopInvariantValueYielded {
    fn name(&self) -> &'static str {
        "scf-while-remove-loop-invariant-value-yielded"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(parts) = WhileParts::read(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let forwarded = parts.forwarded(body);
        let kept: Vec<usize> = (0..forwarded.len())
            .filter(|&k| body.value_block(forwarded[k]) == Some(parts.before))
            .collect();
        forward_only(rewriter, op, &parts, &kept, |k| {
            Instead::Value(forwarded[k])
        })
    }
}
