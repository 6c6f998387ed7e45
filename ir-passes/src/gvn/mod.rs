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
use ir_core::graph::dominance_analysis::Dominance;
use ir_core::graph::region_cfg::RegionCfg;
use ir_core::{Body, Context, OpId, RegionId, ValueId};
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
    /// Whether the blocks and the terminators' successors are as they were
    /// (the dominance the run was given still holds).
    pub kept_cfg: bool,
}

/// Options of a GVN run.
#[derive(Copy, Clone, Debug)]
pub struct GvnConfig {
    /// Compare operands of commutative ops as a set.
    pub commutative: bool,
    /// Visits of each cycle of a region's CFG at most, for the optimistic
    /// numbering to settle (a region that does not is left alone).
    pub max_iterations: u32,
}

/// Runs GVN over the regions `roots` of `body` and the regions nested in
/// them, whose dominator trees `dominance` holds.
pub fn number_values(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    config: &GvnConfig,
    dominance: &Dominance,
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
        let tree = &dominance.tree_of(body, region).tree;
        stats.replaced += replace_by_dominating_equals(body, (&cfg, tree), &leaders);
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
    // Numbering and erasing ops that are not terminators changed no CFG,
    // so the trees still hold.
    let cse = eliminate_common_subexpressions(ctx, body, roots, config.commutative, dominance);
    stats.replaced += cse.replaced;
    stats.removed += cse.erased;
    let simplified = simplify_regions(ctx, body, roots, &mut Touched::discarding());
    stats.removed += simplified;
    stats.kept_cfg = simplified == 0;
    stats
}

/// Replaces each value by the first value of its class (the values with
/// its leader) that dominates it: a walk down the dominator tree with the
/// first value of each class seen on the way available below it, as
/// dominator-scoped CSE does. A leader defined outside the region
/// dominates all of it. Returns how many values were replaced.
fn replace_by_dominating_equals(
    body: &mut Body,
    (cfg, tree): (&RegionCfg, &DominatorTree),
    leaders: &SecondaryMap<ValueId, ValueId>,
) -> u64 {
    enum Step {
        Enter(usize),
        Leave(usize),
    }
    // Class leader -> the first value of the class dominating the walk.
    let mut available: SecondaryMap<ValueId, ValueId> = SecondaryMap::new();
    let mut made_available: Vec<ValueId> = Vec::new();
    let mut replaced = 0;
    let mut steps = vec![Step::Enter(0)];
    while let Some(step) = steps.pop() {
        let node = match step {
            Step::Enter(node) => node,
            Step::Leave(mark) => {
                for class in made_available.drain(mark..) {
                    available.remove(class);
                }
                continue;
            }
        };
        steps.push(Step::Leave(made_available.len()));
        steps.extend(tree.children(node).map(Step::Enter));
        let block = cfg.block(node);
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let values: Vec<ValueId> = body
            .block_args(block)
            .iter()
            .chain(ops.iter().flat_map(|&op| body.results(op)))
            .copied()
            .collect();
        for value in values {
            let Some(&class) = leaders.get(value) else {
                continue;
            };
            let outside = body
                .value_block(class)
                .is_none_or(|b| cfg.node(b).is_none());
            let equal = if outside {
                Some(class)
            } else {
                available.get(class).copied()
            };
            match equal {
                Some(equal) if equal != value => {
                    if body.has_uses(value) {
                        body.replace_all_uses(value, equal);
                        replaced += 1;
                    }
                }
                Some(_) => {}
                None => {
                    available.insert(class, value);
                    made_available.push(class);
                }
            }
        }
    }
    replaced
}
