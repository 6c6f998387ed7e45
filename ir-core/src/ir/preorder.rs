//! The ops of some regions in pre-order (an op before the ops of its
//! regions, then its next sibling), entering an op's regions only when
//! asked: what a conversion legalizes in turn, what a symbol table checks.
//! The walk keeps one cursor per open region, so its memory grows with
//! nesting, not with the number of ops, and it touches each op once.

use super::body::Body;
use super::{BlockId, OpId, RegionId};

/// An iterator over ops in pre-order ([`Body::preorder`]), each with the
/// body storing it.
pub struct Preorder<'a, F> {
    enter: F,
    cursors: Vec<Cursor<'a>>,
}

/// Where the walk stands in some regions (stored in `body`): the op it
/// visits next.
struct Cursor<'a> {
    body: &'a Body,
    regions: &'a [RegionId],
    /// The index in `regions` of the region holding `block`.
    region: usize,
    block: Option<BlockId>,
    op: Option<OpId>,
}

impl<'a> Cursor<'a> {
    /// Before the first op of `regions`.
    fn start(body: &'a Body, regions: &'a [RegionId]) -> Self {
        let block = regions.first().and_then(|&r| body.entry_block(r));
        Cursor {
            body,
            regions,
            region: 0,
            block,
            op: block.and_then(|b| body.first_op(b)),
        }
    }

    /// The next op, or `None` after the last.
    #[inline]
    fn next_op(&mut self) -> Option<OpId> {
        let body = self.body;
        while self.op.is_none() {
            self.block = self.block.and_then(|block| body.next_block(block));
            if self.block.is_none() {
                self.region += 1;
                let &region = self.regions.get(self.region)?;
                self.block = body.entry_block(region);
            }
            self.op = self.block.and_then(|b| body.first_op(b));
        }
        let op = self.op?;
        self.op = body.next_op(op);
        Some(op)
    }
}

impl Body {
    /// The ops of `regions` (of this body) and of the regions nested in
    /// them in pre-order, each with the body storing it; the regions of an
    /// op are entered only when `enter` says so (given the op and the body
    /// storing it; an isolated op's regions are stored in its own body).
    /// Ops moved or erased during the walk make its course unspecified:
    /// collect first to mutate.
    pub fn preorder<'a, F: FnMut(&'a Body, OpId) -> bool>(
        &'a self,
        regions: &'a [RegionId],
        enter: F,
    ) -> Preorder<'a, F> {
        Preorder {
            enter,
            cursors: vec![Cursor::start(self, regions)],
        }
    }
}

impl<'a, F: FnMut(&'a Body, OpId) -> bool> Iterator for Preorder<'a, F> {
    type Item = (&'a Body, OpId);

    #[inline]
    fn next(&mut self) -> Option<(&'a Body, OpId)> {
        loop {
            let cursor = self.cursors.last_mut()?;
            let body = cursor.body;
            let Some(op) = cursor.next_op() else {
                self.cursors.pop();
                continue;
            };
            let regions = body.regions(op);
            if !regions.is_empty() && (self.enter)(body, op) {
                self.cursors
                    .push(Cursor::start(body.regions_body(op), regions));
            }
            return Some((body, op));
        }
    }
}
