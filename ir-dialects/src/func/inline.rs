//! `func`'s answers to the inliner (MLIR's `FuncInlinerInterface`): any
//! call may be inlined unless the call or the function is marked
//! `no_inline`; a `func.return` of an inlined callee of several blocks
//! becomes a `cf.br` to the block after the call.

use crate::cf::BrOp;
use ir_core::interfaces::DialectInliner;
use ir_core::ir::{Builder, InsertPoint};
use ir_core::{BlockId, Body, Context, OpId, OpView, ValueId};

/// The `func` dialect's inliner interface.
pub(super) fn inliner() -> DialectInliner {
    DialectInliner {
        call: |call, callable| !marked_no_inline(call) && !marked_no_inline(callable),
        branch_to_continuation: Some(return_to_branch),
        ..DialectInliner::ALWAYS
    }
}

fn marked_no_inline(view: &OpView<'_>) -> bool {
    view.inherent_attr("no_inline").is_some()
}

/// Replaces the `func.return` `op` by `cf.br ^continuation(operands)`.
fn return_to_branch(ctx: &Context, body: &mut Body, op: OpId, continuation: BlockId) {
    let operands: Vec<ValueId> = body.operands(op).collect();
    let state = BrOp::state(ctx, body.op_loc(op), &operands, continuation);
    let mut builder = Builder::new(ctx, body);
    builder.set_insertion_point(InsertPoint::Before(op));
    builder.create(state);
    body.erase_op(op);
}
