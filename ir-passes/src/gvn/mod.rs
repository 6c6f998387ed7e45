//! `gvn`: global value numbering. Beyond `cse`: values are numbered
//! optimistically over the whole CFG of each region (`numbering.rs`), so
//! a block argument that receives one value on every edge, two arguments
//! that always receive equal values (loop-carried ones included), and a
//! load that a dominating load makes redundant (no write on any path
//! between them) are all replaced by their leader wherever the leader
//! dominates. Dominator-scoped CSE then catches what the numbering's
//! choice of leaders leaves (so GVN finds everything `cse` finds), and
//! unused block arguments and dead ops are removed.

mod numbering;
mod pass;
#[cfg(test)]
mod tests;

pub use pass::register;

use crate::cse::access::Accesses;
use crate::cse::eliminate_common_subexpressions;
use crate::greedy::{is_trivially_dead, simplify_regions};
use crate::touched::Touched;
use crate::walk::ops_in_order;
use ir_core::graph::dominance::DominatorTree;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::ir::ValueDef;
use ir_core::{BlockId, Body, Context, OpId, RegionId, ValueId};
use slotmap::SecondaryMap;

/// What GVN changed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct GvnStats {
    /// Values replaced by an equal, dominating value.
    pub replaced: u64,
    /// Regions whose numbering did not settle within the round limit (left alone).
    pub unsettled: u64,
    /// Ops, blocks and block arguments removed afterwards.
    pub removed: u64,
}

/// Options of a GVN run.
#[derive(Copy, Clone, Debug)]
pub struct GvnConfig {
    /// Compare operands of commutative ops as a set.
    pub commutative: bool,
    /// Rounds of optimistic numbering per region at most.
    pub max_iterations: u32,
}

/// Where a value is defined: its block and position (arguments before ops).
fn position(
    body: &Body,
    value: ValueId,
    order: &SecondaryMap<OpId, u32>,
) -> Option<(BlockId, u32)> {
    match body.value_def(value) {
        ValueDef::Argument { block, .. } => Some((block, 0)),
        ValueDef::Result { op, .. } => Some((body.op_block(op)?, order.get(op)? + 1)),
        ValueDef::Placeholder => None,
    }
}

/// Runs GVN over the regions `roots` of `body` and the regions nested in them.
pub fn number_values(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    config: &GvnConfig,
) -> GvnStats {
    let mut stats = GvnStats::default();
    let mut accesses = Accesses::default();
    let mut regions = roots.to_vec();
    for op in ops_in_order(body, roots, |_| true) {
        if !body.is_isolated(op) {
            regions.extend_from_slice(body.regions(op));
        }
    }
    for region in regions {
        if body.entry_block(region).is_none() {
            continue;
        }
        let cfg = RegionCfg::new(body, region);
        let Some(leaders) = numbering::number_region(
            ctx,
            body,
            &cfg,
            config.commutative,
            config.max_iterations,
            &mut accesses,
        ) else {
            stats.unsettled += 1;
            continue;
        };
        stats.replaced += replace_by_leaders(body, &cfg, &leaders);
    }
    for op in ops_in_order(body, roots, |_| true).into_iter().rev() {
        if body.contains_op(op) && is_trivially_dead(ctx, body, op) {
            body.erase_op(op);
            stats.removed += 1;
        }
    }
    // What the numbering leaves, dominator-scoped CSE finds: an equal value
    // whose class leader does not dominate it, an op equal to one outside
    // its region, an op with regions equal to another. GVN finds all that
    // CSE finds.
    let cse = eliminate_common_subexpressions(ctx, body, roots, config.commutative);
    stats.replaced += cse.replaced;
    stats.removed += cse.erased;
    stats.removed += simplify_regions(ctx, body, roots, &mut Touched::default());
    stats
}

/// Replaces each value whose leader dominates it; returns how many.
fn replace_by_leaders(
    body: &mut Body,
    cfg: &RegionCfg,
    leaders: &SecondaryMap<ValueId, ValueId>,
) -> u64 {
    let tree = DominatorTree::new(cfg.graph(), 0);
    let mut order: SecondaryMap<OpId, u32> = SecondaryMap::new();
    for &block in cfg.blocks() {
        for (i, op) in body.block_ops(block).enumerate() {
            order.insert(op, i as u32);
        }
    }
    let mut replaced = 0;
    for (value, &leader) in leaders.iter() {
        if value == leader || !body.contains_value(value) || !body.has_uses(value) {
            continue;
        }
        let (Some((vb, vp)), Some((lb, lp))) = (
            position(body, value, &order),
            position(body, leader, &order),
        ) else {
            continue;
        };
        let dominates = match (cfg.node(lb), cfg.node(vb)) {
            _ if lb == vb => lp < vp || (lp == vp && lp == 0),
            (Some(l), Some(v)) => tree.dominates(l, v),
            // A value of an enclosing region reaches this one: it dominates it.
            (None, Some(_)) => true,
            _ => false,
        };
        if dominates {
            body.replace_all_uses(value, leader);
            replaced += 1;
        }
    }
    replaced
}
