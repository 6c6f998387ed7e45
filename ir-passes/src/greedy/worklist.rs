//! The driver's worklist: a stack of ops without duplicates; removal is
//! lazy (constant time), stale entries are skipped when popped.
//!
//! In the region driver a change also reaches the ops enclosing the
//! changed op, as in MLIR's driver (`addToWorklist` enqueues the op's
//! ancestors up to the driver's scope): a region op's patterns look into
//! its regions (an `scf.if` whose branches came to yield one value). MLIR
//! walks every ancestor at every change, which makes deep nesting
//! quadratic; here an enclosing op is marked when a change first reaches
//! it, and the walk up stops at an op already marked (the marked ops are
//! closed under enclosing). A marked op is pushed when marked, and every
//! marked op is pushed once more when the stack empties, after which the
//! marks are cleared: every change inside an op is followed by a visit
//! of the op, and each op is walked through once per emptying.
//!
//! Ops that only see a change next to them (the terminator of a block
//! that lost an op, the branches into it), which MLIR's driver does not
//! queue, wait on a second stack, taken from only when the first is
//! empty: they are visited within the round, as MLIR's next round would,
//! without coming between the ops MLIR's driver visits in turn.

use ir_core::{Body, OpId};
use slotmap::SecondaryMap;

/// Ops waiting to be visited; an op is on it at most once.
#[derive(Default)]
pub(super) struct Worklist {
    stack: OpStack,
    /// Ops that only see a change next to them, visited once `stack`
    /// is empty.
    deferred: OpStack,
    /// The enclosing ops changes reached since the stack last emptied,
    /// when the worklist revisits them.
    enclosing: Option<Enclosing>,
}

/// A stack of ops without duplicates, with lazy removal.
#[derive(Default)]
struct OpStack {
    ops: Vec<OpId>,
    queued: SecondaryMap<OpId, ()>,
}

impl OpStack {
    /// Adds `op` unless it is already waiting.
    fn push(&mut self, op: OpId) {
        if self.queued.insert(op, ()).is_none() {
            self.ops.push(op);
        }
    }

    /// The most recently added op still waiting.
    fn pop(&mut self) -> Option<OpId> {
        // Entries of removed ops stay on the stack until popped here.
        while let Some(op) = self.ops.pop() {
            if self.queued.remove(op).is_some() {
                return Some(op);
            }
        }
        None
    }

    /// Forgets `op`, in constant time.
    fn remove(&mut self, op: OpId) {
        self.queued.remove(op);
    }
}

/// Enclosing ops marked for a visit once the stack empties.
#[derive(Default)]
struct Enclosing {
    marked: SecondaryMap<OpId, ()>,
    /// The marked ops, innermost of each walk first.
    order: Vec<OpId>,
}

impl Worklist {
    /// A worklist that revisits the ops enclosing a changed op (the
    /// region driver's; see the module doc).
    pub(super) fn revisiting_enclosing_ops() -> Self {
        Self {
            enclosing: Some(Enclosing::default()),
            ..Self::default()
        }
    }

    /// Adds `op` unless it is already waiting.
    pub(super) fn push(&mut self, op: OpId) {
        self.stack.push(op);
    }

    /// Adds `op`, which a change made or reached, and, in a worklist
    /// that revisits them, the ops enclosing it; nothing if `op` is no
    /// longer in `body`.
    pub(super) fn push_changed(&mut self, body: &Body, op: OpId) {
        if !body.contains_op(op) {
            return;
        }
        self.push(op);
        let Some(enclosing) = &mut self.enclosing else {
            return;
        };
        let mut inner = op;
        while let Some(parent) = body.parent_op(inner) {
            if enclosing.marked.insert(parent, ()).is_some() {
                break;
            }
            enclosing.order.push(parent);
            self.stack.push(parent);
            inner = parent;
        }
    }

    /// Adds `op`, which only sees a change next to it, to the ops
    /// visited once no other waits; nothing if `op` is no longer in
    /// `body` or already waits there.
    pub(super) fn push_deferred(&mut self, body: &Body, op: OpId) {
        if body.contains_op(op) {
            self.deferred.push(op);
        }
    }

    /// The most recently added op still waiting; when none is, the most
    /// recently deferred one; when none is, the marked enclosing ops,
    /// outermost first.
    pub(super) fn pop(&mut self) -> Option<OpId> {
        loop {
            if let Some(op) = self.stack.pop().or_else(|| self.deferred.pop()) {
                return Some(op);
            }
            let enclosing = self.enclosing.as_mut()?;
            if enclosing.order.is_empty() {
                return None;
            }
            let order = std::mem::take(&mut enclosing.order);
            // Unmarked one by one: clearing the map would cost the size
            // of the body at every emptying.
            order.iter().for_each(|&op| _ = enclosing.marked.remove(op));
            // The driver skips the ones erased since they were marked.
            order.into_iter().for_each(|op| self.push(op));
        }
    }

    /// Forgets `op` (it was erased), in constant time.
    pub(super) fn remove(&mut self, op: OpId) {
        self.stack.remove(op);
        self.deferred.remove(op);
    }
}
