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
    walk(body, roots, keep, WalkItem::Enter, Leaves::Listed)
}

/// Ops of `roots` and of the regions nested in them, each after the ops
/// nested in it (MLIR's default `walk` order), without entering nested
/// isolated bodies.
pub(crate) fn ops_in_post_order(body: &Body, roots: &[RegionId]) -> Vec<OpId> {
    walk(body, roots, |_| true, WalkItem::Leave, Leaves::Listed)
}

/// [`ops_in_post_order`] without the ops that have no regions, for the
/// passes that only work on ops holding regions (loops, region branches,
/// graph regions): they are read once, and neither stacked nor listed.
pub(crate) fn region_ops_in_post_order(body: &Body, roots: &[RegionId]) -> Vec<OpId> {
    walk(body, roots, |_| true, WalkItem::Leave, Leaves::Skipped)
}

/// Whether a walk lists the ops that have no regions.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Leaves {
    Listed,
    Skipped,
}

/// The ops of the walk, each listed when the walk reaches `listed` of it
/// (those without regions only if `leaves` says so).
fn walk(
    body: &Body,
    roots: &[RegionId],
    keep: impl Fn(BlockId) -> bool,
    listed: fn(OpId) -> WalkItem,
    leaves: Leaves,
) -> Vec<OpId> {
    let mut order = Vec::new();
    let mut stack: Vec<WalkItem> = Vec::new();
    // The region's ops go on the stack last first (so the first pops
    // first): pushed in order, then that part of the stack reversed.
    let push = |stack: &mut Vec<WalkItem>, region: RegionId| {
        let start = stack.len();
        let ops = body
            .region_blocks(region)
            .filter(|&b| keep(b))
            .flat_map(|b| body.block_ops(b))
            .filter(|&op| leaves == Leaves::Listed || !body.regions(op).is_empty());
        stack.extend(ops.map(WalkItem::Enter));
        stack[start..].reverse();
    };
    for &region in roots.iter().rev() {
        push(&mut stack, region);
    }
    while let Some(item) = stack.pop() {
        let op = op_of(item);
        let regions = body.regions(op);
        if regions.is_empty() {
            // Entered and left at once: listed either way.
            order.push(op);
            continue;
        }
        if item == listed(op) {
            order.push(op);
        }
        if item == WalkItem::Leave(op) {
            continue;
        }
        stack.push(WalkItem::Leave(op));
        if !body.is_isolated(op) {
            for &region in regions.iter().rev() {
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

#[cfg(test)]
mod tests {
    use super::{ops_in_order, ops_in_post_order, region_ops_in_post_order};
    use crate::test_support::transform_text;
    use ir_core::{Dialect, OpId};

    /// Ops with regions nested three deep, leaves between them, and an
    /// op with an empty region.
    const NESTED: &str = r#"
"t.leaf"() {n = 0} : () -> ()
"t.wrap"() ({
  "t.leaf"() {n = 1} : () -> ()
  "t.wrap"() ({
    "t.wrap"() ({
      "t.leaf"() {n = 2} : () -> ()
    }) {n = 3} : () -> ()
    "t.leaf"() {n = 4} : () -> ()
  }) {n = 5} : () -> ()
  "t.wrap"() ({
  }) {n = 6} : () -> ()
}) {n = 7} : () -> ()
"t.leaf"() {n = 8} : () -> ()
"#;

    /// The `n` of each op listed by `walk` on [`NESTED`].
    fn numbers(walk: fn(&ir_core::Body, &[ir_core::RegionId]) -> Vec<OpId>) -> Vec<i64> {
        let mut numbers = Vec::new();
        transform_text(
            Dialect::new("t", vec![]),
            NESTED,
            true,
            |ctx, body, roots| {
                for op in walk(body, roots) {
                    let view = ir_core::OpView::new(ctx, body, op);
                    let n = crate::test_support::int_value(ctx, view.attr("n"));
                    numbers.push(n.expect("every op is numbered") as i64);
                }
            },
        );
        numbers
    }

    #[test]
    fn the_walks_list_ops_in_their_orders() {
        let pre = numbers(|body, roots| ops_in_order(body, roots, |_| true));
        assert_eq!(pre, [0, 7, 1, 5, 3, 2, 4, 6, 8]);
        assert_eq!(numbers(ops_in_post_order), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(numbers(region_ops_in_post_order), [3, 5, 6, 7]);
    }
}
