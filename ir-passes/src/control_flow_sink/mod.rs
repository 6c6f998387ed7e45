//! `control-flow-sink`: moves ops into the conditionally executed regions
//! that alone use them, so that they do not run on the paths that do not
//! need them, as MLIR's pass of that name (`mlir/lib/Transforms/ControlFlowSink.cpp`
//! over `controlFlowSink` and `getSinglyExecutedRegionsToSink` of
//! `ControlFlowSinkUtils.cpp`; the pass documentation in MLIR's Passes.md).
//!
//! The ops considered are the region-branch ops ([`RegionBranch`]: `scf.if`,
//! `scf.index_switch`, ...), innermost first (MLIR's post-order walk). Of
//! each, only the regions that run at most once each time the op runs are
//! sunk into ([`RegionInvocationBounds`], given the op's constant
//! operands; an op without bounds, a loop, has none such). In such a
//! region, a worklist (a stack) starts with the region's top-level ops; for
//! each op taken, the op defining each of its operands, unless it is a
//! block argument or already at the top level of the region, is moved to
//! the start of the region's entry block when
//!
//! - every user of it is inside the region (at any depth: the entry
//!   block dominates every block of its region), and
//! - it has no memory effect, nor has anything nested in it
//!   ([`is_memory_effect_free`]);
//!
//! a moved op goes on the stack, so what only it uses follows it. An op
//! whose regions contain the region is never moved into it (MLIR asserts
//! that it cannot happen; malformed graph-region input could).
//!
//! Cost: linear in the uses looked at, times the nesting depth climbed to
//! find whether a user is inside the region: the uses of a definition
//! outside the region are counted once per region, and the count goes
//! down as its users move in, rather than all users being checked again
//! at each of them (MLIR's `allUsersDominatedBy` does, quadratic in the
//! users of one value).

mod pass;
#[cfg(test)]
mod tests;

pub use pass::register;

use crate::walk::{has_nested_regions, region_ops_in_post_order};
use ir_core::interfaces::{
    constant_value, is_memory_effect_free, InvocationBounds, RegionBranch, RegionInvocationBounds,
};
use ir_core::ir::InsertPoint;
use ir_core::{Attr, Body, Context, OpId, OpView, RegionId};
use std::collections::HashMap;

/// Sinks ops into the regions of every region-branch op in `roots` (not
/// entering isolated ops); returns how many ops moved.
pub fn sink_into_regions(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> u64 {
    if !has_nested_regions(body, roots) {
        return 0;
    }
    let mut sunk = 0;
    for op in region_ops_in_post_order(body, roots) {
        for region in regions_to_sink_into(ctx, body, op) {
            sunk += Sinker::new(region).sink(ctx, body);
        }
    }
    sunk
}

/// The non-empty regions of `op`, a region-branch op, that run at most
/// once each time it does (MLIR's `getSinglyExecutedRegionsToSink`).
fn regions_to_sink_into(ctx: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
    let view = OpView::new(ctx, body, op);
    // Nothing from outside an isolated op may be used inside it.
    if body.is_isolated(op) || view.interface::<RegionBranch>().is_none() {
        return Vec::new();
    }
    let Some(RegionInvocationBounds(bounds)) = view.interface::<RegionInvocationBounds>() else {
        return Vec::new();
    };
    let constants: Vec<Option<Attr>> = view
        .operands()
        .map(|value| {
            let definition = body.defining_op(value)?;
            constant_value(&OpView::new(ctx, body, definition))
        })
        .collect();
    view.regions()
        .iter()
        .zip(bounds(&view, &constants))
        .filter(|(&region, InvocationBounds { upper, .. })| {
            upper.is_some_and(|upper| upper <= 1) && body.entry_block(region).is_some()
        })
        .map(|(&region, _)| region)
        .collect()
}

/// Sinking into one region (MLIR's `Sinker::sinkRegion`).
struct Sinker {
    region: RegionId,
    /// For each definition looked at, how many of its uses are outside
    /// the region: counted when first asked, lowered as users move in.
    uses_outside: HashMap<OpId, usize>,
}

impl Sinker {
    fn new(region: RegionId) -> Self {
        Sinker {
            region,
            uses_outside: HashMap::new(),
        }
    }

    /// Sinks what can be sunk into the region; returns how many ops moved.
    fn sink(mut self, ctx: &Context, body: &mut Body) -> u64 {
        let Some(entry) = body.entry_block(self.region) else {
            return 0;
        };
        let mut stack: Vec<OpId> = body
            .region_blocks(self.region)
            .flat_map(|block| body.block_ops(block))
            .collect();
        let mut sunk = 0;
        while let Some(user) = stack.pop() {
            let operands: Vec<_> = body.operands(user).collect();
            for value in operands {
                let Some(definition) = body.defining_op(value) else {
                    continue;
                };
                if body.op_region(definition) == Some(self.region)
                    || !self.can_sink(ctx, body, definition)
                {
                    continue;
                }
                self.moved_in(body, definition);
                body.move_op(definition, InsertPoint::Start(entry));
                sunk += 1;
                stack.push(definition);
            }
        }
        sunk
    }

    /// Whether `definition`, outside the region, may move into it.
    fn can_sink(&mut self, ctx: &Context, body: &Body, definition: OpId) -> bool {
        let region = self.region;
        let outside = *self.uses_outside.entry(definition).or_insert_with(|| {
            body.results(definition)
                .iter()
                .flat_map(|&result| body.uses(result))
                .filter(|used| !is_inside(body, used.op, region))
                .count()
        });
        outside == 0
            && is_memory_effect_free(ctx, body, definition)
            && !is_inside_op(body, region, definition)
    }

    /// Notes that `op` moves into the region: its uses of the definitions
    /// counted so far are no longer outside.
    fn moved_in(&mut self, body: &Body, op: OpId) {
        for value in body.operands(op) {
            if let Some(count) = body
                .defining_op(value)
                .and_then(|definition| self.uses_outside.get_mut(&definition))
            {
                *count = count.saturating_sub(1);
            }
        }
    }
}

/// Whether `op` is nested in `region`, at any depth. O(depth).
fn is_inside(body: &Body, op: OpId, region: RegionId) -> bool {
    let mut current = op;
    loop {
        let Some(parent) = body.op_region(current) else {
            return false;
        };
        if parent == region {
            return true;
        }
        match body.region_parent(parent) {
            Some(holder) => current = holder,
            None => return false,
        }
    }
}

/// Whether `region` is nested in `op` (`op` holds it, at any depth). O(depth).
fn is_inside_op(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut holder = body.region_parent(region);
    while let Some(current) = holder {
        if current == op {
            return true;
        }
        holder = body.parent_op(current);
    }
    false
}
