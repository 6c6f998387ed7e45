//! Walking nested IR with an explicit stack (no recursion: nesting may be a
//! million levels deep).

use super::body::Body;
use super::OpId;

/// One step of a walk: entering an op (before its regions) or leaving it (after).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkItem {
    /// Before the op's regions.
    Enter(OpId),
    /// After the op's regions.
    Leave(OpId),
}

/// Visits `op` and every op nested in it, across isolated bodies, in
/// program order; `visit` gets the body that stores each op.
pub fn walk_ops<'a>(body: &'a Body, op: OpId, mut visit: impl FnMut(&'a Body, WalkItem)) {
    let mut stack: Vec<(&'a Body, WalkItem)> = vec![(body, WalkItem::Enter(op))];
    let mut children = Vec::new();
    while let Some((body, item)) = stack.pop() {
        visit(body, item);
        let WalkItem::Enter(op) = item else {
            continue;
        };
        stack.push((body, WalkItem::Leave(op)));
        let inner = body.regions_body(op);
        children.clear();
        for &region in body.regions(op) {
            for block in inner.region_blocks(region) {
                children.extend(inner.block_ops(block));
            }
        }
        stack.extend(
            children
                .iter()
                .rev()
                .map(|&child| (inner, WalkItem::Enter(child))),
        );
    }
}
