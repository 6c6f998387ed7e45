//! One walk over a piece of an op's contents (all of them, or one chunk of
//! its top-level ops: `chunks.rs`) that checks their structure and their
//! uses together: how [`super::contents::check_contents`] verifies the
//! contents of each function when verifying on threads and after a pass.
//!
//! The plain path ([`super::verify`]) walks twice, as MLIR's verifier
//! does: the structure first (`structure.rs`), then the uses
//! (`dominance.rs`), since a use error means nothing in a malformed CFG.
//! This walk makes both checks as it comes to each op and keeps the first
//! use error aside until the structure of the whole piece is known to be
//! sound: the same verdict and the same first errors, with the IR read
//! once. Ops are visited through one cursor per open region (nothing is
//! pushed per op), and whether a definition comes before a use in their
//! block is whether the walk has passed it. The verifier's unit tests
//! compare the two paths on valid and invalid inputs, whatever the cut.

use super::blocks::Holder;
use super::chunks::Chunk;
use super::contents::Checked;
use super::dominance::{check_operands, Trees, UseScope};
use super::has_ssa_regions;
use super::signature::SignatureMemo;
use super::slots::{KeyMap, SlotSet};
use super::structure::check_op;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::dialect::registry::VerifyFn;
use crate::graph::region::RegionDominance;
use crate::ir::{BlockId, Body, OpId, OpView, RegionId};
use slotmap::SecondaryMap;

/// The position of each top-level op of an op's regions in its block, and
/// the dominator trees of those regions: what the chunks of the op's
/// contents share, computed once.
pub(super) struct Shared {
    order: SecondaryMap<OpId, u32>,
    trees: Trees,
}

impl Shared {
    /// `order` gives the position of each top-level op; `trees` are the
    /// dominator trees of the op's SSACFG regions.
    pub fn new(order: SecondaryMap<OpId, u32>, trees: Trees) -> Self {
        Self { order, trees }
    }

    /// Whether top-level op `def` comes before top-level op `op`.
    fn precedes(&self, def: OpId, op: OpId) -> bool {
        match (self.order.get(def), self.order.get(op)) {
            (Some(def), Some(op)) => def < op,
            _ => false,
        }
    }
}

/// Checks all the contents of `holder` (stored in `body`): their
/// structure, then (if it is sound) their uses. The holder's own checks
/// are the caller's.
pub(super) fn check_whole(
    ctx: &Context,
    body: &Body,
    holder: OpId,
    memo: &mut SignatureMemo,
) -> Checked {
    let frame = Frame::holder(ctx, body, holder, 0);
    let mut walk = Walk::new(ctx, memo, None);
    walk.open(body, holder, 0);
    walk.run(frame)
}

/// Checks `chunk` of the contents of `holder` (stored in `body`), as the
/// walk of all of them does when it comes to the chunk, with what the
/// chunks share.
pub(super) fn check_chunk(
    ctx: &Context,
    body: &Body,
    holder: OpId,
    chunk: &Chunk,
    shared: &Shared,
    memo: &mut SignatureMemo,
) -> Checked {
    let mut frame = Frame::holder(ctx, body, holder, chunk.region);
    frame.block = frame.inner.op_block(chunk.first);
    frame.next = Some(chunk.first);
    frame.left = chunk.len;
    let mut walk = Walk::new(ctx, memo, Some(shared));
    walk.open(body, holder, chunk.region);
    walk.run(frame)
}

/// An op whose regions the walk is in, with the cursor of the walk there.
struct Frame<'a> {
    /// The op and the body storing it.
    body: &'a Body,
    op: OpId,
    /// The body storing its regions.
    inner: &'a Body,
    holder: Holder<'a>,
    /// What leaving the op checks: `None` for the piece's holder (its own
    /// checks are the caller's), else its region verifier if it has one,
    /// and the end of its block.
    leave: Option<Option<VerifyFn>>,
    /// Whether its regions are SSACFG.
    ssa: bool,
    /// The region (its index), the block and the next op of the cursor;
    /// no block before the region's first.
    region: usize,
    block: Option<BlockId>,
    next: Option<OpId>,
    /// How many more ops the cursor may give (a chunk's length).
    left: usize,
    /// Whether its regions are stored in a body of their own, whose
    /// scope is dropped when the walk leaves it.
    own_scope: bool,
}

impl<'a> Frame<'a> {
    /// The frame of the piece's holder, at the start of region `region`.
    fn holder(ctx: &Context, body: &'a Body, op: OpId, region: usize) -> Self {
        let mut frame = Self::new(ctx, body, op, None);
        frame.region = region;
        frame
    }

    fn new(ctx: &Context, body: &'a Body, op: OpId, leave: Option<Option<VerifyFn>>) -> Self {
        let inner = body.regions_body(op);
        Self {
            body,
            op,
            inner,
            holder: Holder::new(ctx, body, op),
            leave,
            ssa: has_ssa_regions(ctx, body, op),
            region: 0,
            block: None,
            next: None,
            left: usize::MAX,
            own_scope: !std::ptr::eq(inner, body),
        }
    }

    /// The next op of the op's regions, closing in `scope` each region the
    /// cursor leaves; `None` past the last (or the chunk's last).
    fn advance(&mut self, scope: &mut Scope) -> Option<OpId> {
        if self.left == 0 {
            return None;
        }
        let regions = self.body.regions(self.op);
        loop {
            if let Some(op) = self.next {
                self.next = self.inner.next_op(op);
                self.left -= 1;
                return Some(op);
            }
            let block = match self.block {
                Some(block) => self.inner.next_block(block),
                None => self.inner.entry_block(*regions.get(self.region)?),
            };
            if let Some(block) = block {
                self.block = Some(block);
                self.next = self.inner.first_op(block);
                continue;
            }
            scope.open_regions.remove(regions[self.region]);
            self.region += 1;
            self.block = None;
        }
    }
}

/// What the check of uses knows of one body the walk entered.
struct Scope {
    /// For each open region: the depth at which it was opened, and whether
    /// it is SSACFG.
    open_regions: KeyMap<RegionId, (usize, bool)>,
    /// The ops the walk has passed, by slot.
    passed: SlotSet,
    /// Dominator trees, built on first need, and the index of each
    /// region's among them.
    trees: Vec<RegionDominance>,
    tree_of: KeyMap<RegionId, u32>,
}

impl Scope {
    /// An empty scope for a walk through all the ops stored in `body`,
    /// dense, its set of passed ops sized for them at once (grown op by
    /// op it would be reallocated at every doubling, for every function
    /// verified).
    fn for_body(body: &Body) -> Self {
        Self {
            open_regions: KeyMap::dense(),
            passed: SlotSet::dense(body.ops.capacity()),
            trees: Vec::new(),
            tree_of: KeyMap::dense(),
        }
    }

    /// An empty scope for a chunk's walk, which passes a run of its
    /// body's ops: paged or hashed, holding that run's entries only
    /// (`slots.rs`).
    fn for_chunk() -> Self {
        Self {
            open_regions: KeyMap::hashed(),
            passed: SlotSet::paged(),
            trees: Vec::new(),
            tree_of: KeyMap::hashed(),
        }
    }
}

/// One walk: the frames open, the scope of each body entered (outermost
/// first), and the first use error met.
struct Walk<'a, 'm> {
    ctx: &'a Context,
    memo: &'m mut SignatureMemo,
    frames: Vec<Frame<'a>>,
    scopes: Vec<Scope>,
    /// What the chunks of the holder's contents share, for a chunk.
    shared: Option<&'a Shared>,
    use_error: Option<Diagnostic>,
}

impl<'a, 'm> Walk<'a, 'm> {
    fn new(ctx: &'a Context, memo: &'m mut SignatureMemo, shared: Option<&'a Shared>) -> Self {
        Self {
            ctx,
            memo,
            frames: Vec::new(),
            scopes: Vec::new(),
            shared,
            use_error: None,
        }
    }

    /// Opens the regions of the holder from `first` on, as a walk does
    /// when it enters the holder and comes to region `first`: the scope
    /// of its contents, the walk's first.
    fn open(&mut self, body: &Body, holder: OpId, first: usize) {
        let ssa = has_ssa_regions(self.ctx, body, holder);
        let mut scope = if self.shared.is_some() {
            Scope::for_chunk()
        } else {
            Scope::for_body(body.regions_body(holder))
        };
        for &region in &body.regions(holder)[first..] {
            scope.open_regions.insert(region, (1, ssa));
        }
        self.scopes.push(scope);
    }

    /// Walks from the holder's `frame` to the end of the piece.
    fn run(mut self, frame: Frame<'a>) -> Checked {
        self.frames.push(frame);
        let structure = self.walk();
        let uses = match (&structure, self.use_error) {
            (Ok(()), Some(error)) => Err(error),
            _ => Ok(()),
        };
        Checked { structure, uses }
    }

    fn walk(&mut self) -> Result<(), Diagnostic> {
        while let Some(frame) = self.frames.last_mut() {
            let scope = self.scopes.last_mut().expect("a scope");
            match frame.advance(scope) {
                Some(op) => self.visit(op)?,
                None => self.leave()?,
            }
        }
        Ok(())
    }

    /// An op the cursor came to: its own checks and uses, then its regions
    /// (or, without any, what leaving it checks).
    fn visit(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let frame = self.frames.last().expect("a frame");
        let body = frame.inner;
        let region_verifier = check_op(ctx, body, op, self.memo)?;
        if self.use_error.is_none() {
            let shared = self.shared.filter(|_| self.scopes.len() == 1);
            let scope = self.scopes.last_mut().expect("a scope");
            let mut uses = Uses {
                scope,
                frames: &self.frames,
                shared,
            };
            if let Err(error) = check_operands(ctx, body, op, &mut uses) {
                self.use_error = Some(error);
            }
        }
        let scope = self.scopes.last_mut().expect("a scope");
        scope.passed.insert(op.slot());
        if body.regions(op).is_empty() {
            if let Some(verify) = region_verifier {
                verify(&OpView::new(ctx, body, op))?;
            }
            return frame.holder.check_block_end(ctx, body, op);
        }
        let frame = Frame::new(ctx, body, op, Some(region_verifier));
        if frame.own_scope {
            self.scopes.push(Scope::for_body(frame.inner));
        }
        let depth = self.frames.len() + 1;
        let scope = self.scopes.last_mut().expect("a scope");
        for &region in body.regions(op) {
            scope.open_regions.insert(region, (depth, frame.ssa));
        }
        self.frames.push(frame);
        Ok(())
    }

    /// Past the last op of the innermost frame's regions: what leaving its
    /// op checks.
    fn leave(&mut self) -> Result<(), Diagnostic> {
        let frame = self.frames.pop().expect("a frame");
        if frame.own_scope {
            self.scopes.pop();
        }
        let Some(region_verifier) = frame.leave else {
            return Ok(()); // the piece's holder
        };
        if let Some(verify) = region_verifier {
            verify(&OpView::new(self.ctx, frame.body, frame.op))?;
        }
        match self.frames.last() {
            Some(parent) => parent
                .holder
                .check_block_end(self.ctx, frame.body, frame.op),
            None => Ok(()),
        }
    }
}

/// The check of the uses of an op of the innermost frame, as the walk
/// sees it.
struct Uses<'w, 'a> {
    scope: &'w mut Scope,
    frames: &'w [Frame<'a>],
    /// What the chunks share, when the op is stored with the holder's
    /// contents in a chunk.
    shared: Option<&'a Shared>,
}

impl UseScope for Uses<'_, '_> {
    fn open_region(&self, region: RegionId) -> Option<(usize, bool)> {
        self.scope.open_regions.get(region)
    }

    fn ssa_block(&self, _: &Body, _: BlockId) -> Option<bool> {
        // The op is in the innermost frame's current block.
        self.frames.last().map(|frame| frame.ssa)
    }

    fn ancestor(&self, depth: usize, user: OpId) -> OpId {
        self.frames.get(depth).map_or(user, |frame| frame.op)
    }

    fn precedes(&self, def: OpId, op: OpId) -> bool {
        // In one block, the walk passed `def` first if it comes first; a
        // chunk starts past the top-level ops before it.
        self.scope.passed.contains(def.slot()) || self.shared.is_some_and(|s| s.precedes(def, op))
    }

    fn tree(&mut self, body: &Body, region: RegionId) -> &RegionDominance {
        if let Some(tree) = self.shared.and_then(|s| s.trees.get(&region)) {
            return tree;
        }
        let scope = &mut *self.scope;
        let index = match scope.tree_of.get(region) {
            Some(index) => index as usize,
            None => {
                scope.trees.push(RegionDominance::new(body, region));
                scope.tree_of.insert(region, scope.trees.len() as u32 - 1);
                scope.trees.len() - 1
            }
        };
        &scope.trees[index]
    }
}
