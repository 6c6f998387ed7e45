//! Adapts a region of the IR to the index-based graph algorithms: blocks
//! are numbered in region order, edges come from each block's terminator.

use super::block_numbers::BlockNumbers;
use super::dominance::DominatorTree;
use super::order::Cfg;
use super::region_cfg::number_blocks;
use crate::ir::{BlockId, Body, RegionId};

/// A region's control-flow graph with its dominator tree.
pub struct RegionDominance {
    /// Index of each block of the region in `blocks`.
    pub index: BlockNumbers,
    /// The region's blocks in order; block `i` is node `i`.
    pub blocks: Vec<BlockId>,
    /// The control-flow graph.
    pub cfg: Cfg,
    /// Its dominator tree, rooted at the entry block.
    pub tree: DominatorTree,
}

impl RegionDominance {
    /// Builds the CFG and dominator tree of a non-empty region.
    pub fn new(body: &Body, region: RegionId) -> Self {
        let (blocks, index, cfg) = number_blocks(body, region);
        let tree = DominatorTree::new(&cfg, 0);
        Self {
            index,
            blocks,
            cfg,
            tree,
        }
    }

    /// Whether block `a` dominates block `b` (both in this region). Every
    /// block dominates an unreachable one, as in MLIR. A block of another
    /// region (only in malformed IR) dominates nothing and is dominated by
    /// nothing.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match (self.index.get(a), self.index.get(b)) {
            (Some(a), Some(b)) => self.tree.dominates(a as usize, b as usize),
            _ => false,
        }
    }

    /// Whether `block` is reachable from the entry block (false for a
    /// block of another region).
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.index
            .get(block)
            .is_some_and(|n| self.tree.is_reachable(n as usize))
    }
}
