//! What `scf.condition` forwards to the body of an `scf.while`, as MLIR's
//! `WhileConditionTruth`, `WhileCmpCond` and `WhileRemoveDuplicatedResults`
//! simplify it: the condition itself is true in the body (its `after`
//! argument's uses become an `arith.constant true` before the loop), and so
//! is an `arith.cmpi` in the body comparing what the condition's `cmpi`
//! compared (false if its predicate is the inverse); a value forwarded
//! twice is carried once (the later `after` arguments and results become
//! the first one's).

use super::while_parts::{forward_only, Instead, WhileParts};
use crate::arith::{bool_constant, CmpIOp, CmpIPredicate};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, OpView, ValueId};
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

/// Replaces the body's `arith.cmpi`s that repeat the condition's by their
/// known value.
pub(super) struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn name(&self) -> &'static str {
        "scf-while-cmp-cond"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let Some(parts) = WhileParts::read(rewriter, op) else {
            return false;
        };
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let condition = body.operand(parts.condition, 0);
        let Some(cmp) = body
            .defining_op(condition)
            .and_then(|d| compared(&OpView::new(ctx, body, d)))
        else {
            return false;
        };
        let forwarded = parts.forwarded(body);
        let after_args = body.block_args(parts.after);
        // Each body cmpi repeating the condition's, with whether it holds.
        let mut known: Vec<(OpId, bool)> = Vec::new();
        for (&value, &arg) in forwarded.iter().zip(after_args) {
            for side in (0..2).filter(|&side| cmp.operands[side] == value) {
                let mut users: Vec<OpId> = body.uses(arg).map(|u| u.op).collect();
                users.dedup();
                for user in users {
                    let Some(other) = compared(&OpView::new(ctx, body, user)) else {
                        continue;
                    };
                    if other.operands[1 - side] != cmp.operands[1 - side] {
                        continue;
                    }
                    if other.predicate == cmp.predicate {
                        known.push((user, true));
                    } else if other.predicate == cmp.predicate.inverse() {
                        known.push((user, false));
                    }
                }
            }
        }
        known.sort_unstable();
        known.dedup_by_key(|&mut (user, _)| user);
        for &(user, holds) in &known {
            let constant = bool_constant(rewriter, user, holds);
            rewriter.replace_op(user, &[constant]);
        }
        !known.is_empty()
    }
}

/// An `arith.cmpi`'s predicate and operands.
struct Compared {
    predicate: CmpIPredicate,
    operands: [ValueId; 2],
}

/// What `view` compares, if it is an `arith.cmpi`.
fn compared(view: &OpView<'_>) -> Option<Compared> {
    let cmp = view.as_op::<CmpIOp>()?;
    Some(Compared {
        predicate: cmp.predicate()?,
        operands: [cmp.lhs(), cmp.rhs()],
    })
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
