//! Region simplification (MLIR's `simplifyRegions`): unreachable blocks
//! are erased, then dead code goes as the `dce` pass removes it (dead
//! cycles through loops included, and block arguments nothing needs,
//! together with the branch operands that feed them).

use crate::dce::eliminate_dead_code_noting;
use ir_core::{BlockId, Body, Context, OpId, RegionId};

/// Simplifies every region under `roots`; returns how many blocks, ops
/// and arguments were removed.
pub(crate) fn simplify_regions(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> u64 {
    simplify_regions_noting(ctx, body, roots, &mut Vec::new())
}

/// Like [`simplify_regions`], and adds to `touched` the ops whose
/// surroundings the removals changed (they may have become dead, or a
/// pattern may now apply to them): the definers of the removed ops'
/// operands and the branches into blocks that lost a predecessor or an
/// argument. Ops erased afterwards may be among them.
pub(crate) fn simplify_regions_noting(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Vec<OpId>,
) -> u64 {
    let removed = erase_unreachable_noting(body, roots, touched);
    let dead = eliminate_dead_code_noting(ctx, body, roots, touched);
    removed + dead.ops + dead.arguments
}

/// Only the first step of [`simplify_regions_noting`]: erases the
/// unreachable blocks of every region under `roots`; returns how many.
pub(crate) fn erase_unreachable_noting(
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Vec<OpId>,
) -> u64 {
    let mut removed = 0;
    for region in all_regions(body, roots) {
        // An earlier region's unreachable blocks may have held this one.
        if body.contains_region(region) {
            removed += erase_unreachable_blocks(body, region, touched);
        }
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

fn erase_unreachable_blocks(body: &mut Body, region: RegionId, touched: &mut Vec<OpId>) -> u64 {
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
    for &block in &unreachable {
        note_removal(body, block, touched);
        for successor in body.block_successors(block) {
            if reached.contains(&successor) {
                touched.extend(body.block_uses(successor).map(|u| u.op));
            }
        }
    }
    body.erase_blocks(&unreachable);
    unreachable.len() as u64
}

/// Adds the definers of the operands of every op in `block` (nested ones
/// included) to `touched`: they lose those uses.
fn note_removal(body: &Body, block: BlockId, touched: &mut Vec<OpId>) {
    let mut blocks = vec![block];
    while let Some(block) = blocks.pop() {
        for op in body.block_ops(block) {
            touched.extend(body.operands(op).filter_map(|v| body.defining_op(v)));
            if !body.is_isolated(op) {
                for &region in body.regions(op) {
                    blocks.extend(body.region_blocks(region));
                }
            }
        }
    }
}
