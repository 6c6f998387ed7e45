//! `mem2reg`: promotes memory slots to SSA values.
//!
//! An allocation qualifies through the promotable interfaces when every use
//! of its pointer is a load or a store through it in the region that
//! allocates it (`slots.rs`), as in MLIR's `mem2reg`. Two [`Extensions`]
//! go further: accesses inside the regions of structured ops, and arrays
//! accessed only at constant indices split into one variable per element
//! first (MLIR's `sroa`). SSA construction follows Cytron et al.
//! on a flow graph that also runs through the regions of structured ops
//! (`flow.rs`): merges at the iterated dominance frontier of the stores,
//! pruned by liveness (`placement.rs`), then renaming by an explicit-stack
//! walk of the dominator tree (`rename.rs`). A merge becomes a block
//! argument, or, after or inside a structured op, a new result or region
//! argument of the op (`carry.rs`). A load before any store reads
//! `ub.poison`. A variable whose merges cannot be written (a store inside
//! an op of unknown control flow, a branch that does not say what it
//! passes) stays in memory, and so does its allocation.

mod carry;
mod flow;
mod pass;
mod placement;
mod poison;
mod rename;
mod rewrite;
mod sites;
mod slots;
#[cfg(test)]
mod tests;

pub use pass::register;
pub(crate) use slots::{element_key, pointer_access};

use carry::fill_empty_regions;
use flow::Flow;
use placement::place;
use poison::Poison;
use rename::Renamer;
use rewrite::{create_merges, erase_promoted, pass_edge_values};
use sites::Sites;
use slots::Slots;

use ir_core::{Body, Context, OpId, RegionId};

/// What mem2reg did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Mem2RegStats {
    /// Slots promoted: each promoted value (an element of a split array
    /// counts once).
    pub slots: u64,
    /// Block arguments added (region arguments included).
    pub block_arguments: u64,
}

/// What mem2reg promotes beyond what MLIR's `mem2reg` does. By default
/// (both off) exactly MLIR's slots: one value each (an array only if it
/// has one element), used only in the region that allocates it, and used
/// at all (an allocation without any use stays, as in MLIR).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Extensions {
    /// Also promote slots accessed inside the regions of structured ops,
    /// carried through their results and region arguments.
    pub in_regions: bool,
    /// Also split static arrays accessed only at constant in-bounds
    /// indices into one value per element (what `sroa` does first).
    pub split_arrays: bool,
}

/// Promotes the memory slots allocated in the regions `roots` of `body`
/// (and in regions nested in them, not inside isolated ops).
///
/// A structured op that could not carry a value only because a region is
/// missing (an `scf.if` without `else`) gets that region, made of its
/// implicit terminator, and promotion runs once more for what is left.
pub fn promote_memory_slots(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    extensions: Extensions,
) -> Mem2RegStats {
    let (mut stats, blocked) = promote_once(ctx, body, roots, extensions);
    let mut filled = false;
    for op in blocked {
        filled |= fill_empty_regions(ctx, body, op);
    }
    if filled {
        let (again, _) = promote_once(ctx, body, roots, extensions);
        stats.slots += again.slots;
        stats.block_arguments += again.block_arguments;
    }
    stats
}

/// One round of promotion; also returns the structured ops that kept a
/// slot in memory because they could not carry its value.
fn promote_once(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    extensions: Extensions,
) -> (Mem2RegStats, Vec<OpId>) {
    if !slots::may_allocate(ctx, body) {
        return (Mem2RegStats::default(), Vec::new());
    }
    let mut flow = Flow::new(ctx, body, roots);
    let slots = Slots::new(ctx, body, &flow, extensions);
    let mut stats = Mem2RegStats::default();
    let mut blocked = Vec::new();
    if slots.allocations.is_empty() {
        return (stats, blocked);
    }
    let sites = Sites::new(&flow, &slots);
    let mut promoted = vec![false; slots.vars.len()];
    let mut poison = Poison::default();
    for (index, scope) in flow.scopes.iter_mut().enumerate() {
        if sites.scope_vars[index].is_empty() {
            continue;
        }
        let index = index as u32;
        let placement = place(ctx, body, scope, index, &slots, &sites);
        blocked.extend_from_slice(&placement.blocked);
        if placement.promoted.is_empty() {
            continue;
        }
        let (merge_values, arguments) = create_merges(ctx, body, scope, &placement, &slots);
        stats.block_arguments += arguments;
        let edge_values = Renamer {
            ctx,
            body,
            scope,
            index,
            slots: &slots,
            sites: &sites,
            placement: &placement,
            merge_values: &merge_values,
            poison: &mut poison,
        }
        .run();
        pass_edge_values(
            ctx,
            body,
            scope,
            &placement,
            &slots,
            &mut poison,
            edge_values,
        );
        for &var in &placement.promoted {
            promoted[var as usize] = true;
        }
        stats.slots += placement.promoted.len() as u64;
    }
    erase_promoted(ctx, body, &slots, &promoted);
    (stats, blocked)
}
