//! Creating, linking, unlinking and erasing IR, with use lists kept exact.

use super::body::{BlockData, BlockOperand, Body, OpData, RegionData, UseRef, ValueData, ValueDef};
use super::compact::{OptionalAttr, PackedDef};
use super::operands::{OperandSlot, SlotLink};
use super::{BlockId, OpId, RegionId, ValueId};
use crate::context::attributes::Attr;
use crate::context::types::Type;
use crate::context::{Context, OpName, OpTraits};
use smallvec::SmallVec;
use thin_vec::ThinVec;

/// The operands of an [`OperationState`]: inline up to four (no allocation
/// for almost every op a parser or a pass creates).
pub type StateOperands = SmallVec<[ValueId; 4]>;

/// The result types of an [`OperationState`], inline up to two.
pub type StateTypes = SmallVec<[Type; 2]>;

/// The successors of an [`OperationState`], inline up to two.
pub type StateSuccessors = SmallVec<[BlockId; 2]>;

/// Everything needed to create an op.
#[derive(Clone, Debug)]
pub struct OperationState {
    /// Name.
    pub name: OpName,
    /// Location.
    pub loc: Attr,
    /// Operand values.
    pub operands: StateOperands,
    /// Types of the results to create.
    pub result_types: StateTypes,
    /// Successor blocks.
    pub successors: StateSuccessors,
    /// Discardable attributes (a dictionary); `None` means empty.
    pub attrs: Option<Attr>,
    /// Properties (a dictionary), if any.
    pub properties: Option<Attr>,
    /// Number of (empty) regions to create.
    pub num_regions: usize,
}

impl OperationState {
    /// A state with only a name and a location.
    pub fn new(name: OpName, loc: Attr) -> Self {
        Self {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            successors: SmallVec::new(),
            attrs: None,
            properties: None,
            num_regions: 0,
        }
    }
}

/// Where new ops go.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Before this op.
    Before(OpId),
    /// After this op.
    After(OpId),
    /// At the start of this block.
    Start(BlockId),
    /// At the end of this block.
    End(BlockId),
}

impl Body {
    /// Creates a detached op. Its regions are created empty, in a nested body
    /// when the op's definition says it is isolated from above.
    pub fn create_op(&mut self, ctx: &Context, state: OperationState) -> OpId {
        self.note_change();
        let isolated = ctx.op_has(state.name, OpTraits::ISOLATED_FROM_ABOVE);
        let attrs = state.attrs.unwrap_or_else(|| ctx.empty_dictionary());
        let op = self.ops.insert(OpData::new(
            state.name,
            state.loc,
            attrs,
            OptionalAttr::new(state.properties),
        ));
        self.stamp_op(op);
        self.set_operands(op, &state.operands);
        for (index, &ty) in state.result_types.iter().enumerate() {
            let value = self.new_value(
                ty,
                ValueDef::Result {
                    op,
                    index: index as u32,
                },
            );
            self.ops[op].parts.push_result(value);
        }
        let successors = state
            .successors
            .iter()
            .map(|&block| BlockOperand {
                block,
                prev: None,
                next: None,
            })
            .collect();
        self.ops[op].parts.set_successors(successors);
        for (index, &block) in state.successors.iter().enumerate() {
            self.link_block_use(
                block,
                UseRef {
                    op,
                    index: index as u32,
                },
            );
        }
        if isolated {
            let mut nested = Box::new(Body::new());
            let regions = (0..state.num_regions)
                .map(|_| nested.new_region(None))
                .collect();
            self.ops[op].parts.set_regions(regions);
            self.set_nested(op, Some(nested));
        } else {
            let regions = (0..state.num_regions)
                .map(|_| self.new_region(Some(op)))
                .collect();
            self.ops[op].parts.set_regions(regions);
        }
        op
    }

    fn new_value(&mut self, ty: Type, def: ValueDef) -> ValueId {
        self.note_change();
        let value = self.values.insert(ValueData {
            ty,
            def: PackedDef::new(def),
            first_use: None,
        });
        if let Some(log) = &mut self.lost_uses {
            log.push(value);
        }
        value
    }

    /// Creates a value with no definition yet (for forward references).
    pub fn create_placeholder(&mut self, ty: Type) -> ValueId {
        self.new_value(ty, ValueDef::Placeholder)
    }

    /// Erases a placeholder that has no use left.
    pub fn erase_placeholder(&mut self, value: ValueId) {
        self.note_change();
        debug_assert!(self.values[value].first_use.is_none());
        debug_assert_eq!(self.value_def(value), ValueDef::Placeholder);
        self.values.remove(value);
    }

    fn new_region(&mut self, parent: Option<OpId>) -> RegionId {
        self.note_change();
        self.journal_whole();
        self.regions.insert(RegionData {
            first_block: None,
            last_block: None,
            parent,
        })
    }

    // ----- use lists -----

    fn link_use(&mut self, value: ValueId, link: SlotLink) {
        let op = self.operands.slot(link).owner;
        self.note_change();
        self.journal_op(op);
        self.stamp_op(op);
        let head = self.values[value].first_use;
        {
            let slot = self.operands.slot_mut(link);
            slot.prev = None;
            slot.next = head;
        }
        if let Some(h) = head {
            self.operands.slot_mut(h).prev = Some(link);
        }
        self.values[value].first_use = Some(link);
    }

    fn unlink_use(&mut self, link: SlotLink) {
        let OperandSlot {
            value,
            owner,
            prev,
            next,
        } = self.operands.slot(link).clone();
        self.note_change();
        self.journal_op(owner);
        self.stamp_op(owner);
        if let Some(log) = &mut self.lost_uses {
            log.push(value);
        }
        match prev {
            Some(p) => self.operands.slot_mut(p).next = next,
            None => self.values[value].first_use = next,
        }
        if let Some(n) = next {
            self.operands.slot_mut(n).prev = prev;
        }
    }

    /// Unlinks every operand of `op` from its value's use list.
    fn unlink_operands(&mut self, op: OpId) {
        for link in self.operand_links(op) {
            self.unlink_use(link);
        }
    }

    fn link_block_use(&mut self, block: BlockId, at: UseRef) {
        self.note_change();
        self.journal_whole();
        self.stamp_op(at.op);
        let head = self.blocks[block].first_use;
        {
            let slot = &mut self.ops[at.op].parts.successors_mut()[at.index as usize];
            slot.prev = None;
            slot.next = head;
        }
        if let Some(h) = head {
            self.ops[h.op].parts.successors_mut()[h.index as usize].prev = Some(at);
        }
        self.blocks[block].first_use = Some(at);
    }

    fn unlink_block_use(&mut self, at: UseRef) {
        self.note_change();
        let BlockOperand { block, prev, next } =
            self.ops[at.op].parts.successors()[at.index as usize].clone();
        match prev {
            Some(p) => self.ops[p.op].parts.successors_mut()[p.index as usize].next = next,
            None => self.blocks[block].first_use = next,
        }
        if let Some(n) = next {
            self.ops[n.op].parts.successors_mut()[n.index as usize].prev = prev;
        }
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        self.unlink_operands(op);
        let range = self.ops[op].operands;
        if range.len() == values.len() {
            for (slot, &value) in self.operands.slots_mut(range).iter_mut().zip(values) {
                slot.value = value;
            }
        } else {
            self.operands.free(range);
            self.allocate_operands(op, values);
        }
        for (link, &value) in self.operand_links(op).zip(values) {
            self.link_use(value, link);
        }
    }

    /// Sets operand `index` of `op` to `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: ValueId) {
        let link = self.operand_link(UseRef {
            op,
            index: index as u32,
        });
        self.unlink_use(link);
        self.operands.slot_mut(link).value = value;
        self.link_use(value, link);
    }

    /// Appends a successor to `op`.
    pub fn push_successor(&mut self, op: OpId, block: BlockId) {
        let index = self.ops[op].parts.successors().len() as u32;
        self.ops[op].parts.push_successor(BlockOperand {
            block,
            prev: None,
            next: None,
        });
        self.link_block_use(block, UseRef { op, index });
    }

    /// Retargets successor `index` of `op` to `block`.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let at = UseRef {
            op,
            index: index as u32,
        };
        self.unlink_block_use(at);
        self.ops[op].parts.successors_mut()[index].block = block;
        self.link_block_use(block, at);
    }

    /// Makes every use of `old` a use of `new`. O(number of uses).
    pub fn replace_all_uses(&mut self, old: ValueId, new: ValueId) {
        self.replace_all_uses_noting(old, new, |_| {});
    }

    /// [`Body::replace_all_uses`], calling `user` with the op of each use
    /// in use-list order (as [`Body::uses`] lists them before): one walk
    /// of the list where collecting the users first would take two.
    pub fn replace_all_uses_noting(
        &mut self,
        old: ValueId,
        new: ValueId,
        mut user: impl FnMut(OpId),
    ) {
        if old == new {
            return;
        }
        let Some(first) = self.values[old].first_use.take() else {
            return;
        };
        self.note_change();
        // Moving the uses one at a time to the front of `new`'s list
        // reverses them; the chain is reversed in place instead, each use
        // touched once, then put in front.
        let mut next = Some(first);
        let mut last = first;
        while let Some(link) = next {
            if let Some(log) = &mut self.lost_uses {
                log.push(old);
            }
            let owner = self.operands.slot(link).owner;
            user(owner);
            self.journal_op(owner);
            self.stamp_op(owner);
            let slot = self.operands.slot_mut(link);
            slot.value = new;
            next = slot.next;
            slot.next = slot.prev;
            slot.prev = next;
            last = link;
        }
        // `first` now ends the chain, `last` starts it.
        let head = self.values[new].first_use.replace(last);
        self.operands.slot_mut(first).next = head;
        if let Some(h) = head {
            self.operands.slot_mut(h).prev = Some(first);
        }
    }

    /// Makes every branch to `old` a branch to `new`.
    pub fn replace_all_block_uses(&mut self, old: BlockId, new: BlockId) {
        while let Some(at) = self.blocks[old].first_use {
            self.set_successor(at.op, at.index as usize, new);
        }
    }

    /// Sets the op's location; not a change to the body's
    /// [`Body::revision`] (what an op computes and whether it verifies do
    /// not depend on where it came from).
    pub fn set_op_loc(&mut self, op: OpId, loc: Attr) {
        self.ops[op].loc = loc;
    }

    /// Sets the op's attribute dictionary.
    pub fn set_op_attrs(&mut self, op: OpId, attrs: Attr) {
        self.note_change();
        self.journal_op(op);
        self.stamp_op(op);
        self.ops[op].attrs = attrs;
    }

    /// Sets the op's properties dictionary.
    pub fn set_op_properties(&mut self, op: OpId, properties: Option<Attr>) {
        self.note_change();
        self.journal_op(op);
        self.stamp_op(op);
        self.ops[op].properties = OptionalAttr::new(properties);
    }

    // ----- linking ops -----

    /// Inserts a detached op at `at`. O(1).
    pub fn insert_op(&mut self, op: OpId, at: InsertPoint) {
        // Detached at the last verification, it may never have been
        // checked: only a move keeps the op's stamp.
        self.stamp_op(op);
        self.link_op(op, at);
    }

    /// Links the detached `op` into the block at `at`.
    fn link_op(&mut self, op: OpId, at: InsertPoint) {
        self.note_change();
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        let (block, prev, next) = match at {
            InsertPoint::Before(anchor) => {
                let a = &self.ops[anchor];
                (
                    a.parent.expect("anchor op is in no block"),
                    a.prev,
                    Some(anchor),
                )
            }
            InsertPoint::After(anchor) => {
                let a = &self.ops[anchor];
                (
                    a.parent.expect("anchor op is in no block"),
                    Some(anchor),
                    a.next,
                )
            }
            InsertPoint::Start(block) => (block, None, self.blocks[block].first_op),
            InsertPoint::End(block) => (block, self.blocks[block].last_op, None),
        };
        let data = &mut self.ops[op];
        data.parent = Some(block);
        data.prev = prev;
        data.next = next;
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first_op = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op),
            None => self.blocks[block].last_op = Some(op),
        }
        self.journal_op(op);
        self.journal_block(block);
        if let (Some(previous), None) = (prev, next) {
            // No longer the last op of its block.
            self.journal_op(previous);
        }
        if !self.ops[op].parts.regions().is_empty() {
            self.journal_moved_tree(op);
        }
    }

    /// Links `prev` and `next` (the ops around ops taken out of `block`,
    /// `None` at its ends) to each other. O(1).
    pub(super) fn close_gap(&mut self, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first_op = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
    }

    /// Removes an op from its block, keeping it (and its uses) alive. O(1).
    pub fn unlink_op(&mut self, op: OpId) {
        self.note_change();
        let Some(block) = self.ops[op].parent else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        self.close_gap(block, prev, next);
        let data = &mut self.ops[op];
        data.parent = None;
        data.prev = None;
        data.next = None;
        self.journal_block(block);
    }

    /// Moves an op to `at`. O(1).
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.unlink_op(op);
        self.link_op(op, at);
    }

    /// Erases an op and everything nested in it. Its results must be unused
    /// outside the op itself.
    pub fn erase_op(&mut self, op: OpId) {
        self.unlink_op(op);
        if self.ops[op].parts.regions().is_empty() {
            // The common case: one op, no tree to collect.
            self.free_trees(&[op]);
            return;
        }
        let tree = self.collect_trees(vec![op]);
        self.free_trees(&tree);
    }

    /// All ops nested in (and including) `roots`, within this body.
    fn collect_trees(&self, mut stack: Vec<OpId>) -> Vec<OpId> {
        let mut order = Vec::new();
        while let Some(current) = stack.pop() {
            order.push(current);
            let parts = &self.ops[current].parts;
            if parts.nested().is_none() {
                for &region in parts.regions() {
                    for block in self.region_blocks(region) {
                        stack.extend(self.block_ops(block));
                    }
                }
            }
        }
        order
    }

    /// Frees a closed set of ops: first every operand and successor use is
    /// unlinked (values defined in the set may be used in it), then storage.
    fn free_trees(&mut self, ops: &[OpId]) {
        self.note_change();
        for &current in ops {
            self.unlink_operands(current);
            for index in 0..self.ops[current].parts.successors().len() {
                self.unlink_block_use(UseRef {
                    op: current,
                    index: index as u32,
                });
            }
        }
        for &current in ops {
            let mut data = self.ops.remove(current).expect("op erased twice");
            self.operands.free(data.operands);
            self.isolated -= usize::from(data.parts.nested().is_some());
            for &value in data.parts.results() {
                debug_assert!(
                    self.values[value].first_use.is_none(),
                    "erasing an op whose result is still used"
                );
                if self.values[value].first_use.is_some() {
                    // Uses left without a definition: let the verifier
                    // look everywhere.
                    self.journal_whole();
                }
                self.values.remove(value);
            }
            if data.parts.nested().is_none() {
                for region in data.parts.take_regions() {
                    self.free_region_storage(region);
                }
            }
        }
    }

    /// Frees the blocks (and arguments) of a region whose ops are already gone.
    fn free_region_storage(&mut self, region: RegionId) {
        self.note_change();
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        for block in blocks {
            let data = self.blocks.remove(block).expect("block freed twice");
            for arg in data.args {
                self.values.remove(arg);
            }
        }
        self.regions.remove(region);
    }

    // ----- blocks -----

    /// Creates a block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId) -> BlockId {
        let block = self.create_block();
        self.insert_block(block, region, None);
        block
    }

    /// Creates a detached block.
    pub fn create_block(&mut self) -> BlockId {
        self.note_change();
        self.journal_whole();
        self.blocks.insert(BlockData {
            args: ThinVec::new(),
            arg_locs: ThinVec::new(),
            first_op: None,
            last_op: None,
            parent: None,
            prev: None,
            next: None,
            first_use: None,
        })
    }

    /// Inserts a detached block into `region` before `before` (at the end if `None`).
    pub fn insert_block(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) {
        self.note_change();
        self.journal_whole();
        let prev = match before {
            Some(b) => self.blocks[b].prev,
            None => self.regions[region].last_block,
        };
        let data = &mut self.blocks[block];
        data.parent = Some(region);
        data.prev = prev;
        data.next = before;
        match prev {
            Some(p) => self.blocks[p].next = Some(block),
            None => self.regions[region].first_block = Some(block),
        }
        match before {
            Some(n) => self.blocks[n].prev = Some(block),
            None => self.regions[region].last_block = Some(block),
        }
    }

    /// Removes a block from its region, keeping its content. O(1).
    pub fn unlink_block(&mut self, block: BlockId) {
        self.note_change();
        self.journal_whole();
        let Some(region) = self.blocks[block].parent else {
            return;
        };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[region].first_block = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[region].last_block = prev,
        }
        let data = &mut self.blocks[block];
        data.parent = None;
        data.prev = None;
        data.next = None;
    }

    /// Adds an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Attr) -> ValueId {
        let index = self.blocks[block].args.len() as u32;
        let value = self.new_value(ty, ValueDef::Argument { block, index });
        let data = &mut self.blocks[block];
        data.args.push(value);
        data.arg_locs.push(loc);
        self.journal_block(block);
        value
    }

    /// Sets the location of argument `index` of a block; not a change to
    /// the body's [`Body::revision`], as [`Body::set_op_loc`].
    pub fn set_block_arg_loc(&mut self, block: BlockId, index: usize, loc: Attr) {
        self.blocks[block].arg_locs[index] = loc;
    }

    /// Erases argument `index` of a block; it must be unused.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        self.note_change();
        self.journal_block(block);
        let value = self.blocks[block].args.remove(index);
        self.blocks[block].arg_locs.remove(index);
        debug_assert!(
            self.values[value].first_use.is_none(),
            "erasing a used block argument"
        );
        self.values.remove(value);
        for (i, &arg) in self.blocks[block].args.iter().enumerate().skip(index) {
            self.values[arg].def = PackedDef::new(ValueDef::Argument {
                block,
                index: i as u32,
            });
        }
    }

    /// Erases the arguments of a block at the positions `erase` marks (in
    /// one pass, as MLIR's `Block::eraseArguments`); they must be unused.
    pub fn erase_block_args(&mut self, block: BlockId, erase: &[bool]) {
        self.note_change();
        let args = std::mem::take(&mut self.blocks[block].args);
        let locs = std::mem::take(&mut self.blocks[block].arg_locs);
        for (i, (arg, loc)) in args.into_iter().zip(locs).enumerate() {
            if erase.get(i).copied().unwrap_or(false) {
                debug_assert!(
                    self.values[arg].first_use.is_none(),
                    "erasing a used block argument"
                );
                self.values.remove(arg);
                continue;
            }
            let index = self.blocks[block].args.len() as u32;
            self.values[arg].def = PackedDef::new(ValueDef::Argument { block, index });
            self.blocks[block].args.push(arg);
            self.blocks[block].arg_locs.push(loc);
        }
    }

    /// Erases blocks and their ops. Values defined in them may be used only
    /// in them, and only they may branch to them (e.g. a dead cycle).
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) {
        if blocks.is_empty() {
            return;
        }
        self.note_change();
        self.journal_whole();
        let roots = blocks.iter().flat_map(|&b| self.block_ops(b)).collect();
        let tree = self.collect_trees(roots);
        self.free_trees(&tree);
        for &block in blocks {
            self.unlink_block(block);
        }
        for &block in blocks {
            let data = self.blocks.remove(block).expect("block erased twice");
            debug_assert!(
                data.first_use.is_none(),
                "erasing a block that is still a successor"
            );
            for arg in data.args {
                debug_assert!(
                    self.values[arg].first_use.is_none(),
                    "erasing a used block argument"
                );
                self.values.remove(arg);
            }
        }
    }
}

impl Body {
    /// Creates a region owned by no op yet (the parser fills it before the op exists).
    pub(crate) fn create_detached_region(&mut self) -> RegionId {
        self.new_region(None)
    }

    /// Gives `op` (which has no region) the detached `regions` of this body.
    pub(crate) fn attach_regions(&mut self, op: OpId, regions: Vec<RegionId>) {
        for &region in &regions {
            self.regions[region].parent = Some(op);
        }
        self.stamp_op(op);
        self.ops[op].parts.set_regions(regions.into());
    }

    /// Gives `op` (which has no region) a nested body holding its `regions`.
    pub(crate) fn attach_nested_regions(
        &mut self,
        op: OpId,
        nested: Box<Body>,
        regions: Vec<RegionId>,
    ) {
        self.stamp_op(op);
        self.ops[op].parts.set_regions(regions.into());
        self.set_nested(op, Some(nested));
    }

    /// Frees a detached region whose blocks hold no op.
    pub(crate) fn discard_empty_region(&mut self, region: RegionId) {
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        self.erase_blocks(&blocks);
        self.regions.remove(region);
    }
}
