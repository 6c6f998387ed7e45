//! `func.call_indirect` of a constant callee becomes `func.call` of that
//! symbol (MLIR's `SimplifyIndirectCallWithKnownCallee`); the new call
//! keeps the operands and result types and, as MLIR's, no attribute.

use super::calls::{CallIndirectOp, CallOp};
use ir_core::interfaces::{constant_value, PatternRewriter, RewritePattern};
use ir_core::{AttrKind, OpId, OpView, ValueId};

/// Replaces an indirect call through a constant function by a direct call.
pub(super) struct DirectCallOfConstantCallee;

impl RewritePattern for DirectCallOfConstantCallee {
    fn name(&self) -> &'static str {
        "func-call-indirect-constant-callee"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let Some(call) = OpView::new(ctx, body, op).as_op::<CallIndirectOp>() else {
            return false;
        };
        let Some(definer) = body.defining_op(call.callee()) else {
            return false;
        };
        let Some(callee) = constant_value(&OpView::new(ctx, body, definer)) else {
            return false;
        };
        if !matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
        {
            return false;
        }
        let operands: Vec<ValueId> = call.callee_operands().collect();
        let results = call.view().result_types();
        let state = CallOp::state(
            ctx,
            body.op_loc(op),
            &results,
            &operands,
            callee,
            None,
            None,
            None,
        );
        rewriter.set_insertion_point(ir_core::ir::InsertPoint::Before(op));
        let direct = rewriter.create(state);
        let values = rewriter.body().results(direct).to_vec();
        rewriter.replace_op(op, &values);
        true
    }
}

/// The patterns of `func.call_indirect`.
pub(super) fn call_indirect() -> Vec<Box<dyn ir_core::interfaces::RewritePattern>> {
    vec![Box::new(DirectCallOfConstantCallee)]
}
