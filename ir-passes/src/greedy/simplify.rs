//! Region simplification: unreachable blocks are erased, and block
//! arguments nothing uses are removed together with the branch operands
//! that feed them (through the branch ops' successor-operand hook; the
//! `operandSegmentSizes` property is kept in step).

use crate::branch_operands::{erase_block_argument, predecessors_editable};
use ir_core::{BlockId, Body, Context, RegionId};

/// Simplifies every region under `roots`; returns how many blocks and
/// arguments were removed.
pub(crate) fn simplify_regions(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> u64 {
    let mut removed = 0;
    for region in all_regions(body, roots) {
        // An earlier region's unreachable blocks may have held this one.
        if !body.contains_region(region) {
            continue;
        }
        removed += erase_unreachable_blocks(body, region);
        removed += remove_dead_arguments(ctx, body, region);
    }
    removed
}

/// `roots` and the regions of every op inside them (not crossing into
/// nested isolated bodies), outermost first.
fn all_regions(body: &Body, roots: &[RegionId]) -> Vec<RegionId> {
    let mut regions = roots.to_vec();
    let mut next = 0;
    while next < regions.len() {
        let region = regions[next];
        next += 1;
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                if !body.is_isolated(op) {
                    regions.extend_from_slice(body.regions(op));
                }
            }
        }
    }
    regions
}

fn erase_unreachable_blocks(body: &mut Body, region: RegionId) -> u64 {
    let Some(entry) = body.entry_block(region) else {
        return 0;
    };
    let mut reached = rustc_hash::FxHashSet::default();
    let mut stack = vec![entry];
    reached.insert(entry);
    while let Some(block) = stack.pop() {
        for successor in body.block_successors(block) {
            if reached.insert(successor) {
                stack.push(successor);
            }
        }
    }
    let unreachable: Vec<BlockId> = body
        .region_blocks(region)
        .filter(|b| !reached.contains(b))
        .collect();
    body.erase_blocks(&unreachable);
    unreachable.len() as u64
}

fn remove_dead_arguments(ctx: &Context, body: &mut Body, region: RegionId) -> u64 {
    let entry = body.entry_block(region);
    let blocks: Vec<BlockId> = body
        .region_blocks(region)
        .filter(|&b| Some(b) != entry)
        .collect();
    let mut removed = 0;
    for block in blocks {
        if !predecessors_editable(ctx, body, block) {
            continue;
        }
        for index in (0..body.block_args(block).len()).rev() {
            if !body.has_uses(body.block_args(block)[index]) {
                erase_block_argument(ctx, body, block, index);
                removed += 1;
            }
        }
    }
    removed
}
