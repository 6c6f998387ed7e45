//! Region simplification (MLIR's `simplifyRegions`): unreachable blocks
//! are erased, then dead code goes as the `dce` pass removes it (dead
//! cycles through CFG loops included, and block arguments nothing needs,
//! together with the branch operands that feed them), but for the values
//! a structured loop carries into its own next iteration only: MLIR's
//! region DCE keeps those (`Carried::Kept`), and so does this.

use crate::dce::{eliminate_dead_code_after, eliminate_dead_code_noting, Carried};
use crate::touched::Touched;
use crate::walk::has_nested_regions;
use ir_core::{BlockId, Body, Context, RegionId};

/// Simplifies every region under `roots`; returns how many blocks, ops
/// and arguments were removed, and notes in `touched` the ops that stay
/// and see a change.
pub(crate) fn simplify_regions(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Touched,
) -> u64 {
    simplify(ctx, body, roots, touched, false)
}

/// [`simplify_regions`] after changes recorded since the last
/// simplification (`Body::record_lost_uses`, which this stops): dead code
/// is looked for only where values lost a use, and all of it is looked
/// for when that search cannot tell.
pub(crate) fn simplify_after_changes(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Touched,
) -> u64 {
    simplify(ctx, body, roots, touched, true)
}

fn simplify(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Touched,
    after_changes: bool,
) -> u64 {
    let removed = erase_unreachable_blocks_in(body, roots, touched);
    let candidates = after_changes.then(|| body.take_lost_uses());
    let dead = candidates
        .and_then(|lost| eliminate_dead_code_after(ctx, body, roots, lost, touched))
        .unwrap_or_else(|| eliminate_dead_code_noting(ctx, body, roots, Carried::Kept, touched));
    removed + dead.ops + dead.arguments
}

/// Erases the blocks no entry reaches in every region under `roots`;
/// returns how many.
pub(crate) fn erase_unreachable_blocks_in(
    body: &mut Body,
    roots: &[RegionId],
    touched: &mut Touched,
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
pub(super) fn all_regions(body: &Body, roots: &[RegionId]) -> Vec<RegionId> {
    let mut regions = roots.to_vec();
    if !has_nested_regions(body, roots) {
        return regions;
    }
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

/// Erases the blocks of `region` that its entry does not reach; notes the
/// reached blocks' watchers and the definers of values they lose a use of.
fn erase_unreachable_blocks(body: &mut Body, region: RegionId, touched: &mut Touched) -> u64 {
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
        for successor in body.block_successors(block) {
            if reached.contains(&successor) {
                touched.block(successor);
            }
        }
        for op in body.block_ops(block) {
            for value in body.operands(op) {
                touched.lost_use(body, value);
            }
        }
    }
    body.erase_blocks(&unreachable);
    unreachable.len() as u64
}
