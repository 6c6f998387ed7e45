//! Rewrite patterns ([`RewritePattern`]), the [`PatternRewriter`] they
//! change IR through, and [`Canonicalize`], the interface giving an op's
//! canonicalization patterns.
//!
//! The rewriter records what it changes (created and modified ops), what
//! sees a change (users of replaced values, definers of lost operands,
//! branches into changed blocks) and what it erased, so a driver's
//! worklist can revisit exactly those ops.

use crate::context::Context;
use crate::ir::{Body, Builder, InsertPoint, OpId, OperationState, ValueId};
use crate::OpName;

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
    changes: RewriteChanges,
    /// The isolated op holding the body, if the driver said.
    holder: Option<OpName>,
}

/// What a rewriter changed since it was last asked (some ops may have been
/// erased after they were noted).
#[derive(Default, Debug)]
pub struct RewriteChanges {
    /// Ops created or changed in place: their block changed with them.
    pub modified: Vec<OpId>,
    /// Ops that see a change made elsewhere: the users of replaced
    /// results and the definers of values that lost a use.
    pub watchers: Vec<OpId>,
    /// Ops that see a block change elsewhere: the terminators of blocks
    /// that lost an op, a predecessor or a use of an argument, and the
    /// branches into them. A driver visits them after the others (MLIR's
    /// driver does not queue them at all).
    pub block_watchers: Vec<OpId>,
    /// Ops erased.
    pub erased: Vec<OpId>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `body`.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        Self {
            builder: Builder::new(ctx, body),
            changes: RewriteChanges::default(),
            holder: None,
        }
    }

    /// The rewriter told that the body belongs to an isolated op named
    /// `holder` (a function, a module), if known.
    pub fn within(mut self, holder: Option<OpName>) -> Self {
        self.holder = holder;
        self
    }

    /// The name of the op whose region holds `op`: its parent's, or for
    /// an op at the top of the body, the isolated op's holding the body
    /// (`None` if the driver did not say). What MLIR's
    /// `op->getParentOp()` tells a pattern.
    pub fn enclosing_op_name(&self, op: OpId) -> Option<OpName> {
        let body = self.body();
        match body.parent_op(op) {
            Some(parent) => Some(body.op_name(parent)),
            None => self.holder,
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
        self.changes.modified.push(op);
        op
    }

    /// Replaces `op`'s results by `values` (their users are revisited) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let body = &*self.builder.body;
        for &result in body.results(op) {
            self.changes
                .watchers
                .extend(body.uses(result).map(|u| u.op));
        }
        self.note_erasure(op);
        self.builder.replace_op(op, values);
        self.changes.erased.push(op);
    }

    /// Erases an op whose results are unused.
    pub fn erase_op(&mut self, op: OpId) {
        self.note_erasure(op);
        self.builder.erase_op(op);
        self.changes.erased.push(op);
    }

    /// Before `op` goes with its regions: [`Self::note_lost_operands`]
    /// over the operands of `op` and of every op nested in it (MLIR's
    /// driver is told of each nested op's erasure too, so a value used
    /// only in a region that goes is revisited).
    fn note_erasure(&mut self, op: OpId) {
        let operands = crate::ir::operands_within(self.builder.body, op);
        self.note_lost_operands(op, &operands);
    }

    /// Before `op`'s own operands change: [`Self::note_lost_operands`].
    fn note_own_operands(&mut self, op: OpId) {
        let operands: Vec<ValueId> = self.builder.body.operands(op).collect();
        self.note_lost_operands(op, &operands);
    }

    /// Before `op` loses its `operands`: the ops that see them lose a use
    /// (their definers may become dead, as MLIR's driver notes; a block
    /// whose argument it used may become one that only forwards); its
    /// block's terminator and the branches into the block see the block
    /// change; and its successors' terminators and the branches into them
    /// see a predecessor go. All are revisited.
    fn note_lost_operands(&mut self, op: OpId, operands: &[ValueId]) {
        let body = &*self.builder.body;
        let (watchers, block_watchers) =
            (&mut self.changes.watchers, &mut self.changes.block_watchers);
        // Each distinct operand and successor once: a switch passing one
        // value to 100,000 cases over four blocks would otherwise list the
        // branches into each block once per case.
        let mut values = rustc_hash::FxHashSet::default();
        for &value in operands.iter().filter(|&&v| values.insert(v)) {
            let (definer, of_block) = body.value_watchers(value);
            watchers.extend(definer);
            block_watchers.extend(of_block);
        }
        block_watchers.extend(body.block_neighbours(op));
        let mut blocks = rustc_hash::FxHashSet::default();
        for successor in body.successors(op).filter(|&b| blocks.insert(b)) {
            block_watchers.extend(body.block_watchers(successor));
        }
    }

    /// Replaces `op`'s operands by `values` in place. `op` is revisited,
    /// and so is what erasing it would revisit: the ops defining the
    /// operands it had (they may have lost their last use) and its block's
    /// terminator and the branches into the block.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        self.changes.modified.push(op);
        self.note_own_operands(op);
        self.builder.body.set_operands(op, values);
    }

    /// Replaces operand `index` of `op` by `value` in place; revisits
    /// what [`PatternRewriter::set_operands`] does.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: ValueId) {
        self.changes.modified.push(op);
        self.note_own_operands(op);
        self.builder.body.set_operand(op, index, value);
    }

    /// Records that `op` was changed in place.
    pub fn notify_modified(&mut self, op: OpId) {
        self.changes.modified.push(op);
    }

    /// What changed since the last call.
    pub fn take_changes(&mut self) -> RewriteChanges {
        std::mem::take(&mut self.changes)
    }
}
