//! The shape of the blocks of an op's regions: in regions that need
//! terminators every block ends with one, and no block is empty (in the
//! regions of an unregistered op, no block but the entry).
//!
//! Each check is made where MLIR's verifier makes it, so that a file with
//! several errors reports the same one first: an empty block when the walk
//! comes to it, a missing terminator when it leaves the block (after the
//! errors of the block's ops), and a terminator before the end of its block
//! with that op's own checks (`structure.rs`).

use crate::context::{Context, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::{BlockId, Body, OpId, OpView};

/// What the blocks of an op's regions must hold.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Needs {
    /// A terminator at the end of every block.
    Terminators,
    /// At least one op in every block but the entry (an unregistered op,
    /// whose regions might need terminators).
    Ops,
    /// Nothing (graph regions, regions without terminators).
    Nothing,
}

/// An op whose regions a walk is in (stored in `body`), and what their
/// blocks need.
pub(super) struct Holder<'a> {
    body: &'a Body,
    op: OpId,
    needs: Needs,
}

impl<'a> Holder<'a> {
    /// The op `op` (stored in `body`) as the holder of its regions.
    pub fn new(ctx: &Context, body: &'a Body, op: OpId) -> Self {
        let needs = match ctx.op_def(body.op_name(op)) {
            Some(d) if d.has(OpTraits::NO_TERMINATOR) || d.has(OpTraits::GRAPH_REGIONS) => {
                Needs::Nothing
            }
            Some(_) => Needs::Terminators,
            None => Needs::Ops,
        };
        Self { body, op, needs }
    }

    /// Checks the blocks the walk comes to before it enters the first that
    /// holds ops: those at the start of the op's regions, or (`after`)
    /// those following that block.
    pub fn check_empty_blocks(
        &self,
        ctx: &Context,
        after: Option<BlockId>,
    ) -> Result<(), Diagnostic> {
        if self.needs == Needs::Nothing {
            return Ok(());
        }
        let inner = self.body.regions_body(self.op);
        let regions = self.body.regions(self.op);
        let (mut index, mut block) = match after {
            None => (0, regions.first().and_then(|&r| inner.entry_block(r))),
            Some(after) => {
                let region = inner.block_region(after);
                let index = regions.iter().position(|&r| Some(r) == region);
                (index.unwrap_or(regions.len()), inner.next_block(after))
            }
        };
        loop {
            let Some(current) = block else {
                index += 1;
                let Some(&region) = regions.get(index) else {
                    return Ok(());
                };
                block = inner.entry_block(region);
                continue;
            };
            if inner.first_op(current).is_some() {
                return Ok(());
            }
            self.check_empty(ctx, current)?;
            block = inner.next_block(current);
        }
    }

    /// Checks `block`, empty, of the holder's regions: whether it may be.
    fn check_empty(&self, ctx: &Context, block: BlockId) -> Result<(), Diagnostic> {
        let reported = match self.needs {
            Needs::Terminators => true,
            Needs::Ops => !self.body.regions_body(self.op).is_entry_block(block),
            Needs::Nothing => false,
        };
        if reported {
            let view = OpView::new(ctx, self.body, self.op);
            return Err(view.plain_error("empty block: expect at least a terminator"));
        }
        Ok(())
    }

    /// Checks one block of the holder's regions on its own, as the walk
    /// does: [`Holder::check_block_end`] at its last op, or whether it may
    /// be empty.
    pub fn check_block(&self, ctx: &Context, block: BlockId) -> Result<(), Diagnostic> {
        let inner = self.body.regions_body(self.op);
        match inner.last_op(block) {
            Some(last) => self.check_block_end(ctx, inner, last),
            None => self.check_empty(ctx, block),
        }
    }

    /// Checks the end of the block of `op` (stored in `body`, in one of
    /// the holder's regions) when the walk leaves `op`: if it is the last
    /// op, it must be a terminator, and the empty blocks that follow are
    /// reported.
    #[inline]
    pub fn check_block_end(&self, ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        if body.next_op(op).is_some() {
            return Ok(()); // most ops: checked inline, no call
        }
        self.check_last_op(ctx, body, op)
    }

    /// [`Holder::check_block_end`] for the last op of its block.
    fn check_last_op(&self, ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let view = OpView::new(ctx, body, op);
        // An unregistered op might be a terminator.
        let terminator = view
            .definition()
            .is_none_or(|d| d.has(OpTraits::TERMINATOR));
        if self.needs == Needs::Terminators && !terminator {
            let op = crate::syntax::printer::print_op_in_scope(ctx, body, op);
            return Err(view.plain_error(format!("block with no terminator, has {op}")));
        }
        self.check_empty_blocks(ctx, body.op_block(op))
    }
}
