//! `loop-invariant-code-motion`: hoists loop-invariant ops out of loops,
//! as MLIR's pass of that name (`mlir/lib/Transforms/LoopInvariantCodeMotion.cpp`
//! over `moveLoopInvariantCode` of `LoopInvariantCodeMotionUtils.cpp`;
//! the pass documentation in MLIR's Passes.md).
//!
//! Loops are the ops with a [`LoopLike`] interface (`scf.for`,
//! `scf.while`), visited innermost first (MLIR's post-order walk), so
//! that what leaves an inner loop can leave the outer one next. In each
//! loop region a FIFO worklist starts with the region's top-level ops; an
//! op moves right before the loop when
//!
//! - it is not a terminator,
//! - it has no memory effect, nor has anything nested in it
//!   ([`is_memory_effect_free`]), and it may run speculatively, its nested
//!   ops included for recursively speculatable ops ([`is_speculatable`]):
//!   the loop may run no iteration,
//! - every value it or an op nested in it uses, other than those defined
//!   inside it, is defined outside the loop.
//!
//! A hoisted op's users at the top level of the region go back on the
//! worklist. Nothing else changes: no op is created, erased or reordered
//! other than by being hoisted, and ops isolated from above are left to
//! the runs on their own bodies.
//!
//! Cost: each top-level op is examined once plus once per hoisted op it
//! uses; an examination walks the op's nested ops, and the definition
//! checks climb the nesting (O(depth)), as MLIR's.

mod pass;
#[cfg(test)]
mod tests;

pub use pass::register;

use crate::walk::{has_nested_regions, ops_in_order, region_ops_in_post_order};
use ir_core::interfaces::{is_defined_outside, is_memory_effect_free, is_speculatable, LoopLike};
use ir_core::ir::InsertPoint;
use ir_core::{Body, Context, OpId, OpTraits, OpView, RegionId};
use std::collections::VecDeque;

/// Hoists the loop-invariant ops of every loop in `roots` (not entering
/// isolated ops); returns how many ops moved (each counted once per loop
/// it left).
pub fn hoist_loop_invariant_code(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> u64 {
    if !has_nested_regions(body, roots) {
        return 0;
    }
    let mut hoisted = 0;
    for op in region_ops_in_post_order(body, roots) {
        // An isolated loop sees nothing from outside: nothing in it is
        // invariant (and its regions are another body's).
        if body.is_isolated(op) {
            continue;
        }
        let view = OpView::new(ctx, body, op);
        if let Some(LoopLike { loop_regions }) = view.interface::<LoopLike>() {
            for region in loop_regions(&view) {
                hoisted += hoist_from_region(ctx, body, op, region);
            }
        }
    }
    hoisted
}

/// MLIR's `moveLoopInvariantCode` on one region of `loop_op`.
fn hoist_from_region(ctx: &Context, body: &mut Body, loop_op: OpId, region: RegionId) -> u64 {
    let mut worklist: VecDeque<OpId> = body
        .region_blocks(region)
        .flat_map(|block| body.block_ops(block))
        .collect();
    let mut hoisted = 0;
    while let Some(op) = worklist.pop_front() {
        if body.op_region(op) != Some(region) || !can_be_hoisted(ctx, body, loop_op, op) {
            continue;
        }
        body.move_op(op, InsertPoint::Before(loop_op));
        hoisted += 1;
        for &result in body.results(op) {
            let users = body.uses(result).map(|used| used.op);
            worklist.extend(users.filter(|&user| body.op_region(user) == Some(region)));
        }
    }
    hoisted
}

/// Whether `op`, at the top level of a region of `loop_op`, may move
/// before the loop: see the module doc.
fn can_be_hoisted(ctx: &Context, body: &Body, loop_op: OpId, op: OpId) -> bool {
    // Speculatability first: it is cheap to refuse for loops (their step),
    // where effects need a walk of everything inside.
    if ctx.op_has(body.op_name(op), OpTraits::TERMINATOR)
        || !is_speculatable(ctx, body, op)
        || !is_memory_effect_free(ctx, body, op)
    {
        return false;
    }
    let uses_only_outside = |user: OpId| {
        body.operands(user)
            .all(|v| !is_defined_outside(body, op, v) || is_defined_outside(body, loop_op, v))
    };
    uses_only_outside(op)
        && (body.is_isolated(op)
            || ops_in_order(body, body.regions(op), |_| true)
                .into_iter()
                .all(uses_only_outside))
}
