//! The ops that stay after a change and see it: what region simplification
//! hands the greedy driver to revisit, as the driver's own worklist does
//! after a rewrite.

use ir_core::ir::ValueDef;
use ir_core::{BlockId, Body, OpId, ValueId};
use rustc_hash::FxHashSet;
use slotmap::SecondaryMap;

/// What was noted: an op, or a block whose terminator and incoming
/// branches see a change in it.
enum Noted {
    Op(OpId),
    Block(BlockId),
}

/// Ops and blocks noted as changed or seeing a change, in the order
/// noted; some may be erased later (the reader skips those). One that
/// discards notes nothing, for callers that do not revisit.
pub(crate) struct Touched {
    noting: bool,
    noted: Vec<Noted>,
    /// The blocks noted so far (each once: their watchers are walked).
    blocks: SecondaryMap<BlockId, ()>,
}

impl Touched {
    /// An empty list that notes.
    pub(crate) fn new() -> Self {
        Self {
            noting: true,
            noted: Vec::new(),
            blocks: SecondaryMap::new(),
        }
    }

    /// A list that notes nothing.
    pub(crate) fn discarding() -> Self {
        Self {
            noting: false,
            ..Self::new()
        }
    }

    /// Notes `op`.
    pub(crate) fn op(&mut self, op: OpId) {
        if self.noting {
            self.noted.push(Noted::Op(op));
        }
    }

    /// Notes that `block` changed: its terminator and the branches into
    /// it see the change.
    pub(crate) fn block(&mut self, block: BlockId) {
        if self.noting && self.blocks.insert(block, ()).is_none() {
            self.noted.push(Noted::Block(block));
        }
    }

    /// Notes the ops that see `value` lose a use ([`Body::value_watchers`]).
    pub(crate) fn lost_use(&mut self, body: &Body, value: ValueId) {
        if !self.noting {
            return;
        }
        match body.value_def(value) {
            ValueDef::Result { op, .. } => self.op(op),
            ValueDef::Argument { block, .. } => self.block(block),
            ValueDef::Placeholder => {}
        }
    }

    /// Notes what sees the branches into `block` lose operands (to its
    /// arguments): the block, the blocks of the branches, and the values
    /// they pass.
    pub(crate) fn branches_lose_operands(&mut self, body: &Body, block: BlockId) {
        if !self.noting {
            return;
        }
        self.block(block);
        for branch_use in body.block_uses(block) {
            for value in body.operands(branch_use.op) {
                self.lost_use(body, value);
            }
            if let Some(from) = body.op_block(branch_use.op) {
                self.block(from);
            }
        }
    }

    /// The noted ops still in `body` (a block's standing for its
    /// watchers), each once, in the order first noted.
    pub(crate) fn into_live_ops(self, body: &Body) -> Vec<OpId> {
        let mut seen = FxHashSet::default();
        let mut ops = Vec::new();
        for noted in self.noted {
            match noted {
                Noted::Op(op) => ops.push(op),
                Noted::Block(block) if body.contains_block(block) => {
                    ops.extend(body.block_watchers(block));
                }
                Noted::Block(_) => {}
            }
        }
        ops.retain(|&op| body.contains_op(op) && seen.insert(op));
        ops
    }
}
