//! What a `cf.cond_br` tells the blocks it branches to: the condition is
//! true in its true successor and false in its false one when the branch
//! is that block's only way in. A second branch on the same condition
//! there is decided (MLIR's
//! `SimplifyCondBranchFromCondBranchOnSameCondition`), and uses of the
//! condition there become constants (MLIR's `CondBranchTruthPropagation`).

use super::single_edge;
use crate::arith::bool_constant;
use crate::cf::branch_operands::{branch_targets, replace_with_br};
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{BlockId, Body, OpId, OpView, ValueId};
use smallvec::SmallVec;

/// The condition of `cf.cond_br` `op`.
fn condition(body: &Body, op: OpId) -> Option<ValueId> {
    body.operands(op).next()
}

/// `cf.cond_br %c` in a block entered only from a `cf.cond_br %c` → `cf.br`
/// to the successor the first branch's edge decides.
pub(super) struct CondBrOnDecidedCondition;

impl RewritePattern for CondBrOnDecidedCondition {
    fn name(&self) -> &'static str {
        "cf.cond_br-on-decided-condition"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let Some((pred, edge)) = body.op_block(op).and_then(|b| single_edge(body, b)) else {
            return false;
        };
        let same_condition = body.op_name(pred) == body.op_name(op)
            && condition(body, pred).is_some()
            && condition(body, pred) == condition(body, op);
        if !same_condition {
            return false;
        }
        let mut targets = branch_targets(&OpView::new(ctx, body, op));
        if targets.len() != 2 || edge >= 2 {
            return false;
        }
        replace_with_br(rewriter, op, targets.swap_remove(edge));
        true
    }
}

/// Uses of a `cf.cond_br`'s condition by ops directly in a successor the
/// branch is the only way into become `arith.constant true` (in the true
/// successor) or `false` (in the false one).
pub(super) struct CondBrTruthPropagation;

impl RewritePattern for CondBrTruthPropagation {
    fn name(&self) -> &'static str {
        "cf.cond_br-truth-propagation"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        let Some(cond) = condition(body, op) else {
            return false;
        };
        let successors: SmallVec<[BlockId; 2]> = body.successors(op).collect();
        if successors.len() != 2 {
            return false;
        }
        let mut changed = false;
        let own_block = body.op_block(op);
        for (index, block) in successors.into_iter().enumerate() {
            let dominated = Some(block) != own_block;
            if !dominated || single_edge(rewriter.body(), block) != Some((op, index)) {
                continue;
            }
            let uses = uses_in_block(rewriter.body(), cond, block);
            if uses.is_empty() {
                continue;
            }
            let constant = bool_constant(rewriter, op, index == 0);
            for (user, operand) in uses {
                rewriter.body_mut().set_operand(user, operand, constant);
                rewriter.notify_modified(user);
            }
            changed = true;
        }
        changed
    }
}

/// The uses of `value` by ops directly in `block`, as (op, operand index).
/// The value's uses and the block's ops are walked in step until one runs
/// out, and the shorter is searched: a condition used all over a function
/// costs each small successor only its own size.
fn uses_in_block(body: &Body, value: ValueId, block: BlockId) -> Vec<(OpId, usize)> {
    let mut found = Vec::new();
    let mut uses = body.uses(value);
    let mut ops = body.block_ops(block);
    loop {
        let Some(using) = uses.next() else {
            return found;
        };
        if body.op_block(using.op) == Some(block) {
            found.push((using.op, using.index as usize));
        }
        if ops.next().is_none() {
            break;
        }
    }
    body.block_ops(block)
        .flat_map(|op| {
            body.operands(op)
                .enumerate()
                .filter(|&(_, v)| v == value)
                .map(move |(index, _)| (op, index))
        })
        .collect()
}
