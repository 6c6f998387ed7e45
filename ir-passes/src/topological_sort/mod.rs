//! `topological-sort`: orders the ops of graph regions so that each op
//! comes after the ops whose results it (or an op nested in it) uses,
//! where a cycle does not prevent it, as MLIR's pass of that name
//! (`mlir/lib/Transforms/TopologicalSort.cpp` over `sortTopologically` of
//! `mlir/lib/Analysis/TopologicalSortUtils.cpp`; the pass documentation
//! in MLIR's Passes.md).
//!
//! Graph regions are the regions of ops with `GRAPH_REGIONS` (those the
//! verifier exempts from dominance); regions with SSA dominance are
//! already in order and left alone, as are unregistered ops' regions
//! (MLIR sorts only ops implementing `RegionKindInterface`). Each block
//! is sorted on its own, a last op that is a terminator staying last
//! (`order` gives the order, `sort_block` applies it).
//!
//! The order is exactly MLIR's, computed without its repeated sweeps
//! (quadratic when dependences run backwards): see `order`.

mod order;
mod pass;
#[cfg(test)]
mod tests;

pub use pass::register;

use crate::walk::ops_in_order;
use ir_core::ir::InsertPoint;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, RegionId};

/// What sorting did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SortStats {
    /// Blocks whose order changed.
    pub reordered: u64,
    /// Blocks with a dependence cycle, left in their order where it is.
    pub cyclic: u64,
}

impl std::ops::AddAssign for SortStats {
    fn add_assign(&mut self, other: SortStats) {
        self.reordered += other.reordered;
        self.cyclic += other.cyclic;
    }
}

/// Sorts every block of `regions` (regions of one graph-region op, in
/// `body`).
pub fn sort_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> SortStats {
    let mut stats = SortStats::default();
    for &region in regions {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        for block in blocks {
            stats += sort_block(ctx, body, block);
        }
    }
    stats
}

/// Sorts one block (MLIR's `sortTopologically(Block *)`).
fn sort_block(ctx: &Context, body: &mut Body, block: BlockId) -> SortStats {
    let mut ops: Vec<OpId> = body.block_ops(block).collect();
    let terminator = ops
        .last()
        .copied()
        .filter(|&last| ctx.op_has(body.op_name(last), OpTraits::TERMINATOR));
    if terminator.is_some() {
        ops.pop();
    }
    let dependences = dependences(body, block, &ops, terminator);
    let (sorted, cyclic) = order::order(ops.len(), &dependences);
    let mut stats = SortStats {
        reordered: 0,
        cyclic: u64::from(cyclic),
    };
    if sorted.iter().enumerate().any(|(at, &index)| at != index) {
        stats.reordered = 1;
        for index in sorted {
            let at = terminator.map_or(InsertPoint::End(block), InsertPoint::Before);
            body.move_op(ops[index], at);
        }
    }
    stats
}

/// For each op of `ops` (the block's, but its terminator), the positions
/// of the ops of `ops` whose results it or an op nested in it uses: the
/// defining op itself when it is in the block and not the op (a value
/// defined deeper is either inside the op or out of its scope).
fn dependences(
    body: &Body,
    block: BlockId,
    ops: &[OpId],
    terminator: Option<OpId>,
) -> Vec<Vec<usize>> {
    let position: std::collections::HashMap<OpId, usize> =
        ops.iter().enumerate().map(|(at, &op)| (op, at)).collect();
    ops.iter()
        .map(|&op| {
            let nested = match body.is_isolated(op) {
                true => Vec::new(),
                false => ops_in_order(body, body.regions(op), |_| true),
            };
            std::iter::once(op)
                .chain(nested)
                .flat_map(|user| body.operands(user))
                .filter_map(|value| body.defining_op(value))
                .filter(|&definition| {
                    definition != op
                        && Some(definition) != terminator
                        && body.op_block(definition) == Some(block)
                })
                .filter_map(|definition| position.get(&definition).copied())
                .collect()
        })
        .collect()
}
