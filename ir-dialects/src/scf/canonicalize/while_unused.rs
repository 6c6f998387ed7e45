//! `scf.while` values that need not be carried, as MLIR's
//! `WhileUnusedResult` and `WhileRemoveUnusedArgs` drop them: a result
//! nothing uses after the loop whose argument of the `after` region is
//! unused goes (with its `scf.condition` operand); an argument of the
//! `before` region nothing uses goes (with its initial value and its
//! `scf.yield` operand). The loop is rebuilt with the rest, its regions
//! moved in (the arguments kept keep their locations, as mlir-opt-22's).

use super::rebuild::rebuild_op;
use super::while_parts::{erase_args_but, forward_only, Instead, WhileParts};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, Type, ValueId};

/// Drops the results of `scf.while` unused after it and in its body.
pub(super) struct WhileUnusedResult;

impl RewritePattern for WhileUnusedResult {
    fn name(&self) -> &'static str {
        "scf-while-unused-result"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(parts) = WhileParts::read(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let after_args = body.block_args(parts.after);
        let results = body.results(op);
        let n = results.len();
        let kept: Vec<usize> = (0..n)
            .filter(|&k| body.has_uses(results[k]) || body.has_uses(after_args[k]))
            .collect();
        forward_only(rewriter, op, &parts, &kept, |_| Instead::Unused)
    }
}

/// Drops the arguments of the `before` region of `scf.while` nothing uses.
pub(super) struct WhileRemoveUnusedArgs;

impl RewritePattern for WhileRemoveUnusedArgs {
    fn name(&self) -> &'static str {
        "scf-while-remove-unused-args"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(parts) = WhileParts::read(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let before_args = body.block_args(parts.before);
        let kept: Vec<usize> = (0..before_args.len())
            .filter(|&k| body.has_uses(before_args[k]))
            .collect();
        if kept.len() == before_args.len() {
            return false;
        }
        let inits: Vec<ValueId> = body.operands(op).collect();
        let inits: Vec<ValueId> = kept.iter().map(|&k| inits[k]).collect();
        let yielded: Vec<ValueId> = body.operands(parts.yield_op).collect();
        let yielded: Vec<ValueId> = kept.iter().map(|&k| yielded[k]).collect();
        let types: Vec<Type> = body
            .results(op)
            .iter()
            .map(|&r| body.value_type(r))
            .collect();
        rewriter.body_mut().set_operands(parts.yield_op, &yielded);
        rewriter.notify_modified(parts.yield_op);
        erase_args_but(rewriter, parts.before, &kept);
        let new = rebuild_op(rewriter, op, &inits, &types);
        let results = rewriter.body().results(new).to_vec();
        rewriter.replace_op(op, &results);
        true
    }
}
