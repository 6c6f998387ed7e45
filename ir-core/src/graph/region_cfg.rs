//! The control-flow graph of one IR region, with the CFG utilities that
//! passes ask for: block numbering, successors and predecessors, reverse
//! postorder, reachability and critical edges.
//!
//! Blocks are numbered in region order (the entry block is node 0), so the
//! index-based algorithms of this module ([`DominatorTree`],
//! [`LoopForest`](super::loops::LoopForest), ...) run on [`RegionCfg::graph`]
//! and their node numbers map back with [`RegionCfg::block`].
//!
//! [`DominatorTree`]: super::dominance::DominatorTree

use super::block_numbers::BlockNumbers;
use super::order::{Cfg, DfsOrder, Nodes};
use crate::ir::{BlockId, Body, OpId, RegionId};

/// A critical edge of a region: successor `position` of the terminator of
/// `from` branches to `to`, `from` has several successors and `to` several
/// predecessors.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CriticalEdge {
    /// The branching block.
    pub from: BlockId,
    /// The terminator holding the edge (the last op of `from`).
    pub terminator: OpId,
    /// The successor slot of `terminator`.
    pub position: usize,
    /// The target block.
    pub to: BlockId,
}

/// Numbers the blocks of `region` in order and builds its CFG on those
/// numbers: the blocks, each block's number, and the graph. Successors
/// outside the region (only in malformed IR) are left out.
///
/// The IR is read in phases with small loop bodies: the blocks and their
/// terminators, each terminator's successor slots, the slots' lists, then
/// the targets. Within a phase no read depends on another block's, so
/// when the IR does not fit in the cache many misses are in flight at
/// once; reading block by block would chain four misses per block.
pub(super) fn number_blocks(body: &Body, region: RegionId) -> (Vec<BlockId>, BlockNumbers, Cfg) {
    // Counted first so that neither list grows (a reallocation each
    // doubling, for every region verified or analysed).
    let count = body.region_blocks(region).count();
    let mut blocks = Vec::with_capacity(count);
    let mut terminators = Vec::with_capacity(count);
    for block in body.region_blocks(region) {
        blocks.push(block);
        terminators.push(body.last_op(block));
    }
    let index = BlockNumbers::new(body, &blocks);
    let lists: Vec<&[_]> = terminators
        .iter()
        .map(|t| t.map_or(&[][..], |op| body.ops[op].parts.successors()))
        .collect();
    let mut offsets = Vec::with_capacity(blocks.len() + 1);
    let mut targets = Vec::with_capacity(2 * blocks.len());
    offsets.push(0);
    for list in lists {
        targets.extend(list.iter().filter_map(|s| index.get(s.block)));
        offsets.push(u32::try_from(targets.len()).expect("fewer than 2^32 edges"));
    }
    (blocks, index, Cfg::from_csr(offsets, targets))
}

/// The CFG of a region, its predecessor lists and its depth-first order
/// from the entry block.
#[derive(Clone, Debug)]
pub struct RegionCfg {
    /// The region's blocks in order; block `i` is node `i`.
    blocks: Vec<BlockId>,
    /// Node number of each block of the region.
    index: BlockNumbers,
    /// Successors: one edge per successor slot of each terminator.
    succs: Cfg,
    /// Predecessors: the reverse of `succs`.
    preds: Cfg,
    /// Depth-first order from the entry block (empty for an empty region).
    order: Option<DfsOrder>,
}

impl RegionCfg {
    /// Builds the CFG of `region`. Successors outside the region (only in
    /// malformed IR) are left out.
    pub fn new(body: &Body, region: RegionId) -> Self {
        let (blocks, index, succs) = number_blocks(body, region);
        let preds = succs.reversed();
        let order = (!blocks.is_empty()).then(|| DfsOrder::new(&succs, 0));
        Self {
            blocks,
            index,
            succs,
            preds,
            order,
        }
    }

    /// Returns the number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Returns the region's blocks in order (block `i` is node `i`).
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// Returns the block of node `n`.
    pub fn block(&self, n: usize) -> BlockId {
        self.blocks[n]
    }

    /// Returns the node of `block`, or `None` if it is not in the region.
    pub fn node(&self, block: BlockId) -> Option<usize> {
        self.index.get(block).map(|i| i as usize)
    }

    /// Returns the graph on node numbers, for the index-based algorithms.
    pub fn graph(&self) -> &Cfg {
        &self.succs
    }

    /// Returns the successors of node `n`, one per successor slot.
    pub fn successors(&self, n: usize) -> Nodes<'_> {
        self.succs.successors(n)
    }

    /// Returns the predecessors of node `n`, one per edge, ascending.
    pub fn predecessors(&self, n: usize) -> Nodes<'_> {
        self.preds.successors(n)
    }

    /// Returns whether node `n` is reachable from the entry block.
    pub fn is_reachable(&self, n: usize) -> bool {
        self.order.as_ref().is_some_and(|o| o.is_reachable(n))
    }

    /// Returns the nodes reachable from the entry block in reverse
    /// postorder (the entry first; every node before its successors along
    /// forward edges).
    pub fn reverse_postorder(&self) -> impl Iterator<Item = usize> + '_ {
        self.order.iter().flat_map(|o| o.reverse_postorder())
    }

    /// Returns the nodes reachable from the entry block in postorder.
    pub fn postorder(&self) -> impl Iterator<Item = usize> + '_ {
        self.order.iter().flat_map(|o| o.postorder())
    }

    /// Returns the critical edges, ordered by source block and successor
    /// slot; `body` must be the one the CFG was built from, unchanged.
    /// Parallel edges count separately. Linear in the size of the CFG.
    pub fn critical_edges(&self, body: &Body) -> Vec<CriticalEdge> {
        let mut edges = Vec::new();
        for (from, &block) in self.blocks.iter().enumerate() {
            if self.successors(from).len() < 2 {
                continue;
            }
            let terminator = body.last_op(block).expect("a block with successors");
            for (position, to) in body.successors(terminator).enumerate() {
                let several_preds = self
                    .node(to)
                    .is_some_and(|n| self.predecessors(n).len() > 1);
                if several_preds {
                    edges.push(CriticalEdge {
                        from: block,
                        terminator,
                        position,
                        to,
                    });
                }
            }
        }
        edges
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_graphs::TestIr;
    use super::*;

    #[test]
    fn empty_region() {
        let mut ir = TestIr::new();
        let (_, region) = ir.root();
        let cfg = RegionCfg::new(&ir.body, region);
        assert_eq!(cfg.num_blocks(), 0);
        assert_eq!(cfg.reverse_postorder().count(), 0);
        assert_eq!(cfg.postorder().count(), 0);
        assert!(cfg.critical_edges(&ir.body).is_empty());
    }

    /// `^bb0 -> {^bb1, ^bb2, ^bb2}`, `^bb1 -> ^bb2`, and `^bb3 -> ^bb1`
    /// unreachable: the two parallel edges to `^bb2` are critical, and so
    /// is `^bb0 -> ^bb1` (`^bb1` has the unreachable predecessor too).
    #[test]
    fn orders_predecessors_and_critical_edges() {
        let mut ir = TestIr::new();
        let (_, region) = ir.root();
        let b: Vec<BlockId> = (0..4).map(|_| ir.body.append_block(region)).collect();
        let branch = ir.op(b[0], 0, 0, &[b[1], b[2], b[2]]);
        ir.op(b[1], 0, 0, &[b[2]]);
        ir.op(b[2], 0, 0, &[]);
        ir.op(b[3], 0, 0, &[b[1]]);
        let cfg = RegionCfg::new(&ir.body, region);
        assert_eq!(cfg.blocks(), &b[..]);
        assert_eq!((cfg.node(b[3]), cfg.block(2)), (Some(3), b[2]));
        assert!(cfg.successors(0).eq([1, 2, 2]));
        assert!(cfg.predecessors(2).eq([0, 0, 1]) && cfg.predecessors(1).eq([0, 3]));
        assert!(cfg.reverse_postorder().eq([0, 1, 2]));
        assert!(cfg.postorder().eq([2, 1, 0]));
        assert!(cfg.is_reachable(2) && !cfg.is_reachable(3));
        assert_eq!(cfg.graph().num_edges(), 5);
        let edge = |position: usize, to: BlockId| CriticalEdge {
            from: b[0],
            terminator: branch,
            position,
            to,
        };
        assert_eq!(
            cfg.critical_edges(&ir.body),
            [edge(0, b[1]), edge(1, b[2]), edge(2, b[2])]
        );
    }
}
