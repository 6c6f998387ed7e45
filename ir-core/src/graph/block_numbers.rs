//! The number of each block of a region (its position in the region).
//!
//! A region holding a fair share of its body's blocks keeps the numbers in
//! a dense map indexed by block slot (the fastest lookup); a small one in a
//! hash map, so that numbering each of the many small regions of a deep
//! nest costs its own size, not the size of the whole body (which made
//! passes that number every region quadratic in the nesting depth).

use crate::ir::{BlockId, Body};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// A dense map is used when the region has at least one block in this
/// many of the body's block slots.
const DENSE_SHARE: usize = 16;

/// Each block of a region's number.
#[derive(Clone, Debug)]
pub struct BlockNumbers {
    map: Map,
}

#[derive(Clone, Debug)]
enum Map {
    Dense(SecondaryMap<BlockId, u32>),
    Sparse(FxHashMap<BlockId, u32>),
}

impl BlockNumbers {
    /// Numbers `blocks` (a region's, in order) of `body`.
    pub fn new(body: &Body, blocks: &[BlockId]) -> Self {
        let numbered = blocks.iter().enumerate().map(|(i, &b)| (b, i as u32));
        let map = if blocks.len() * DENSE_SHARE >= body.blocks.capacity() {
            let mut dense = SecondaryMap::with_capacity(body.blocks.capacity());
            for (block, number) in numbered {
                dense.insert(block, number);
            }
            Map::Dense(dense)
        } else {
            Map::Sparse(numbered.collect())
        };
        Self { map }
    }

    /// The number of `block`, if it is one of the region's.
    pub fn get(&self, block: BlockId) -> Option<u32> {
        match &self.map {
            Map::Dense(dense) => dense.get(block).copied(),
            Map::Sparse(sparse) => sparse.get(&block).copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;
    use crate::Context;

    #[test]
    fn small_and_large_regions_number_their_blocks_alike() {
        let ctx = Context::new();
        let mut body = Body::new();
        let mut state = OperationState::new(ctx.op_name("t.holder"), ctx.unknown_loc());
        state.num_regions = 1;
        let holder = body.create_op(&ctx, state);
        let region = body.regions(holder)[0];
        let blocks: Vec<BlockId> = (0..64).map(|_| body.append_block(region)).collect();
        let outsider = blocks[63];
        for take in [2, 64] {
            let numbers = BlockNumbers::new(&body, &blocks[..take]);
            let dense = matches!(numbers.map, Map::Dense(_));
            assert_eq!(dense, take == 64, "{take} blocks");
            for (i, &block) in blocks[..take].iter().enumerate() {
                assert_eq!(numbers.get(block), Some(i as u32));
            }
            assert_eq!(numbers.get(outsider).is_some(), take == 64);
        }
    }
}
