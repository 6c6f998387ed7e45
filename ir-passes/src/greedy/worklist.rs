//! The driver's worklist: a stack of ops without duplicates.

use ir_core::OpId;
use slotmap::SecondaryMap;

/// Ops waiting to be visited; an op is on it at most once.
#[derive(Default)]
pub(super) struct Worklist {
    stack: Vec<OpId>,
    queued: SecondaryMap<OpId, ()>,
}

impl Worklist {
    /// Adds `op` unless it is already waiting.
    pub(super) fn push(&mut self, op: OpId) {
        if self.queued.insert(op, ()).is_none() {
            self.stack.push(op);
        }
    }

    /// The most recently added op.
    pub(super) fn pop(&mut self) -> Option<OpId> {
        let op = self.stack.pop()?;
        self.queued.remove(op);
        Some(op)
    }

    /// Forgets `op` (it was erased).
    pub(super) fn remove(&mut self, op: OpId) {
        if self.queued.remove(op).is_some() {
            self.stack.retain(|&o| o != op);
        }
    }
}
