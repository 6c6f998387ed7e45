//! The storage of one isolation scope ([`Body`]) and read access to it.

use super::compact::{OpParts, OptionalAttr, PackedDef};
use super::journal::Journal;
use super::operands::{OperandArena, OperandRange, SlotLink};
use super::{BlockId, OpId, RegionId, ValueId};
use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::OpName;
use fixedbitset::FixedBitSet;
use slotmap::SlotMap;
use std::sync::atomic::{AtomicU64, Ordering};
use thin_vec::ThinVec;

/// One use of a value (operand `index` of `op`) or of a block (successor `index` of `op`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct UseRef {
    /// The using op.
    pub op: OpId,
    /// Operand (or successor) position in that op.
    pub index: u32,
}

/// A successor slot: the target block and its links in that block's use list.
#[derive(Clone, Debug)]
pub(crate) struct BlockOperand {
    pub(crate) block: BlockId,
    pub(crate) prev: Option<UseRef>,
    pub(crate) next: Option<UseRef>,
}

/// An operation, in 64 bytes: its operands live in the body's arena
/// (`OperandRange` says where), and its results, successors, regions
/// and nested body share 16 (`OpParts`: one result inline, or a branch's
/// successors behind one pointer, or everything behind one pointer for
/// the few ops with more).
///
/// `Clone` copies the op's shell: its nested body (if any) is not copied
/// (see `Body::deep_copy`, which attaches copies of nested bodies itself).
#[derive(Clone)]
pub struct OpData {
    pub(crate) name: OpName,
    pub(crate) loc: Attr,
    pub(crate) attrs: Attr,
    pub(crate) properties: OptionalAttr,
    pub(crate) operands: OperandRange,
    /// Results, successors, regions and the nested body (the storage of
    /// the regions when the op is isolated from above).
    pub(crate) parts: OpParts,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
}

impl OpData {
    /// A detached op with no operands, results, successors or regions.
    pub(crate) fn new(name: OpName, loc: Attr, attrs: Attr, properties: OptionalAttr) -> Self {
        Self {
            name,
            loc,
            attrs,
            properties,
            operands: OperandRange::default(),
            parts: OpParts::default(),
            parent: None,
            prev: None,
            next: None,
        }
    }
}

/// A block: arguments and a list of ops, in 72 bytes.
#[derive(Clone)]
pub struct BlockData {
    /// Thin (one pointer, no allocation when empty): most blocks have none.
    pub(crate) args: ThinVec<ValueId>,
    /// Where each argument was declared, in the order of `args` (kept
    /// here rather than in every value).
    pub(crate) arg_locs: ThinVec<Attr>,
    pub(crate) first_op: Option<OpId>,
    pub(crate) last_op: Option<OpId>,
    pub(crate) parent: Option<RegionId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
    pub(crate) first_use: Option<UseRef>,
}

/// A region: a list of blocks, owned by an op.
#[derive(Clone)]
pub struct RegionData {
    pub(crate) first_block: Option<BlockId>,
    pub(crate) last_block: Option<BlockId>,
    /// The owning op; `None` for the regions at the root of an isolated op's body.
    pub(crate) parent: Option<OpId>,
}

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// Result position.
        index: u32,
    },
    /// Argument `index` of `block` (its location: [`Body::value_loc`]).
    Argument {
        /// The owning block.
        block: BlockId,
        /// Argument position.
        index: u32,
    },
    /// A value not defined yet (a parser forward reference); never left in finished IR.
    Placeholder,
}

/// An SSA value, in 20 bytes.
#[derive(Clone)]
pub struct ValueData {
    pub(crate) ty: Type,
    /// Where it comes from ([`Body::value_def`] unpacks it).
    pub(crate) def: PackedDef,
    /// The head of its use list, in the body's operand arena.
    pub(crate) first_use: Option<SlotLink>,
}

/// A number no other [`Body`] of the process has: a new body (a copy
/// too) draws the next one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BodyIdentity(u64);

impl Default for BodyIdentity {
    fn default() -> Self {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        BodyIdentity(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

/// A body's identity and revision ([`Body::stamp`]): equal stamps, equal
/// contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BodyStamp {
    body: u64,
    revision: u64,
}

impl BodyStamp {
    /// Which body the stamp is of: a number no other body of the process
    /// has (its revision set aside).
    pub fn body(&self) -> u64 {
        self.body
    }
}

/// All ops, blocks, regions and values of one isolation scope.
#[derive(Default)]
pub struct Body {
    pub(crate) ops: SlotMap<OpId, OpData>,
    pub(crate) blocks: SlotMap<BlockId, BlockData>,
    pub(crate) regions: SlotMap<RegionId, RegionData>,
    pub(crate) values: SlotMap<ValueId, ValueData>,
    /// The operands of the ops stored here.
    pub(crate) operands: OperandArena,
    /// Tells this body from every other of the process (see [`Body::stamp`]).
    pub(crate) identity: BodyIdentity,
    /// Counts the changes made here (see [`Body::revision`]).
    pub(crate) revision: u64,
    /// How many ops stored here own a nested body (kept by
    /// [`Body::set_nested`]): with none, finding them scans nothing.
    pub(crate) isolated: usize,
    /// While recording ([`Body::record_lost_uses`]): the values that lost
    /// a use or were created since, with repeats.
    pub(crate) lost_uses: Option<Vec<ValueId>>,
    /// While open ([`Body::open_journal`]): what changed, op by op.
    pub(crate) journal: Option<Box<Journal>>,
    /// Whether a journal was ever opened here (before, every op counts as
    /// changed).
    pub(crate) journal_opened: bool,
    /// By op slot: whether the op there was created, inserted, or had its
    /// operands, attributes, properties, successors or regions set since
    /// the last journal opened (moves, [`Body::move_op`], leave it). One
    /// bit per slot: it grows by a word per 64 ops, with no reallocation
    /// worth the name while a pass adds ops.
    pub(crate) changed: FixedBitSet,
}

impl Drop for Body {
    /// Drops nested bodies with an explicit stack: a million nested isolated
    /// ops must not overflow the native stack.
    fn drop(&mut self) {
        let mut stack: Vec<Box<Body>> = self
            .ops
            .values_mut()
            .filter_map(|o| o.parts.replace_nested(None))
            .collect();
        while let Some(mut body) = stack.pop() {
            stack.extend(
                body.ops
                    .values_mut()
                    .filter_map(|o| o.parts.replace_nested(None)),
            );
        }
    }
}

/// A top-level op together with the storage that holds it (what the parser returns).
pub struct OwnedOp {
    /// Storage of the op itself (its regions may live in a nested body).
    pub body: Body,
    /// The op.
    pub op: OpId,
}

/// Iterator over a value's or block's uses.
pub struct Uses<'a> {
    body: &'a Body,
    next: NextUse,
}

/// Where a use list goes on: operand slots link by arena position,
/// successor slots by op and index.
#[derive(Copy, Clone)]
enum NextUse {
    Operand(Option<SlotLink>),
    Successor(Option<UseRef>),
}

impl Iterator for Uses<'_> {
    type Item = UseRef;
    fn next(&mut self) -> Option<UseRef> {
        match self.next {
            NextUse::Operand(link) => {
                let link = link?;
                self.next = NextUse::Operand(self.body.operands.slot(link).next);
                Some(self.body.use_at(link))
            }
            NextUse::Successor(at) => {
                let at = at?;
                let successor = &self.body.ops[at.op].parts.successors()[at.index as usize];
                self.next = NextUse::Successor(successor.next);
                Some(at)
            }
        }
    }
}

/// Iterator over the ops watching a block ([`Body::block_watchers`]):
/// its terminator, then the branches into it, leaving out `skip`. A plain
/// struct rather than an adapter chain: the greedy driver asks for these
/// around every rewrite.
pub struct Watchers<'a> {
    terminator: Option<OpId>,
    branches: Uses<'a>,
    skip: Option<OpId>,
}

impl Iterator for Watchers<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        if let Some(terminator) = self.terminator.take().filter(|&t| Some(t) != self.skip) {
            return Some(terminator);
        }
        loop {
            let op = self.branches.next()?.op;
            if Some(op) != self.skip {
                return Some(op);
            }
        }
    }
}

impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty body with room for `ops` ops, `values` values and
    /// `blocks` blocks: the storage of a body grows by doubling, so a body
    /// filled to a size known beforehand (a parsed function's) would
    /// otherwise hold up to twice the slots it uses.
    pub fn with_capacity(ops: usize, values: usize, blocks: usize) -> Self {
        let mut body = Self::default();
        body.ops = SlotMap::with_capacity_and_key(ops);
        body.values = SlotMap::with_capacity_and_key(values);
        body.blocks = SlotMap::with_capacity_and_key(blocks);
        body
    }

    /// Starts recording the values that lose a use (any way: an operand
    /// set, an op erased, a use replaced) or are created (they may have
    /// none), until [`Body::take_lost_uses`]: where dead code can appear
    /// in a body that had none.
    pub fn record_lost_uses(&mut self) {
        self.lost_uses = Some(Vec::new());
    }

    /// Stops recording and returns the values recorded since
    /// [`Body::record_lost_uses`] (with repeats; some may be gone).
    pub fn take_lost_uses(&mut self) -> Vec<ValueId> {
        self.lost_uses.take().unwrap_or_default()
    }

    /// A number that every change to this body's ops, blocks, regions,
    /// values or use lists increases (nested isolated bodies count their
    /// own), locations aside: a pass that finds it unchanged has left the
    /// body computing what it computed, so its analyses stay valid and it
    /// needs no new verification.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// What tells this body's contents from any other contents of any
    /// body of the process: two equal stamps are of the same body, not
    /// changed in between (locations aside, as for [`Body::revision`]).
    pub fn stamp(&self) -> BodyStamp {
        BodyStamp {
            body: self.identity.0,
            revision: self.revision,
        }
    }

    /// Records a change (see [`Body::revision`]).
    pub(crate) fn note_change(&mut self) {
        self.revision = self.revision.wrapping_add(1);
    }

    /// Sets the nested body of `op`, returning the one it had; the only
    /// way nested bodies are attached or taken, so the count of isolated
    /// ops stays exact.
    pub(crate) fn set_nested(&mut self, op: OpId, nested: Option<Box<Body>>) -> Option<Box<Body>> {
        let added = nested.is_some();
        self.journal_whole();
        let old = self.ops[op].parts.replace_nested(nested);
        self.isolated = self.isolated + usize::from(added) - usize::from(old.is_some());
        old
    }

    /// Whether `op` is (still) stored here.
    pub fn contains_op(&self, op: OpId) -> bool {
        self.ops.contains_key(op)
    }

    /// Whether `block` is (still) stored here.
    pub fn contains_block(&self, block: BlockId) -> bool {
        self.blocks.contains_key(block)
    }

    /// Whether `region` is (still) stored here.
    pub fn contains_region(&self, region: RegionId) -> bool {
        self.regions.contains_key(region)
    }

    /// Whether `value` is (still) stored here.
    pub fn contains_value(&self, value: ValueId) -> bool {
        self.values.contains_key(value)
    }

    // ----- ops -----

    /// The op's name.
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op].name
    }

    /// The op's location.
    pub fn op_loc(&self, op: OpId) -> Attr {
        self.ops[op].loc
    }

    /// The op's discardable attributes (a dictionary).
    pub fn op_attrs(&self, op: OpId) -> Attr {
        self.ops[op].attrs
    }

    /// The op's properties (a dictionary), if it has any.
    pub fn op_properties(&self, op: OpId) -> Option<Attr> {
        self.ops[op].properties.get()
    }

    /// The op's operand values.
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + '_ {
        self.operands
            .slots(self.ops[op].operands)
            .iter()
            .map(|o| o.value)
    }

    /// Operand `index` of `op`.
    pub fn operand(&self, op: OpId, index: usize) -> ValueId {
        self.operands.slots(self.ops[op].operands)[index].value
    }

    /// Number of operands.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op].operands.len()
    }

    /// The op's results.
    pub fn results(&self, op: OpId) -> &[ValueId] {
        self.ops[op].parts.results()
    }

    /// The op's successor blocks.
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        self.ops[op].parts.successors().iter().map(|s| s.block)
    }

    /// Successor `index` of `op`, if it has that many.
    pub fn successor(&self, op: OpId, index: usize) -> Option<BlockId> {
        self.ops[op].parts.successors().get(index).map(|s| s.block)
    }

    /// Number of successors.
    pub fn num_successors(&self, op: OpId) -> usize {
        self.ops[op].parts.successors().len()
    }

    /// The op's regions; they live in [`Body::regions_body`].
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        self.ops[op].parts.regions()
    }

    /// The body holding the op's regions: its own body if it is isolated, else `self`.
    pub fn regions_body(&self, op: OpId) -> &Body {
        self.ops[op].parts.nested().unwrap_or(self)
    }

    /// Mutable access to the body holding the op's regions.
    pub fn regions_body_mut(&mut self, op: OpId) -> &mut Body {
        if self.ops[op].parts.nested().is_some() {
            self.ops[op].parts.nested_mut().expect("checked above")
        } else {
            self
        }
    }

    /// The ops that see `op`'s block change when `op` is erased or moved:
    /// the block's terminator and the branches into the block.
    pub fn block_neighbours(&self, op: OpId) -> Watchers<'_> {
        match self.op_block(op) {
            Some(block) => Watchers {
                skip: Some(op),
                ..self.block_watchers(block)
            },
            None => Watchers {
                terminator: None,
                branches: Uses {
                    body: self,
                    next: NextUse::Successor(None),
                },
                skip: None,
            },
        }
    }

    /// The ops that see a change in `block`'s ops: its terminator and the
    /// branches into it.
    pub fn block_watchers(&self, block: BlockId) -> Watchers<'_> {
        Watchers {
            terminator: self.last_op(block),
            branches: self.block_uses(block),
            skip: None,
        }
    }

    /// The ops that see `value` lose a use, apart as a driver queues them:
    /// its defining op (it may become dead, as MLIR's driver notes), and
    /// for a block argument its block's terminator and the branches into
    /// the block (a block forwards its arguments only when nothing else
    /// uses them; MLIR's driver does not queue these).
    pub fn value_watchers(
        &self,
        value: ValueId,
    ) -> (Option<OpId>, impl Iterator<Item = OpId> + '_) {
        let (definer, block) = match self.value_def(value) {
            ValueDef::Result { op, .. } => (Some(op), None),
            ValueDef::Argument { block, .. } => (None, Some(block)),
            ValueDef::Placeholder => (None, None),
        };
        let watchers = block.into_iter().flat_map(|b| self.block_watchers(b));
        (definer, watchers)
    }

    /// Whether the op owns a separate body (it is isolated from above).
    pub fn is_isolated(&self, op: OpId) -> bool {
        self.ops[op].parts.nested().is_some()
    }

    /// The nested bodies of every isolated op stored here, as disjoint
    /// mutable borrows: what a pass manager hands to threads, one function
    /// each, with no lock.
    pub fn isolated_bodies_mut(&mut self) -> impl Iterator<Item = (OpId, &mut Body)> {
        debug_assert_eq!(
            self.isolated,
            self.ops
                .values()
                .filter(|o| o.parts.nested().is_some())
                .count(),
            "the count of isolated ops is exact"
        );
        // Most bodies (a function's) hold none: then nothing is scanned.
        let ops = if self.isolated == 0 {
            None
        } else {
            Some(self.ops.iter_mut())
        };
        ops.into_iter()
            .flatten()
            .filter_map(|(op, data)| data.parts.nested_mut().map(|body| (op, body)))
    }

    /// The nested bodies of every isolated op stored here (none scanned
    /// when there are none, as in most functions).
    pub fn isolated_bodies(&self) -> impl Iterator<Item = (OpId, &Body)> {
        let ops = (self.isolated > 0).then(|| self.ops.iter());
        ops.into_iter()
            .flatten()
            .filter_map(|(op, data)| data.parts.nested().map(|body| (op, body)))
    }

    /// How many ops are stored here (those of nested isolated bodies are
    /// stored there, and not counted).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// The name of every op stored here (nested isolated bodies aside), in
    /// storage order: a scan of one array, for questions about which ops a
    /// body holds at all that need no program order.
    pub fn op_names(&self) -> impl Iterator<Item = OpName> + '_ {
        self.stored_ops().map(|(_, name)| name)
    }

    /// Every op stored here (nested isolated bodies aside) with its name,
    /// in storage order: [`Body::op_names`] for a scan that also looks at
    /// the ops it finds. Ops a pass detached and left alive are among them.
    pub fn stored_ops(&self) -> impl Iterator<Item = (OpId, OpName)> + '_ {
        self.ops.iter().map(|(id, op)| (id, op.name))
    }

    /// How many regions are stored here.
    pub fn num_regions(&self) -> usize {
        self.regions.len()
    }

    /// How many ops stored here are isolated from above (own a nested body).
    pub fn num_isolated(&self) -> usize {
        self.isolated
    }

    /// The block containing the op.
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].parent
    }

    /// The next op in the same block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next
    }

    /// The previous op in the same block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev
    }

    /// The region whose block holds `op` (`None` for a detached op).
    pub fn op_region(&self, op: OpId) -> Option<RegionId> {
        self.blocks[self.ops[op].parent?].parent
    }

    /// The op whose region contains `op`, within this body.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op].parent?;
        self.region_parent(self.blocks[block].parent?)
    }

    // ----- blocks -----

    /// The block's arguments.
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block].args
    }

    /// The ops of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            body: self,
            next: self.blocks[block].first_op,
        }
    }

    /// First op of the block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].first_op
    }

    /// Last op of the block (its terminator when the block is well formed).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].last_op
    }

    /// The region containing the block.
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block].parent
    }

    /// The next block of the region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].next
    }

    /// The uses of a block as a successor: (branch op, successor index).
    pub fn block_uses(&self, block: BlockId) -> Uses<'_> {
        Uses {
            body: self,
            next: NextUse::Successor(self.blocks[block].first_use),
        }
    }

    /// The blocks branching to `block` (once per edge).
    pub fn predecessors(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.block_uses(block).filter_map(|u| self.ops[u.op].parent)
    }

    /// The block's successors (those of its last op).
    pub fn block_successors(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.blocks[block]
            .last_op
            .into_iter()
            .flat_map(|op| self.successors(op))
    }

    // ----- regions -----

    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: RegionId) -> RegionBlocks<'_> {
        RegionBlocks {
            body: self,
            next: self.regions[region].first_block,
        }
    }

    /// The entry block of a region.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region].first_block
    }

    /// Whether `block` is the first block of its region (its arguments
    /// are what the region's op or the caller passes; no branch enters it).
    pub fn is_entry_block(&self, block: BlockId) -> bool {
        self.block_region(block).and_then(|r| self.entry_block(r)) == Some(block)
    }

    /// The op owning a region (`None` at the root of an isolated body).
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region].parent
    }

    /// The regions at the root of this body (those of the isolated op that
    /// owns it), in storage order: the order they were made, as long as
    /// no region of this body was freed.
    pub fn root_regions(&self) -> impl Iterator<Item = RegionId> + '_ {
        self.regions
            .iter()
            .filter(|(_, data)| data.parent.is_none())
            .map(|(region, _)| region)
    }

    /// The op holding `region` and the region's index among that op's
    /// regions; `None` for a region at the root of this body.
    pub fn region_position(&self, region: RegionId) -> Option<(OpId, usize)> {
        let parent = self.region_parent(region)?;
        let index = self.regions(parent).iter().position(|&r| r == region)?;
        Some((parent, index))
    }

    // ----- values -----

    /// A value's type.
    pub fn value_type(&self, value: ValueId) -> Type {
        self.values[value].ty
    }

    /// Where a value is defined.
    pub fn value_def(&self, value: ValueId) -> ValueDef {
        self.values[value].def.get()
    }

    /// The op defining a value, if it is a result.
    pub fn defining_op(&self, value: ValueId) -> Option<OpId> {
        match self.value_def(value) {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The block in which a value is defined.
    pub fn value_block(&self, value: ValueId) -> Option<BlockId> {
        match self.value_def(value) {
            ValueDef::Result { op, .. } => self.ops[op].parent,
            ValueDef::Argument { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }

    /// The location of a value: its defining op's, or the argument's.
    pub fn value_loc(&self, value: ValueId) -> Option<Attr> {
        match self.value_def(value) {
            ValueDef::Result { op, .. } => Some(self.ops[op].loc),
            ValueDef::Argument { block, index } => {
                Some(self.blocks[block].arg_locs[index as usize])
            }
            ValueDef::Placeholder => None,
        }
    }

    /// The uses of a value: (op, operand index).
    pub fn uses(&self, value: ValueId) -> Uses<'_> {
        Uses {
            body: self,
            next: NextUse::Operand(self.values[value].first_use),
        }
    }

    /// The uses of the value that operand `start` uses, from `start` on
    /// in use-list order (the rest of its use list, `start` first).
    pub fn uses_from(&self, start: UseRef) -> Uses<'_> {
        Uses {
            body: self,
            next: NextUse::Operand(Some(self.operand_link(start))),
        }
    }

    /// Whether the value has any use.
    pub fn has_uses(&self, value: ValueId) -> bool {
        self.values[value].first_use.is_some()
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    body: &'a Body,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let op = self.next?;
        self.next = self.body.ops[op].next;
        Some(op)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    body: &'a Body,
    next: Option<BlockId>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let block = self.next?;
        self.next = self.body.blocks[block].next;
        Some(block)
    }
}
