//! The operands of a body's ops, held in one arena per [`Body`].
//!
//! An op keeps only where its operands start in the arena and how many it
//! has (8 bytes, nothing at all for an op without operands). Each slot
//! holds the value used, the op using it, and its links in that value's
//! use list as arena positions (4 bytes each): as MLIR's `OpOperand`, whose
//! use-list links live in the operand itself, in 24 bytes a slot.
//!
//! Slots of erased ops, and of operand lists replaced by ones of another
//! length, become garbage. Once garbage outnumbers the live slots, the
//! next allocation compacts the arena, renumbering the links. Each
//! compaction costs what the garbage it clears took to make, so the
//! work stays amortised O(1) a slot.

use super::body::{Body, UseRef};
use super::{OpId, ValueId};
use std::num::NonZeroU32;

/// A slot's position in the arena (stored plus one, so that
/// `Option<SlotLink>` takes four bytes).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct SlotLink(NonZeroU32);

impl SlotLink {
    fn new(position: usize) -> Self {
        let stored = u32::try_from(position + 1).expect("fewer than 2^32 operands in a body");
        SlotLink(NonZeroU32::new(stored).expect("position + 1 is not zero"))
    }

    fn position(self) -> usize {
        self.0.get() as usize - 1
    }
}

/// Where an op's operands are in its body's arena.
#[derive(Copy, Clone, Default, Debug)]
pub(crate) struct OperandRange {
    start: u32,
    len: u32,
}

impl OperandRange {
    /// Whether the op has no operands.
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many operands the op has.
    pub(crate) fn len(&self) -> usize {
        self.len as usize
    }

    fn positions(&self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// One operand: the value used, its user, and its neighbours in the
/// value's use list.
#[derive(Clone, Debug)]
pub(crate) struct OperandSlot {
    pub(crate) value: ValueId,
    pub(crate) owner: OpId,
    pub(crate) prev: Option<SlotLink>,
    pub(crate) next: Option<SlotLink>,
}

/// The slots of one body's operands.
#[derive(Clone, Default)]
pub(crate) struct OperandArena {
    slots: Vec<OperandSlot>,
    /// Slots no op owns any more.
    garbage: usize,
}

/// Below this much garbage the arena is never compacted: small bodies
/// are not renumbered for a few slots.
const MIN_GARBAGE_TO_COMPACT: usize = 1024;

impl OperandArena {
    /// The slots of `range`.
    pub(crate) fn slots(&self, range: OperandRange) -> &[OperandSlot] {
        &self.slots[range.positions()]
    }

    /// The slots of `range`, mutably.
    pub(crate) fn slots_mut(&mut self, range: OperandRange) -> &mut [OperandSlot] {
        &mut self.slots[range.positions()]
    }

    /// The slot at `link`.
    pub(crate) fn slot(&self, link: SlotLink) -> &OperandSlot {
        &self.slots[link.position()]
    }

    /// The slot at `link`, mutably.
    pub(crate) fn slot_mut(&mut self, link: SlotLink) -> &mut OperandSlot {
        &mut self.slots[link.position()]
    }

    /// Marks the slots of `range` as owned by no op (they must be
    /// unlinked from their use lists already).
    pub(crate) fn free(&mut self, range: OperandRange) {
        self.garbage += range.len();
    }

    pub(crate) fn needs_compaction(&self) -> bool {
        self.garbage >= MIN_GARBAGE_TO_COMPACT && self.garbage * 2 > self.slots.len()
    }
}

impl Body {
    /// The link of operand `at.index` of `at.op`.
    pub(crate) fn operand_link(&self, at: UseRef) -> SlotLink {
        let range = self.ops[at.op].operands;
        debug_assert!((at.index as usize) < range.len(), "no such operand");
        SlotLink::new(range.start as usize + at.index as usize)
    }

    /// The use (op and operand index) that the slot at `link` is.
    pub(crate) fn use_at(&self, link: SlotLink) -> UseRef {
        let op = self.operands.slot(link).owner;
        let start = self.ops[op].operands.start as usize;
        UseRef {
            op,
            index: (link.position() - start) as u32,
        }
    }

    /// The links of `op`'s operands, in order.
    pub(crate) fn operand_links(&self, op: OpId) -> impl Iterator<Item = SlotLink> {
        self.ops[op].operands.positions().map(SlotLink::new)
    }

    /// Gives the operand arena's unused capacity back to the allocator:
    /// for a body filled once, as the parser fills a function's, whose
    /// arena grew by doubling.
    pub(crate) fn trim_operands(&mut self) {
        self.operands.slots.shrink_to_fit();
    }

    /// Gives `op` (whose operands were freed, or which had none) fresh,
    /// unlinked slots using `values`, compacting the arena first if it is
    /// mostly garbage.
    pub(crate) fn allocate_operands(&mut self, op: OpId, values: &[ValueId]) {
        self.ops[op].operands = OperandRange::default();
        if values.is_empty() {
            return;
        }
        if self.operands.needs_compaction() {
            self.compact_operands();
        }
        let start = self.operands.slots.len();
        self.operands
            .slots
            .extend(values.iter().map(|&value| OperandSlot {
                value,
                owner: op,
                prev: None,
                next: None,
            }));
        self.ops[op].operands = OperandRange {
            start: u32::try_from(start).expect("fewer than 2^32 operands in a body"),
            len: values.len() as u32,
        };
    }

    /// Copies every op's slots, in storage order of the ops, into a new
    /// arena without garbage, and renumbers the use-list links.
    fn compact_operands(&mut self) {
        let old = std::mem::take(&mut self.operands.slots);
        let live = old.len() - self.operands.garbage;
        let mut moved_to: Vec<Option<SlotLink>> = vec![None; old.len()];
        let mut slots = Vec::with_capacity(live + live / 2);
        for data in self.ops.values_mut() {
            let range = data.operands;
            data.operands.start = slots.len() as u32;
            for position in range.positions() {
                moved_to[position] = Some(SlotLink::new(slots.len()));
                slots.push(old[position].clone());
            }
        }
        let renumber = |link: Option<SlotLink>| link.and_then(|l| moved_to[l.position()]);
        for slot in &mut slots {
            slot.prev = renumber(slot.prev);
            slot.next = renumber(slot.next);
        }
        for value in self.values.values_mut() {
            value.first_use = renumber(value.first_use);
        }
        self.operands = OperandArena { slots, garbage: 0 };
    }
}
