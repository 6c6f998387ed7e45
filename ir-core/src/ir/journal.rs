//! The change journal of a [`Body`]: which ops and blocks changed since it
//! was opened, so that verification after a pass re-checks only what the
//! pass touched (`verifier::changed`).
//!
//! Every mutation of a body goes through the methods of `mutate.rs`,
//! `block_moves.rs` and `pass_access.rs`, and each records here what it
//! touched, as it bumps [`Body::revision`]:
//!
//! - an op whose operands, attributes or properties were set, or that was
//!   inserted into a block (created or moved);
//! - the op that stops being the last of its block when one is inserted
//!   after it (a terminator must be last);
//! - a block whose ops or arguments changed (its end, its emptiness, the
//!   branches into it and the op holding it see it);
//! - an op with regions that was inserted: the uses nested in it may no
//!   longer be dominated;
//! - and, for changes the journal does not describe op by op (blocks
//!   created, moved or erased, successors set, regions created, nested
//!   bodies attached), that the whole body must be verified again.
//!
//! A journal is only kept while open ([`Body::open_journal`]); one that
//! grows past the size of its body also gives up op-level detail, so a
//! journal never holds more entries than its body has ops.
//!
//! Beside the journal, which can give up, every op carries a stamp that
//! cannot: one bit, by op slot, set at the op's own changes (created,
//! inserted other than by [`Body::move_op`], operands, attributes,
//! properties, successors or regions set) and cleared for all ops when a
//! journal opens. An op without it has the name, attributes, properties,
//! operand and result types it had at the last opening, wherever it moved
//! since ([`Body::op_kept_since_journal_opened`]): the checks that read
//! only those need not run again.

use super::body::Body;
use super::{BlockId, OpId};

/// What changed in a body since its journal was opened.
#[derive(Default, Debug)]
pub struct Journal {
    ops: Vec<OpId>,
    blocks: Vec<BlockId>,
    moved_trees: Vec<OpId>,
    whole: bool,
}

impl Journal {
    /// The ops touched (with repeats; some may be erased since).
    pub fn ops(&self) -> &[OpId] {
        &self.ops
    }

    /// The blocks whose ops or arguments changed (with repeats; some may
    /// be erased since).
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// The ops with regions that were inserted into a block (with repeats).
    pub fn moved_trees(&self) -> &[OpId] {
        &self.moved_trees
    }

    /// Whether a change not described op by op happened: everything in the
    /// body must be verified again.
    pub fn whole(&self) -> bool {
        self.whole
    }

    fn entries(&self) -> usize {
        self.ops.len() + self.blocks.len() + self.moved_trees.len()
    }

    fn give_up(&mut self) {
        *self = Self {
            whole: true,
            ..Self::default()
        };
    }
}

/// Entries a journal holds at least before it gives up op-level detail
/// (beyond that, as many as its body has ops).
const MIN_ENTRIES: usize = 4096;

impl Body {
    /// Opens a new, empty journal of the changes to this body (nested
    /// isolated bodies keep their own), dropping the previous one.
    pub fn open_journal(&mut self) {
        self.journal = Some(Box::default());
        self.journal_opened = true;
        self.changed.clear();
    }

    /// Whether `op` kept its own data (name, attributes, properties,
    /// operands, results, successors, regions) since [`Body::open_journal`]
    /// was last called, though it may have moved; `false` if no journal
    /// was ever opened.
    pub fn op_kept_since_journal_opened(&self, op: OpId) -> bool {
        self.journal_opened && !self.changed.contains(op.slot())
    }

    /// Stamps `op` as changed since the last opening (nothing to record
    /// before the first journal: every op counts as changed then). A slot
    /// keeps its stamp when its op is erased, which only makes the next op
    /// stored there (stamped when created anyway) count as changed.
    pub(crate) fn stamp_op(&mut self, op: OpId) {
        if self.journal_opened {
            self.changed.grow_and_insert(op.slot());
        }
    }

    /// The journal of the changes since [`Body::open_journal`], if one is
    /// open.
    pub fn journal(&self) -> Option<&Journal> {
        self.journal.as_deref()
    }

    /// Records that `op` changed.
    pub(crate) fn journal_op(&mut self, op: OpId) {
        self.record(|journal| journal.ops.push(op));
    }

    /// Records that the ops or arguments of `block` changed.
    pub(crate) fn journal_block(&mut self, block: BlockId) {
        self.record(|journal| journal.blocks.push(block));
    }

    /// Records that `op`, which has regions, was inserted into a block.
    pub(crate) fn journal_moved_tree(&mut self, op: OpId) {
        self.record(|journal| journal.moved_trees.push(op));
    }

    /// Adds an entry to the open journal, if any, giving up op-level
    /// detail when it grows past its limit.
    fn record(&mut self, add: impl FnOnce(&mut Journal)) {
        let limit = self.ops.len().max(MIN_ENTRIES);
        if let Some(journal) = self.journal.as_deref_mut().filter(|j| !j.whole) {
            add(journal);
            if journal.entries() > limit {
                journal.give_up();
            }
        }
    }

    /// Records a change that the journal does not describe op by op.
    pub(crate) fn journal_whole(&mut self) {
        if let Some(journal) = self.journal.as_deref_mut() {
            journal.give_up();
        }
    }
}
