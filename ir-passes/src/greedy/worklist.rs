//! The driver's worklist: a stack of ops without duplicates; removal is
//! lazy (constant time), stale entries are skipped when popped.

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

    /// The most recently added op still waiting.
    pub(super) fn pop(&mut self) -> Option<OpId> {
        while let Some(op) = self.stack.pop() {
            // Entries of removed ops stay on the stack until popped here.
            if self.queued.remove(op).is_some() {
                return Some(op);
            }
        }
        None
    }

    /// Forgets `op` (it was erased), in constant time.
    pub(super) fn remove(&mut self, op: OpId) {
        self.queued.remove(op);
    }
}
