//! The ops CSE has seen, found again by structural equivalence: same name,
//! attributes, properties, result types, operands (in any order for
//! commutative ops) and regions (`regions.rs`), and for ops that read
//! memory, the same block and count of writes before them. The table holds only op ids with their hash and
//! compares the ops themselves on a hash match (as MLIR's
//! `OperationEquivalence`), so an entry costs a few words however many
//! operands the op has.

use super::regions;
use hashbrown::HashTable;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, ValueId};
use rustc_hash::FxHasher;
use slotmap::SecondaryMap;
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

/// Where a reading op reads: its block and the writes before it there.
pub(super) type MemoryPoint = Option<(BlockId, u32)>;

/// One known op (two words, so that the table of a million-op block
/// stays small; where a reading op reads is kept aside).
struct Entry {
    hash: u64,
    op: OpId,
}

/// Known ops with nested scopes: entries added in a scope disappear when
/// it is left (MLIR's `ScopedHashTable`).
pub(super) struct KnownOps {
    table: HashTable<Entry>,
    /// Where each known op that reads memory reads.
    reads: SecondaryMap<OpId, (BlockId, u32)>,
    /// (hash, op) of every entry added while a scope opened on a non-empty
    /// table was open, in insertion order (the others go all at once).
    log: Vec<(u64, OpId)>,
    /// How many open scopes were opened on a non-empty table. The scopes
    /// opened on an empty one are the outermost (the entries of the scopes
    /// around a scope opened on a non-empty table stay while it is open),
    /// so while none of the others is open an entry needs no log: leaving
    /// any scope then empties the table.
    logging: usize,
    /// Whether commutative ops' operands are compared in any order.
    unordered: bool,
}

/// Where a scope began (see [`KnownOps::enter`]).
#[derive(Copy, Clone)]
pub(super) struct Mark {
    log: usize,
    on_empty: bool,
}

impl KnownOps {
    /// No known ops; with `unordered`, the operands of commutative ops
    /// match in any order. (The table grows as needed: sized for the whole
    /// function up front, it would spread the few entries that the scopes
    /// of a large CFG keep at a time over far more memory than the cache.)
    pub(super) fn new(unordered: bool) -> Self {
        Self {
            table: HashTable::new(),
            reads: SecondaryMap::new(),
            log: Vec::new(),
            logging: 0,
            unordered,
        }
    }

    /// Opens a scope, to leave with the mark returned.
    pub(super) fn enter(&mut self) -> Mark {
        let on_empty = self.table.is_empty();
        self.logging += usize::from(!on_empty);
        Mark {
            log: self.log.len(),
            on_empty,
        }
    }

    /// Leaves the scope of `mark`, forgetting every op added since.
    pub(super) fn leave(&mut self, mark: Mark) {
        if mark.on_empty {
            // Everything was added since: it goes without a lookup each
            // (none of it logged, the scopes inside having drained theirs).
            debug_assert!(self.log.is_empty());
            self.table.clear();
            return;
        }
        self.logging -= 1;
        for (hash, op) in self.log.drain(mark.log..) {
            if let Ok(entry) = self.table.find_entry(hash, |e| e.op == op) {
                entry.remove();
            }
        }
    }

    /// The known op equivalent to `op`, or `None` after making `op` known
    /// in the current scope.
    pub(super) fn find_or_insert(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        memory: MemoryPoint,
    ) -> Option<OpId> {
        let commutative = self.unordered && ctx.op_has(body.op_name(op), OpTraits::COMMUTATIVE);
        let operands = operand_key(body, op, commutative);
        let with_regions = !body.regions(op).is_empty();
        let shape = with_regions.then(|| regions::fingerprint(body, op));
        let hash = hash_op(body, op, &operands, (memory, shape));
        let reads = &self.reads;
        let same = |e: &Entry| {
            e.hash == hash
                && reads.get(e.op).copied() == memory
                && equivalent(body, e.op, op)
                && operand_key(body, e.op, commutative) == operands
                && (!with_regions || regions::regions_equivalent(body, e.op, op))
        };
        if let Some(entry) = self.table.find(hash, same) {
            return Some(entry.op);
        }
        self.table
            .insert_unique(hash, Entry { hash, op }, |e| e.hash);
        if let Some(point) = memory {
            self.reads.insert(op, point);
        }
        if self.logging > 0 {
            self.log.push((hash, op));
        }
        None
    }
}

/// The operands as compared: sorted when their order does not matter.
fn operand_key(body: &Body, op: OpId, commutative: bool) -> SmallVec<[ValueId; 4]> {
    let mut operands: SmallVec<[ValueId; 4]> = body.operands(op).collect();
    if commutative {
        operands.sort_unstable();
    }
    operands
}

/// The hash of what [`equivalent`] compares, the operands as compared, and
/// `extra` (what else the caller's equivalence includes).
pub(crate) fn hash_op(body: &Body, op: OpId, operands: &[ValueId], extra: impl Hash) -> u64 {
    let mut hasher = FxHasher::default();
    body.op_name(op).hash(&mut hasher);
    body.op_attrs(op).hash(&mut hasher);
    body.op_properties(op).hash(&mut hasher);
    operands.hash(&mut hasher);
    for &result in body.results(op) {
        body.value_type(result).hash(&mut hasher);
    }
    extra.hash(&mut hasher);
    hasher.finish()
}

/// Equal in everything but the operands (what GVN compares too).
pub(crate) fn equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    body.op_name(a) == body.op_name(b)
        && body.op_attrs(a) == body.op_attrs(b)
        && body.op_properties(a) == body.op_properties(b)
        && body.results(a).len() == body.results(b).len()
        && body
            .results(a)
            .iter()
            .zip(body.results(b))
            .all(|(&x, &y)| body.value_type(x) == body.value_type(y))
}
