//! The ops of a body's regions in program order, for passes that visit
//! everything once (no recursion: nesting may be deep), and whether there
//! is any nesting to visit.

use ir_core::{BlockId, Body, OpId, RegionId};

/// Ops of `roots` and of the regions nested in them, in program order,
/// without entering nested isolated bodies; blocks for which `keep` is
/// false are skipped with everything in them.
pub(crate) fn ops_in_order(
    body: &Body,
    roots: &[RegionId],
    keep: impl Fn(BlockId) -> bool,
) -> Vec<OpId> {
    let mut order = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    let push = |stack: &mut Vec<OpId>, region: RegionId| {
        let ops: Vec<OpId> = body
            .region_blocks(region)
            .filter(|&b| keep(b))
            .flat_map(|b| body.block_ops(b))
            .collect();
        stack.extend(ops.into_iter().rev());
    };
    for &region in roots.iter().rev() {
        push(&mut stack, region);
    }
    while let Some(op) = stack.pop() {
        order.push(op);
        if !body.is_isolated(op) {
            for &region in body.regions(op).iter().rev() {
                push(&mut stack, region);
            }
        }
    }
    order
}

/// Whether `body` stores regions besides `roots` (ops with regions, such
/// as structured control flow): its regions are all under the roots, so
/// without others nothing nested needs looking for, and a function's
/// million ops need no walk to find that out.
pub(crate) fn has_nested_regions(body: &Body, roots: &[RegionId]) -> bool {
    body.num_regions() > roots.len()
}
