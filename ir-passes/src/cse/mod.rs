//! `cse`: common subexpression elimination, scoped by dominance (MLIR's
//! `cse`). An op without memory effects (or whose only effects are reads,
//! with no write between the two in the same block) is replaced by an
//! equivalent op that dominates it; ops of nested regions see the values
//! of the enclosing ones, but for the regions of an unregistered op, which
//! may be isolated from above (as MLIR assumes). Operands of commutative ops are compared as a
//! set; an op with regions (each of one block at most, and nothing in them
//! touching memory) is compared with its regions, after they were
//! simplified. Trivially dead ops met on the way are erased too.

pub(crate) mod access;
pub(crate) mod key;
mod pass;
mod regions;
#[cfg(test)]
mod tests;

use crate::greedy::is_trivially_dead;
use access::{Access, Accesses};
use ir_core::graph::dominance_analysis::Dominance;
use ir_core::graph::region::RegionDominance;
use ir_core::{BlockId, Body, Context, OpId, OpTraits, RegionId};
use key::{KnownOps, Mark, MemoryPoint};
use std::sync::Arc;

pub use pass::register;

/// What CSE did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Ops replaced by an equivalent one.
    pub replaced: u64,
    /// Trivially dead ops erased.
    pub erased: u64,
}

/// Work of the dominator-tree walk, on an explicit stack.
enum Item {
    /// Start a region (its own scope).
    Region(RegionId),
    /// Start block `node` of region info `region`.
    Block { region: usize, node: usize },
    /// Go on with the ops of `block` from `next`, after `writes` writes.
    Resume {
        block: BlockId,
        next: Option<OpId>,
        writes: u32,
    },
    /// The regions of `op` are done (simplified first, as MLIR does):
    /// replace `op` itself if it can be, then go on with the ops of
    /// `block` from `next`, after `writes` writes.
    AfterRegions {
        op: OpId,
        access: Access,
        block: BlockId,
        next: Option<OpId>,
        writes: u32,
    },
    /// Leave a scope.
    Leave(Mark),
    /// Set the known ops aside and start with none: the regions of an
    /// unregistered op follow, which may be isolated from above.
    SetAside,
    /// Take back the known ops last set aside.
    TakeBack,
}

/// Runs CSE over the regions `roots` of `body` (not entering nested
/// isolated bodies), walking the dominator trees of `dominance` (computed
/// for `roots`); with `commutative`, the operands of commutative ops match
/// in any order (as MLIR's `cse` does). It changes no block and no
/// terminator, so `dominance` still holds afterwards.
pub fn eliminate_common_subexpressions(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    commutative: bool,
    dominance: &Dominance,
) -> CseStats {
    let mut stats = CseStats::default();
    let mut known = KnownOps::new(commutative);
    // The known ops of the scopes around unregistered ops being walked.
    let mut set_aside: Vec<KnownOps> = Vec::new();
    let mut accesses = Accesses::default();
    // The trees of the regions the walk entered, by the walk's index.
    let mut regions: Vec<Arc<RegionDominance>> = Vec::new();
    let mut stack: Vec<Item> = roots.iter().rev().map(|&r| Item::Region(r)).collect();
    while let Some(item) = stack.pop() {
        match item {
            Item::Region(region) => {
                if body.entry_block(region).is_none() {
                    continue;
                }
                regions.push(dominance.tree_of(body, region));
                stack.push(Item::Leave(known.enter()));
                stack.push(Item::Block {
                    region: regions.len() - 1,
                    node: 0,
                });
            }
            Item::Block { region, node } => {
                let info = &regions[region];
                let block = info.blocks[node];
                stack.push(Item::Leave(known.enter()));
                let children: Vec<usize> = info.tree.children(node).collect();
                stack.extend(children.into_iter().rev().map(|child| Item::Block {
                    region,
                    node: child,
                }));
                stack.push(Item::Resume {
                    block,
                    next: body.first_op(block),
                    writes: 0,
                });
            }
            Item::Resume {
                block,
                next,
                mut writes,
            } => {
                let mut current = next;
                while let Some(op) = current {
                    current = body.next_op(op);
                    let op_access = accesses.of(ctx, body, op);
                    if is_trivially_dead(ctx, body, op) {
                        body.erase_op(op);
                        stats.erased += 1;
                        continue;
                    }
                    if !body.regions(op).is_empty() && !body.is_isolated(op) {
                        if op_access == Access::Other {
                            writes += 1;
                        }
                        stack.push(Item::AfterRegions {
                            op,
                            access: op_access,
                            block,
                            next: current,
                            writes,
                        });
                        // As MLIR (`mightHaveTrait<IsIsolatedFromAbove>`):
                        // an unregistered op may be isolated, so its
                        // regions see no value known outside it.
                        let unregistered = ctx.op_def(body.op_name(op)).is_none();
                        if unregistered {
                            stack.push(Item::TakeBack);
                        }
                        stack.extend(body.regions(op).iter().rev().map(|&r| Item::Region(r)));
                        if unregistered {
                            stack.push(Item::SetAside);
                        }
                        break;
                    }
                    match op_access {
                        Access::Other => writes += 1,
                        access => {
                            let memory = (access == Access::ReadOnly).then_some((block, writes));
                            replace_or_record(ctx, body, op, memory, &mut known, &mut stats);
                        }
                    }
                }
            }
            Item::AfterRegions {
                op,
                access,
                block,
                next,
                writes,
            } => {
                // As MLIR: only ops without effects, whose regions have
                // one block at most, are compared with their regions.
                let single_blocks = body
                    .regions(op)
                    .iter()
                    .all(|&r| body.region_blocks(r).nth(1).is_none());
                if access == Access::None && single_blocks {
                    replace_or_record(ctx, body, op, None, &mut known, &mut stats);
                }
                stack.push(Item::Resume {
                    block,
                    next,
                    writes,
                });
            }
            Item::Leave(mark) => known.leave(mark),
            Item::SetAside => {
                set_aside.push(std::mem::replace(&mut known, KnownOps::new(commutative)))
            }
            Item::TakeBack => {
                if let Some(outer) = set_aside.pop() {
                    known = outer;
                }
            }
        }
    }
    stats
}

/// Replaces `op` by an equivalent known op and erases it (at once: an op
/// with regions holding it compares equal to one without it), or makes it
/// known.
fn replace_or_record(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    memory: MemoryPoint,
    known: &mut KnownOps,
    stats: &mut CseStats,
) {
    let candidate = !body.results(op).is_empty()
        && !ctx.op_has(body.op_name(op), OpTraits::TERMINATOR)
        && ctx.op_def(body.op_name(op)).is_some();
    if !candidate {
        return;
    }
    if let Some(existing) = known.find_or_insert(ctx, body, op, memory) {
        for index in 0..body.results(op).len() {
            let (old, new) = (body.results(op)[index], body.results(existing)[index]);
            body.replace_all_uses(old, new);
        }
        body.erase_op(op);
        stats.replaced += 1;
    }
}
