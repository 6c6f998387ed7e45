//! Branches whose outcome is known: on a constant condition or flag, or
//! to the same target either way; asserts of a constant true.

use super::constant_int;
use crate::cf::branch_operands::{branch_targets, replace_with_br};
use crate::cf::switch::case_values;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::{OpId, OpView};

/// `cf.cond_br` on a constant condition → `cf.br` to the chosen target.
pub(super) struct CondBrOnConstant;

impl RewritePattern for CondBrOnConstant {
    fn name(&self) -> &'static str {
        "cf.cond_br-on-constant"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let Some(condition) = body.operands(op).next() else {
            return false;
        };
        let Some(value) = constant_int(ctx, body, condition) else {
            return false;
        };
        let mut targets = branch_targets(&OpView::new(ctx, body, op));
        if targets.len() != 2 {
            return false;
        }
        let chosen = targets.swap_remove(if value != 0 { 0 } else { 1 });
        replace_with_br(rewriter, op, chosen);
        true
    }
}

/// `cf.cond_br` to the same block with the same operands either way → `cf.br`.
pub(super) struct CondBrSameTargets;

impl RewritePattern for CondBrSameTargets {
    fn name(&self) -> &'static str {
        "cf.cond_br-same-targets"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let mut targets = branch_targets(&OpView::new(rewriter.ctx(), rewriter.body(), op));
        match targets.as_slice() {
            [on_true, on_false] if on_true == on_false => {
                let target = targets.swap_remove(0);
                replace_with_br(rewriter, op, target);
                true
            }
            _ => false,
        }
    }
}

/// `cf.switch` on a constant flag, or with only a default → `cf.br` to
/// the matching case (or the default).
pub(super) struct SwitchOnConstant;

impl RewritePattern for SwitchOnConstant {
    fn name(&self) -> &'static str {
        "cf.switch-on-constant"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let view = OpView::new(ctx, body, op);
        let mut targets = branch_targets(&view);
        let Some(values) = case_values(&view) else {
            return false;
        };
        if targets.len() != values.len() + 1 {
            return false;
        }
        let chosen = if values.is_empty() {
            0
        } else {
            let Some(flag) = body.operands(op).next() else {
                return false;
            };
            let Some(flag_value) = constant_int(ctx, body, flag) else {
                return false;
            };
            values
                .iter()
                .position(|&v| v == flag_value)
                .map_or(0, |i| i + 1)
        };
        let target = targets.swap_remove(chosen);
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
            .and_then(|c| constant_int(ctx, body, c))
            .is_some_and(|v| v != 0);
        if holds {
            rewriter.erase_op(op);
        }
        holds
    }
}
