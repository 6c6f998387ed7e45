//! Patterns that remove blocks from the control flow: a `cf.br` to a
//! block with no other predecessor merges the two blocks, and a branch to
//! a block holding nothing but a `cf.br` goes to that branch's target
//! directly (MLIR's `SimplifyBrToBlockWithSinglePred` and
//! `SimplifyPassThrough*`).

use crate::cf::branch_operands::{branch_targets, retarget, BranchTarget};
use crate::cf::BrOp;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::ValueDef;
use ir_core::ods::Op;
use ir_core::{BlockId, Body, Context, OpId, OpView};
use rustc_hash::FxHashSet;

/// `cf.br ^bb1(%a)` where `^bb1` has no other predecessor: `^bb1`'s ops
/// move to the end of the branch's block, its arguments replaced by `%a`.
pub(super) struct MergeSinglePredecessor;

impl RewritePattern for MergeSinglePredecessor {
    fn name(&self) -> &'static str {
        "cf.br-merge-single-predecessor"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        let Some(block) = body.op_block(op) else {
            return false;
        };
        // Cheap checks first: one successor, other than this block, whose
        // only predecessor this branch is.
        let Some(dest) = body.successors(op).next() else {
            return false;
        };
        if body.num_successors(op) != 1 || dest == block || body.block_uses(dest).nth(1).is_some() {
            return false;
        }
        let targets = branch_targets(&OpView::new(rewriter.ctx(), body, op));
        let [BranchTarget {
            block: dest,
            operands,
        }] = targets.as_slice()
        else {
            return false;
        };
        let dest = *dest;
        // In an unreachable cycle the branch may pass a value defined in
        // `dest` itself; merging would leave it used where it is replaced.
        if operands.iter().any(|&v| body.value_block(v) == Some(dest)) {
            return false;
        }
        let users: Vec<OpId> = body
            .block_args(dest)
            .iter()
            .flat_map(|&arg| body.uses(arg).map(|u| u.op))
            .collect();
        let operands = operands.clone();
        rewriter.erase_op(op);
        rewriter.body_mut().merge_blocks(dest, block, &operands);
        for user in users {
            rewriter.notify_modified(user);
        }
        if let Some(terminator) = rewriter.body().last_op(block) {
            rewriter.notify_modified(terminator);
        }
        true
    }
}

/// A branch whose successors include blocks that only forward to another
/// block (`^bb1(%x): cf.br ^bb2(%x, %c)`) is retargeted past them, with
/// the forwarded values substituted.
pub(super) struct BypassForwardingBlocks;

impl RewritePattern for BypassForwardingBlocks {
    fn name(&self) -> &'static str {
        "cf-bypass-forwarding-blocks"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        if !body.successors(op).any(|s| only_branches(ctx, body, s)) {
            return false;
        }
        let mut targets = branch_targets(&OpView::new(ctx, body, op));
        let mut changed = false;
        for target in &mut targets {
            if let Some(next) = forwarded(ctx, body, target) {
                *target = next;
                changed = true;
            }
        }
        if changed {
            retarget(rewriter, op, &targets);
        }
        changed
    }
}

/// Whether `block` holds nothing but a `cf.br`.
fn only_branches(ctx: &Context, body: &Body, block: BlockId) -> bool {
    body.first_op(block).is_some_and(|first| {
        body.last_op(block) == Some(first) && BrOp::matches(&OpView::new(ctx, body, first))
    })
}

/// Where a branch to `target` ends up if `target` only forwards: a block
/// holding just a `cf.br` to another block, whose arguments no other op
/// uses, and from which the chain of `cf.br` terminators does not run
/// into a cycle (as MLIR's `collapseBranch`: bypassing a block of such a
/// cycle would only move the branch around it).
fn forwarded(ctx: &Context, body: &Body, target: &BranchTarget) -> Option<BranchTarget> {
    let block = target.block;
    if !only_branches(ctx, body, block) {
        return None;
    }
    let forward = body.first_op(block)?;
    let args = body.block_args(block);
    if args
        .iter()
        .any(|&arg| body.uses(arg).any(|u| u.op != forward))
    {
        return None;
    }
    let [next] = branch_targets(&OpView::new(ctx, body, forward))
        .try_into()
        .ok()?;
    if next.block == block
        || target.operands.len() != args.len()
        || joins_a_branch_cycle(ctx, body, block, next.block)
    {
        return None;
    }
    let operands = next
        .operands
        .iter()
        .map(|&value| match body.value_def(value) {
            ValueDef::Argument {
                block: owner,
                index,
            } if owner == block => target.operands[index as usize],
            _ => value,
        })
        .collect();
    Some(BranchTarget {
        block: next.block,
        operands,
    })
}

/// Whether following the `cf.br` terminators from `next`, the target of
/// the forwarding block `block`, comes back to a block already passed
/// (`block` included): MLIR's `collapseBranch` then leaves the branch
/// alone. The walk stops at the first block ending otherwise.
///
/// One deliberate difference: a chain longer than [`CHAIN_WALK_LIMIT`]
/// blocks counts as a cycle (the branch stays). MLIR walks every chain to
/// its end, at every branch into a forwarding block: with a switch of n
/// cases into a chain of n such blocks, that is quadratic.
fn joins_a_branch_cycle(ctx: &Context, body: &Body, block: BlockId, next: BlockId) -> bool {
    let mut passed: FxHashSet<BlockId> = [block, next].into_iter().collect();
    let mut at = next;
    while let Some(dest) = unconditional_target(ctx, body, at) {
        if !passed.insert(dest) || passed.len() > CHAIN_WALK_LIMIT {
            return true;
        }
        at = dest;
    }
    false
}

/// The longest chain of `cf.br` terminators [`joins_a_branch_cycle`]
/// follows.
const CHAIN_WALK_LIMIT: usize = 256;

/// The block the terminator of `block` branches to, if it is a `cf.br`.
fn unconditional_target(ctx: &Context, body: &Body, block: BlockId) -> Option<BlockId> {
    let last = body.last_op(block)?;
    BrOp::matches(&OpView::new(ctx, body, last))
        .then(|| body.successors(last).next())
        .flatten()
}
