//! Walking nested IR with an explicit stack (no recursion: nesting may be a
//! million levels deep).

use super::body::Body;
use super::{OpId, ValueId};
use std::ops::ControlFlow;

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
    let _ = Walker::default().walk(body, op, true, &mut |body, item| {
        visit(body, item);
        ControlFlow::Continue(())
    });
}

/// Like [`walk_ops`], but the regions of isolated ops other than `op`
/// itself are not entered (those ops are visited, their contents not).
pub fn walk_ops_up_to_isolated<'a>(
    body: &'a Body,
    op: OpId,
    mut visit: impl FnMut(&'a Body, WalkItem),
) {
    let _ = Walker::default().walk(body, op, false, &mut |body, item| {
        visit(body, item);
        ControlFlow::Continue(())
    });
}

/// The operands of `op` and of every op nested in it within `body` (the
/// contents of nested isolated ops are in bodies of their own), in
/// program order: what loses a use when `op` is erased with its regions.
pub fn operands_within(body: &Body, op: OpId) -> Vec<ValueId> {
    let mut operands: Vec<ValueId> = body.operands(op).collect();
    if body.is_isolated(op) || body.regions(op).is_empty() {
        return operands;
    }
    walk_ops_up_to_isolated(body, op, |nested_body, item| {
        if let WalkItem::Enter(nested) = item {
            if nested != op && std::ptr::eq(nested_body, body) {
                operands.extend(nested_body.operands(nested));
            }
        }
    });
    operands
}

/// The stack of a walk, kept from one walk to the next.
#[derive(Default)]
struct Walker<'a> {
    stack: Vec<(&'a Body, WalkItem)>,
    children: Vec<OpId>,
}

impl<'a> Walker<'a> {
    fn walk(
        &mut self,
        body: &'a Body,
        root: OpId,
        into_isolated: bool,
        visit: &mut impl FnMut(&'a Body, WalkItem) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let root_body = body;
        self.stack.clear();
        self.stack.push((body, WalkItem::Enter(root)));
        while let Some((body, item)) = self.stack.pop() {
            visit(body, item)?;
            let WalkItem::Enter(op) = item else {
                continue;
            };
            // Op ids are per body: the root is `root` in `root_body` only.
            let is_root = op == root && std::ptr::eq(body, root_body);
            let regions = body.regions(op);
            if regions.is_empty() || (!into_isolated && !is_root && body.is_isolated(op)) {
                // Nothing to enter (most ops): leave at once.
                visit(body, WalkItem::Leave(op))?;
                continue;
            }
            self.stack.push((body, WalkItem::Leave(op)));
            let inner = body.regions_body(op);
            self.children.clear();
            for &region in regions {
                for block in inner.region_blocks(region) {
                    self.children.extend(inner.block_ops(block));
                }
            }
            let children = self.children.iter().rev();
            self.stack
                .extend(children.map(|&child| (inner, WalkItem::Enter(child))));
        }
        ControlFlow::Continue(())
    }
}
