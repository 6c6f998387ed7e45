//! Canonicalization patterns of the `cf` ops: branches on constants become
//! unconditional (`constant_branches.rs`), a branch to a block with a
//! single predecessor merges the blocks, and branches through empty
//! forwarding blocks go straight to the final target (`block_merging.rs`);
//! a condition is known in the successors a `cf.cond_br` alone enters
//! (`known_condition.rs`). Patterns are tried in MLIR's order.

mod block_merging;
mod constant_branches;
mod known_condition;
#[cfg(test)]
mod tests;

use ir_core::interfaces::{constant_value, RewritePattern};
use ir_core::{Attr, Body, Context, ValueId};

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
        Box::new(constant_branches::BranchOnConstant),
        Box::new(block_merging::BypassForwardingBlocks),
        Box::new(constant_branches::CondBrSameTargets),
        Box::new(known_condition::CondBrOnDecidedCondition),
        Box::new(known_condition::CondBrTruthPropagation),
    ]
}

/// The patterns of `cf.switch`.
pub(super) fn switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(constant_branches::BranchOnConstant),
        Box::new(block_merging::BypassForwardingBlocks),
    ]
}

/// The patterns of `cf.assert`.
pub(super) fn assert_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(constant_branches::AssertTrue)]
}

/// The constant `value` is defined as, if a constant-like op defines it.
fn constant_of(ctx: &Context, body: &Body, value: ValueId) -> Option<Attr> {
    constant_value(&ir_core::OpView::new(ctx, body, body.defining_op(value)?))
}
