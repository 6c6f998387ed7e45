//! The ops of a body's regions in program order (pre-order, or post-order
//! as MLIR's default walk), for passes that visit everything once (no
//! recursion: nesting may be deep), and whether there is any nesting to
//! visit.

use ir_core::ir::WalkItem;
use ir_core::{BlockId, Body, OpId, RegionId};

/// Ops of `roots` and of the regions nested in them, in program order,
/// without entering nested isolated bodies; blocks for which `keep` is
/// false are skipped with everything in them.
pub(crate) fn ops_in_order(
    body: &Body,
    roots: &[RegionId],
    keep: impl Fn(BlockId) -> bool,
) -> Vec<OpId> {
    walk(body, roots, keep, WalkItem::Enter)
}

/// Ops of `roots` and of the regions nested in them, each after the ops
/// nested in it (MLIR's default `walk` order), without entering nested
/// isolated bodies.
pub(crate) fn ops_in_post_order(body: &Body, roots: &[RegionId]) -> Vec<OpId> {
    walk(body, roots, |_| true, WalkItem::Leave)
}

/// The ops of the walk, each listed when the walk reaches `listed` of it.
fn walk(
    body: &Body,
    roots: &[RegionId],
    keep: impl Fn(BlockId) -> bool,
    listed: fn(OpId) -> WalkItem,
) -> Vec<OpId> {
    let mut order = Vec::new();
    let mut stack: Vec<WalkItem> = Vec::new();
    let push = |stack: &mut Vec<WalkItem>, region: RegionId| {
        let ops: Vec<OpId> = body
            .region_blocks(region)
            .filter(|&b| keep(b))
            .flat_map(|b| body.block_ops(b))
            .collect();
        stack.extend(ops.into_iter().rev().map(WalkItem::Enter));
    };
    for &region in roots.iter().rev() {
        push(&mut stack, region);
    }
    while let Some(item) = stack.pop() {
        if item == listed(op_of(item)) {
            order.push(op_of(item));
        }
        let WalkItem::Enter(op) = item else {
            continue;
        };
        stack.push(WalkItem::Leave(op));
        if !body.is_isolated(op) {
            for &region in body.regions(op).iter().rev() {
                push(&mut stack, region);
            }
        }
    }
    order
}

/// The op a walk item is about.
fn op_of(item: WalkItem) -> OpId {
    match item {
        WalkItem::Enter(op) | WalkItem::Leave(op) => op,
    }
}

/// Whether `body` stores regions besides `roots` (ops with regions, such
/// as structured control flow): its regions are all under the roots, so
/// without others nothing nested needs looking for, and a function's
/// million ops need no walk to find that out.
pub(crate) fn has_nested_regions(body: &Body, roots: &[RegionId]) -> bool {
    body.num_regions() > roots.len()
}
