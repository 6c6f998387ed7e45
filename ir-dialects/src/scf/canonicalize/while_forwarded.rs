//! What `scf.condition` forwards to the body of an `scf.while`, as MLIR's
//! `WhileConditionTruth` and `WhileRemoveDuplicatedResults` simplify it:
//! the condition itself is true in the body (its `after` argument's uses
//! become an `arith.constant true` before the loop); a value forwarded
//! twice is carried once (the later `after` arguments and results become
//! the first one's).

use super::while_parts::{forward_only, Instead, WhileParts};
use crate::arith::bool_constant;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, ValueId};
use std::collections::HashMap;

/// Replaces the body's uses of the forwarded condition by `true`.
pub(super) struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn name(&self) -> &'static str {
        "scf-while-condition-truth"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(parts) = WhileParts::read(rewriter, op) else {
            return false;
        };
        let body = rewriter.body();
        let operands: Vec<ValueId> = body.operands(parts.condition).collect();
        let after_args = body.block_args(parts.after);
        let truths: Vec<ValueId> = (1..operands.len())
            .filter(|&k| operands[k] == operands[0] && body.has_uses(after_args[k - 1]))
            .map(|k| after_args[k - 1])
            .collect();
        if truths.is_empty() {
            return false;
        }
        let truth = bool_constant(rewriter, op, true);
        for arg in truths {
            rewriter.body_mut().replace_all_uses(arg, truth);
        }
        true
    }
}

/// Carries a value `scf.condition` forwards more than once only once.
pub(super) struct WhileRemoveDuplicatedResults;

impl RewritePattern for WhileRemoveDuplicatedResults {
    fn name(&self) -> &'static str {
        "scf-while-remove-duplicated-results"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(parts) = WhileParts::read(rewriter, op) else {
            return false;
        };
        let forwarded = parts.forwarded(rewriter.body());
        // The first position forwarding each value.
        let mut first: HashMap<ValueId, usize> = HashMap::new();
        let firsts: Vec<usize> = (0..forwarded.len())
            .map(|k| *first.entry(forwarded[k]).or_insert(k))
            .collect();
        let kept: Vec<usize> = (0..forwarded.len()).filter(|&k| firsts[k] == k).collect();
        forward_only(rewriter, op, &parts, &kept, |k| {
            Instead::Forwarded(firsts[k])
        })
    }
}
