//! Where the values of a region are last used in each of its blocks: the
//! position of the last op of the block that uses the value (itself or in
//! a region nested in it), which with liveness says whether a value is
//! live just after an op in O(1).

use ir_core::{BlockId, Body, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// Op positions and recorded last uses in the blocks of one region.
pub(crate) struct LastUses {
    region: RegionId,
    /// Position of each op of the region's blocks in its block.
    position: SecondaryMap<OpId, u32>,
    /// Position of the last use of a recorded value in a block.
    last: FxHashMap<(ValueId, BlockId), u32>,
    /// The values recorded.
    recorded: SecondaryMap<ValueId, ()>,
}

impl LastUses {
    /// Numbers the ops of the blocks of `region`.
    pub(crate) fn new(body: &Body, region: RegionId) -> Self {
        let mut position = SecondaryMap::new();
        for block in body.region_blocks(region) {
            for (i, op) in body.block_ops(block).enumerate() {
                position.insert(op, i as u32);
            }
        }
        Self {
            region,
            position,
            last: FxHashMap::default(),
            recorded: SecondaryMap::new(),
        }
    }

    /// Records the last use of `value` in each block of the region.
    /// O(uses × nesting depth of the uses).
    pub(crate) fn record(&mut self, body: &Body, value: ValueId) {
        if self.recorded.insert(value, ()).is_some() {
            return;
        }
        for use_ in body.uses(value) {
            let Some(op) = self.holder(body, use_.op) else {
                continue;
            };
            let block = body.op_block(op).expect("an op of the region");
            let position = self.position[op];
            let last = self.last.entry((value, block)).or_insert(position);
            *last = (*last).max(position);
        }
    }

    /// The op of the region's blocks that is or holds `op`.
    fn holder(&self, body: &Body, mut op: OpId) -> Option<OpId> {
        loop {
            let block = body.op_block(op)?;
            if body.block_region(block) == Some(self.region) {
                return Some(op);
            }
            op = body.parent_op(op)?;
        }
    }

    /// Whether `value` was recorded.
    pub(crate) fn is_recorded(&self, value: ValueId) -> bool {
        self.recorded.contains_key(value)
    }

    /// The position of `op` in its block.
    pub(crate) fn position(&self, op: OpId) -> u32 {
        self.position[op]
    }

    /// The position of the last use of recorded `value` in `block`.
    pub(crate) fn last_use(&self, value: ValueId, block: BlockId) -> Option<u32> {
        self.last.get(&(value, block)).copied()
    }
}
