//! Splitting critical edges: an edge from a block with several successors
//! to a block with several predecessors gets a block of its own, which
//! branches (`cf.br`) to the old target with the operands the edge passed.
//! Copies that belong to that edge alone can then go in the new block.

use super::forwarded::{successor_ranges, take_successor_operands, unknown_forwarding};
use super::regions::{ssa_regions, SsaRegion};
use ir_core::graph::region_cfg::{CriticalEdge, RegionCfg};
use ir_core::ir::{Builder, InsertPoint};
use ir_core::ods::Op;
use ir_core::{BlockId, Body, Context, Diagnostic, OpId, RegionId};
use ir_dialects::cf::BrOp;

/// An edge that was split.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct SplitEdge {
    /// The new block on the edge.
    pub block: BlockId,
    /// The branch whose successor it now is.
    pub terminator: OpId,
    /// The successor slot of `terminator`.
    pub position: usize,
    /// The block the edge went to, the new block's successor.
    pub target: BlockId,
}

/// Splits the critical edges of the SSA regions of `roots` (stored in
/// `body`) and of the regions nested in them; with `only_with_operands`,
/// only those passing operands to block arguments. The new block of an
/// edge follows its source block (in successor order) and branches to the
/// old target with the operands the edge passed. Returns how many edges
/// were split.
pub fn split_critical_edges(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    only_with_operands: bool,
) -> Result<usize, Diagnostic> {
    let regions = ssa_regions(ctx, body, roots);
    Ok(split_critical_edges_in(ctx, body, &regions, only_with_operands)?.len())
}

/// [`split_critical_edges`] on `regions`, returning the split edges.
pub(crate) fn split_critical_edges_in(
    ctx: &Context,
    body: &mut Body,
    regions: &[SsaRegion],
    only_with_operands: bool,
) -> Result<Vec<SplitEdge>, Diagnostic> {
    let mut split = Vec::new();
    for region in regions {
        let mut blocks = body.region_blocks(region.region);
        if blocks.next().is_none() || blocks.next().is_none() {
            continue; // One block or none: no edge.
        }
        let edges = RegionCfg::new(body, region.region).critical_edges(body);
        for group in edges.chunk_by(|a, b| a.terminator == b.terminator) {
            split_group(ctx, body, group, only_with_operands, &mut split)?;
        }
    }
    Ok(split)
}

/// Splits the critical edges `group`, all of one terminator.
fn split_group(
    ctx: &Context,
    body: &mut Body,
    group: &[CriticalEdge],
    only_with_operands: bool,
    split: &mut Vec<SplitEdge>,
) -> Result<(), Diagnostic> {
    let terminator = group[0].terminator;
    let ranges = successor_ranges(ctx, body, terminator);
    let passes_operands = |edge: &CriticalEdge| !body.block_args(edge.to).is_empty();
    let chosen: Vec<CriticalEdge> = match &ranges {
        Some(ranges) => group
            .iter()
            .filter(|e| !only_with_operands || !ranges[e.position].is_empty())
            .copied()
            .collect(),
        None if group.iter().any(passes_operands) => {
            return Err(unknown_forwarding(ctx, body, terminator));
        }
        None if only_with_operands => Vec::new(),
        None => group.to_vec(),
    };
    if chosen.is_empty() {
        return Ok(());
    }
    if !BrOp::is_registered(ctx) {
        return Err(Diagnostic::error(
            body.op_loc(terminator),
            "splitting an edge needs the 'cf' dialect ('cf.br')",
        ));
    }
    let operands = match ranges {
        Some(_) => take_successor_operands(ctx, body, terminator, |s| {
            chosen.iter().any(|e| e.position == s)
        })?,
        None => vec![Vec::new(); body.num_successors(terminator)],
    };
    let region = body
        .block_region(chosen[0].from)
        .expect("a block in a region");
    let mut after = chosen[0].from;
    for edge in chosen {
        let block = body.create_block();
        body.insert_block(block, region, body.next_block(after));
        after = block;
        let state = BrOp::state(
            ctx,
            body.op_loc(terminator),
            &operands[edge.position],
            edge.to,
        );
        let mut builder = Builder::new(ctx, body);
        builder.set_insertion_point(InsertPoint::End(block));
        builder.create(state);
        body.set_successor(terminator, edge.position, block);
        split.push(SplitEdge {
            block,
            terminator,
            position: edge.position,
            target: edge.to,
        });
    }
    Ok(())
}
