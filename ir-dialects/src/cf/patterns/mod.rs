//! Canonicalization patterns of the `cf` ops: branches on constants become
//! unconditional (`constant_branches.rs`), a branch to a block with a
//! single predecessor merges the blocks, and branches through empty
//! forwarding blocks go straight to the final target (`block_merging.rs`);
//! a condition is known in the successors a `cf.cond_br` alone enters
//! (`known_condition.rs`); switch cases that go where the default goes, or
//! that a dominating switch on the same flag rules out, are dropped
//! (`switch_cases.rs`). Patterns are tried in MLIR's order.

mod block_merging;
mod constant_branches;
mod known_condition;
mod switch_cases;
#[cfg(test)]
mod tests;

use ir_core::interfaces::{constant_value, RewritePattern};
use ir_core::{Attr, BlockId, Body, Context, OpId, ValueId};

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
        Box::new(switch_cases::DropCasesMatchingDefault),
        Box::new(block_merging::BypassForwardingBlocks),
        Box::new(switch_cases::SwitchOnDecidedFlag),
        Box::new(switch_cases::SwitchAfterDefault),
    ]
}

/// The patterns of `cf.assert`.
pub(super) fn assert_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(constant_branches::AssertTrue)]
}

/// The only branch edge into `block`, as (branching op, successor index):
/// `None` when it has no predecessor or more than one edge (two edges
/// from the same branch included), as MLIR's `getSinglePredecessor`.
fn single_edge(body: &Body, block: BlockId) -> Option<(OpId, usize)> {
    let mut uses = body.block_uses(block);
    let first = uses.next()?;
    uses.next()
        .is_none()
        .then_some((first.op, first.index as usize))
}

/// The constant `value` is defined as, if a constant-like op defines it.
fn constant_of(ctx: &Context, body: &Body, value: ValueId) -> Option<Attr> {
    constant_value(&ir_core::OpView::new(ctx, body, body.defining_op(value)?))
}
