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
pub fn walk_ops<'a>(body: &'a Body, op: OpId, visit: impl FnMut(&'a Body, WalkItem)) {
    walk(body, op, true, visit);
}

/// Like [`walk_ops`], but the regions of isolated ops other than `op`
/// itself are not entered (those ops are visited, their contents not).
pub fn walk_ops_up_to_isolated<'a>(
    body: &'a Body,
    op: OpId,
    visit: impl FnMut(&'a Body, WalkItem),
) {
    walk(body, op, false, visit);
}

fn walk<'a>(
    body: &'a Body,
    root: OpId,
    into_isolated: bool,
    mut visit: impl FnMut(&'a Body, WalkItem),
) {
    let root_body = body;
    let mut stack: Vec<(&'a Body, WalkItem)> = vec![(body, WalkItem::Enter(root))];
    let mut children = Vec::new();
    while let Some((body, item)) = stack.pop() {
        visit(body, item);
        let WalkItem::Enter(op) = item else {
            continue;
        };
        stack.push((body, WalkItem::Leave(op)));
        // Op ids are per body: the root is `root` in `root_body` only.
        let is_root = op == root && std::ptr::eq(body, root_body);
        if !into_isolated && !is_root && body.is_isolated(op) {
            continue;
        }
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
