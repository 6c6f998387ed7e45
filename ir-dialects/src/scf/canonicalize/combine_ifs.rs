//! Two `scf.if`s in a row on the same condition, or on a condition and
//! its negation (`arith.xori %c, true`), become one (MLIR's `CombineIfs`):
//! the second one's region run when the first one's `then` runs follows
//! that region's ops, the other follows the `else` region's, and the
//! results are the first op's then the second's.
//!
//! The new op takes the first op's condition and the second op's place and
//! location, without attributes. Uses of the first op's results inside the
//! second op become uses of the values the region run with it yields
//! (found by [`uses_nested_in`]); the blocks are joined by [`join_blocks`].
//!
//! Unlike MLIR's, merging stops once the first op holds
//! [`MAX_MERGED`] ops or results: each merge builds an op with all the
//! results so far, and the patterns revisiting the merged op (condition
//! propagation) read its regions, so a chain of n `scf.if`s on one
//! condition would cost O(n^2) (mlir-opt-22 spent 1,243 s on a chain of
//! 5,000). Chains below the bound merge as mlir-opt-22 merges them.

use super::join_blocks::join_blocks;
use super::negation_of;
use super::nested_uses::uses_nested_in;
use crate::scf::IfOp;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ir::InsertPoint;
use ir_core::ods::Op;
use ir_core::{BlockId, OpId, OpView, Type, ValueId};

/// Merges an `scf.if` into the `scf.if` right before it when both decide
/// on the same condition.
pub(super) struct CombineIfs;

/// Ops (in its blocks, not counting nested ones) or results the first of
/// two `scf.if`s may hold at most to be merged with the second.
pub(super) const MAX_MERGED: usize = 256;

impl RewritePattern for CombineIfs {
    fn name(&self) -> &'static str {
        "scf-if-combine-ifs"
    }

    fn match_and_rewrite(&self, next: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let Some(prev) = body.prev_op(next) else {
            return false;
        };
        if !IfOp::matches(&OpView::new(ctx, body, prev)) {
            return false;
        }
        let (Some(prev_blocks), Some(next_blocks)) = (blocks(body, prev), blocks(body, next))
        else {
            return false;
        };
        let held = prev_blocks
            .iter()
            .flatten()
            .flat_map(|&b| body.block_ops(b));
        if body.results(prev).len() > MAX_MERGED || held.take(MAX_MERGED + 1).count() > MAX_MERGED {
            return false;
        }
        let (condition, next_condition) = (body.operand(prev, 0), body.operand(next, 0));
        // The regions of `next` that run with `prev`'s then and else.
        let sides = if condition == next_condition {
            [Some(0), next_blocks[1].map(|_| 1)]
        } else if negation_of(ctx, body, next_condition) == Some(condition)
            || negation_of(ctx, body, condition) == Some(next_condition)
        {
            [next_blocks[1].map(|_| 1), Some(0)]
        } else {
            return false;
        };
        // The value each result of `prev` has on either side.
        let yields = prev_blocks.map(|b| b.and_then(|b| body.last_op(b)));
        let yielded: Vec<[ValueId; 2]> = match yields {
            [Some(then_yield), Some(else_yield)] => body
                .operands(then_yield)
                .zip(body.operands(else_yield))
                .map(|(t, e)| [t, e])
                .collect(),
            _ => Vec::new(),
        };
        let replaced: Vec<_> = uses_nested_in(body, prev, next)
            .into_iter()
            .filter_map(|u| {
                let side = sides.iter().position(|&s| s == Some(u.region))?;
                Some((u.user, *yielded.get(u.result)?.get(side)?))
            })
            .collect();
        let types: Vec<Type> = [prev, next]
            .iter()
            .flat_map(|&o| body.results(o).iter().map(|&r| body.value_type(r)))
            .collect();
        let loc = body.op_loc(next);
        let side_blocks = sides.map(|s| s.and_then(|s| next_blocks[s]));

        let mut last_user = None;
        for (user, value) in replaced {
            rewriter
                .body_mut()
                .set_operand(user.op, user.index as usize, value);
            if last_user.replace(user.op) != Some(user.op) {
                rewriter.notify_modified(user.op);
            }
        }
        rewriter.set_insertion_point(InsertPoint::Before(next));
        let combined = rewriter.create(IfOp::state(ctx, loc, &types, condition));
        let regions = rewriter.body().regions(combined).to_vec();
        for ((region, own), other) in regions.into_iter().zip(prev_blocks).zip(side_blocks) {
            let block = match (own, other) {
                (Some(own), Some(other)) => Some(join_blocks(rewriter, own, other)),
                (own, other) => own.or(other),
            };
            if let Some(block) = block {
                let body = rewriter.body_mut();
                body.unlink_block(block);
                body.insert_block(block, region, None);
            }
        }
        let results = rewriter.body().results(combined).to_vec();
        let (first, second) = results.split_at(rewriter.body().results(prev).len());
        rewriter.replace_op(prev, first);
        rewriter.replace_op(next, second);
        true
    }
}

/// The blocks of `scf.if` `op`'s regions (`None` for an empty one), if its
/// `then` region has one and each ends with an op (as verified IR does).
fn blocks(body: &ir_core::Body, op: OpId) -> Option<[Option<BlockId>; 2]> {
    let regions = body.regions(op);
    let found = [0, 1].map(|k| regions.get(k).and_then(|&r| body.entry_block(r)));
    let ends = found.iter().flatten().all(|&b| body.last_op(b).is_some());
    (found[0].is_some() && ends).then_some(found)
}
