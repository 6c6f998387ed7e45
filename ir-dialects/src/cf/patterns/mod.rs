//! Canonicalization patterns of the `cf` ops: branches on constants become
//! unconditional (`constant_branches.rs`), a branch to a block with a
//! single predecessor merges the blocks, and branches through empty
//! forwarding blocks go straight to the final target (`block_merging.rs`).

mod block_merging;
mod constant_branches;
#[cfg(test)]
mod tests;

use ir_core::interfaces::RewritePattern;
use ir_core::{AttrKind, Body, Context, OpTraits, ValueId};

/// The patterns of `cf.br`.
pub(super) fn br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(block_merging::MergeSinglePredecessor),
        Box::new(block_merging::BypassForwardingBlocks),
    ]
}

/// The patterns of `cf.cond_br`.
pub(super) fn cond_br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(constant_branches::CondBrOnConstant),
        Box::new(constant_branches::CondBrSameTargets),
        Box::new(block_merging::BypassForwardingBlocks),
    ]
}

/// The patterns of `cf.switch`.
pub(super) fn switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(constant_branches::SwitchOnConstant),
        Box::new(block_merging::BypassForwardingBlocks),
    ]
}

/// The patterns of `cf.assert`.
pub(super) fn assert_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(constant_branches::AssertTrue)]
}

/// The integer a constant-like op defines `value` as (its `value`
/// attribute), sign-extended from the type's width.
fn constant_int(ctx: &Context, body: &Body, value: ValueId) -> Option<i128> {
    let op = body.defining_op(value)?;
    if !ctx.op_has(body.op_name(op), OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let properties = body.op_properties(op)?;
    match ctx.attr_kind(ctx.dictionary_get(properties, "value")?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}
