//! Rewrite patterns ([`RewritePattern`]), the [`PatternRewriter`] they
//! change IR through, and [`Canonicalize`], the interface giving an op's
//! canonicalization patterns.
//!
//! The rewriter records what it touches (created ops, modified ops, users
//! of replaced values) and what it erased, so a driver's worklist can
//! revisit exactly those ops.

use crate::context::Context;
use crate::ir::{Body, Builder, InsertPoint, OpId, OperationState, ValueId};

/// A rewrite of one op (MLIR's `RewritePattern`).
pub trait RewritePattern: Send + Sync {
    /// A short name, for statistics and debugging.
    fn name(&self) -> &'static str;
    /// Tries to rewrite `op`; returns whether anything changed.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// The canonicalization patterns of an op.
pub struct Canonicalize(pub fn() -> Vec<Box<dyn RewritePattern>>);

/// Changes IR for patterns and remembers what changed.
pub struct PatternRewriter<'a> {
    builder: Builder<'a>,
    touched: Vec<OpId>,
    erased: Vec<OpId>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `body`.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        Self {
            builder: Builder::new(ctx, body),
            touched: Vec::new(),
            erased: Vec::new(),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.builder.ctx
    }

    /// The body, read-only.
    pub fn body(&self) -> &Body {
        self.builder.body
    }

    /// The body, for changes the rewriter has no method for; report them
    /// with [`PatternRewriter::notify_modified`].
    pub fn body_mut(&mut self) -> &mut Body {
        self.builder.body
    }

    /// Sets where new ops go.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.builder.set_insertion_point(at);
    }

    /// Creates an op at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.builder.create(state);
        self.touched.push(op);
        op
    }

    /// Replaces `op`'s results by `values` (their users are revisited) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let body = &*self.builder.body;
        for &result in body.results(op) {
            self.touched.extend(body.uses(result).map(|u| u.op));
        }
        self.note_erasure(op);
        self.builder.replace_op(op, values);
        self.erased.push(op);
    }

    /// Erases an op whose results are unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.note_erasure(op);
        self.builder.erase_op(op);
        self.erased.push(op);
    }

    /// Before `op` goes: the ops defining its operands lose a use (they may
    /// become dead), as MLIR's driver notes; and its block's terminator and
    /// the branches into the block see the block change (it may become a
    /// block that only forwards). All are revisited.
    fn note_erasure(&mut self, op: OpId) {
        let body = &*self.builder.body;
        self.touched
            .extend(body.operands(op).filter_map(|v| body.defining_op(v)));
        self.touched.extend(body.block_neighbours(op));
    }

    /// Replaces `op`'s operands by `values` in place. `op` is revisited,
    /// and so is what erasing it would revisit: the ops defining the
    /// operands it had (they may have lost their last use) and its block's
    /// terminator and the branches into the block.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        self.touched.push(op);
        self.note_erasure(op);
        self.builder.body.set_operands(op, values);
    }

    /// Records that `op` was changed in place.
    pub fn notify_modified(&mut self, op: OpId) {
        self.touched.push(op);
    }

    /// What changed since the last call: ops to revisit (some may have
    /// been erased since) and erased ops.
    pub fn take_changes(&mut self) -> (Vec<OpId>, Vec<OpId>) {
        (
            std::mem::take(&mut self.touched),
            std::mem::take(&mut self.erased),
        )
    }
}
