//! Branches whose outcome is known: on a constant condition or flag, or
//! to the same target either way; asserts of a constant true.

use super::constant_of;
use crate::arith::SelectOp;
use crate::cf::branch_operands::{branch_targets, replace_with_br, BranchTarget};
use ir_core::interfaces::{ConstantSuccessor, PatternRewriter, RewritePattern};
use ir_core::ir::InsertPoint;
use ir_core::{AttrKind, OpId, OpView};

/// A `cf.cond_br` or `cf.switch` whose constant condition or flag decides
/// its successor (through its `ConstantSuccessor`) → `cf.br` there. A
/// switch with only a default needs no constant.
pub(super) struct BranchOnConstant;

impl RewritePattern for BranchOnConstant {
    fn name(&self) -> &'static str {
        "cf-branch-on-constant"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let view = OpView::new(ctx, body, op);
        let Some(ConstantSuccessor(decide)) = view.interface::<ConstantSuccessor>() else {
            return false;
        };
        // The branches of `cf` decide on their first operand (condition or
        // flag) alone: the values they pass on are not looked at.
        let flag = body
            .operands(op)
            .next()
            .and_then(|value| constant_of(ctx, body, value));
        let Some(taken) = decide(&view, &[flag]) else {
            return false;
        };
        let mut targets = branch_targets(&view);
        if taken >= targets.len() {
            return false;
        }
        let target = targets.swap_remove(taken);
        replace_with_br(rewriter, op, target);
        true
    }
}

/// `cf.cond_br` to the same block either way → `cf.br`. Operands that
/// differ become `arith.select`s on the condition, when the branch's block
/// is the target's only predecessor (MLIR's
/// `SimplifyCondBranchIdenticalSuccessors`).
pub(super) struct CondBrSameTargets;

impl RewritePattern for CondBrSameTargets {
    fn name(&self) -> &'static str {
        "cf.cond_br-same-targets"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let same = {
            let mut successors = body.successors(op);
            matches!((successors.next(), successors.next()), (Some(a), Some(b)) if a == b)
        };
        if !same {
            return false;
        }
        let targets = branch_targets(&OpView::new(ctx, body, op));
        let [on_true, on_false] = targets.as_slice() else {
            return false;
        };
        if on_true.block != on_false.block {
            return false;
        }
        if on_true.operands == on_false.operands {
            replace_with_br(rewriter, op, on_true.clone());
            return true;
        }
        let block = body.op_block(op);
        if body
            .block_uses(on_true.block)
            .any(|u| body.op_block(u.op) != block)
        {
            return false;
        }
        let condition = body.operands(op).next().expect("cond_br has a condition");
        let loc = body.op_loc(op);
        rewriter.set_insertion_point(InsertPoint::Before(op));
        let operands = on_true
            .operands
            .iter()
            .zip(&on_false.operands)
            .map(|(&t, &f)| {
                if t == f {
                    return t;
                }
                let ty = rewriter.body().value_type(t);
                let select = rewriter.create(SelectOp::state(ctx, loc, ty, condition, t, f));
                rewriter.body().results(select)[0]
            })
            .collect();
        let target = BranchTarget {
            block: on_true.block,
            operands,
        };
        replace_with_br(rewriter, op, target);
        true
    }
}

/// `cf.assert` of a constant true is erased.
pub(super) struct AssertTrue;

impl RewritePattern for AssertTrue {
    fn name(&self) -> &'static str {
        "cf.assert-true"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let holds = body
            .operands(op)
            .next()
            .and_then(|c| constant_of(ctx, body, c))
            .is_some_and(
                |c| matches!(ctx.attr_kind(c), AttrKind::Integer { value, .. } if *value != 0),
            );
        if holds {
            rewriter.erase_op(op);
        }
        holds
    }
}
