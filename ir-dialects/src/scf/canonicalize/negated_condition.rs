//! `scf.if` on a negated condition (`arith.xori %c, true`) with an `else`
//! region decides on `%c` with its regions swapped (MLIR's `IfOp::fold`).
//! A fold in place ([`FoldInPlace`](ir_core::interfaces::FoldInPlace)),
//! as MLIR's is: the greedy driver queues the op and the ops enclosing it
//! afterwards, as MLIR's does, which decides what its patterns meet first
//! (an enclosing `scf.if` may combine with it before it sees its new
//! condition in its regions).

use super::negation_of;
use ir_core::{Body, Context, OpId};

/// Swaps the regions of `scf.if` `op` if its condition is negated and it
/// has an `else` region; returns whether it did.
pub(in crate::scf) fn fold_negated_condition(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let &[then_region, else_region] = body.regions(op) else {
        return false;
    };
    let (Some(then_block), Some(else_block)) =
        (body.entry_block(then_region), body.entry_block(else_region))
    else {
        return false;
    };
    let Some(condition) = body
        .operands(op)
        .next()
        .and_then(|c| negation_of(ctx, body, c))
    else {
        return false;
    };
    body.set_operand(op, 0, condition);
    body.unlink_block(then_block);
    body.unlink_block(else_block);
    body.insert_block(else_block, then_region, None);
    body.insert_block(then_block, else_region, None);
    true
}
