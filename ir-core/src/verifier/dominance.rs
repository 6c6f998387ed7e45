//! SSA dominance: every use is dominated by its definition, within a block,
//! across blocks of a region, and from enclosing regions into nested ones.
//!
//! One walk with an explicit stack keeps the chain of enclosing ops, so the
//! op that contains a use within the definition's region is found in O(1);
//! op order within a block is a precomputed index; each region's dominator
//! tree is built once, on first need, and answers in O(1).

use super::{has_ssa_regions, is_op, Part};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::graph::region::RegionDominance;
use crate::ir::{BlockId, Body, OpId, OpView, RegionId, ValueDef};
use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

/// Per-body state: op order in blocks, the open path, dominance per region.
#[derive(Default)]
struct BodyState {
    order: SecondaryMap<OpId, u32>,
    /// For each region on the current path: (depth, whether it is SSACFG).
    open_regions: SecondaryMap<RegionId, (usize, bool)>,
    dominance: FxHashMap<RegionId, RegionDominance>,
}

enum Step<'a> {
    Enter(&'a Body, OpId),
    LeaveRegion(&'a Body, RegionId),
    PopPath,
}

/// Checks the uses in the `part` of `root` (stored in `root_body`).
pub(super) fn verify_dominance(
    ctx: &Context,
    root_body: &Body,
    root: OpId,
    part: Part<'_>,
) -> Result<(), Diagnostic> {
    let mut states: FxHashMap<*const Body, BodyState> = FxHashMap::default();
    // path[d] = the op at depth d of the chain of enclosing ops.
    let mut path: Vec<OpId> = Vec::new();
    let mut stack = vec![Step::Enter(root_body, root)];
    while let Some(step) = stack.pop() {
        match step {
            Step::PopPath => {
                path.pop();
            }
            Step::LeaveRegion(body, region) => {
                states
                    .get_mut(&(body as *const Body))
                    .expect("state")
                    .open_regions
                    .remove(region);
            }
            Step::Enter(body, op) => {
                let is_root = is_op(body, op, root_body, root);
                let state = states.entry(body as *const Body).or_default();
                // The root's own operands are outside the contents.
                if !(is_root && matches!(part, Part::Contents)) {
                    check_operands(ctx, body, op, state, &path)?;
                }
                if let Part::UpToIsolated(contents) = part {
                    if !is_root && body.is_isolated(op) {
                        contents(body, op)?;
                        continue;
                    }
                }
                path.push(op);
                stack.push(Step::PopPath);
                let inner = body.regions_body(op);
                let ssa = has_ssa_regions(ctx, body, op);
                let inner_state = states.entry(inner as *const Body).or_default();
                for &region in body.regions(op).iter().rev() {
                    inner_state.open_regions.insert(region, (path.len(), ssa));
                    stack.push(Step::LeaveRegion(inner, region));
                    let blocks: Vec<BlockId> = inner.region_blocks(region).collect();
                    for &block in blocks.iter().rev() {
                        for (i, child) in inner.block_ops(block).enumerate() {
                            inner_state.order.insert(child, i as u32);
                        }
                        let ops: Vec<OpId> = inner.block_ops(block).collect();
                        stack.extend(ops.into_iter().rev().map(|child| Step::Enter(inner, child)));
                    }
                }
            }
        }
    }
    Ok(())
}

fn check_operands(
    ctx: &Context,
    body: &Body,
    user: OpId,
    state: &mut BodyState,
    path: &[OpId],
) -> Result<(), Diagnostic> {
    for (index, value) in body.operands(user).enumerate() {
        let Some(def_block) = body.value_block(value) else {
            return Err(
                OpView::new(ctx, body, user).error(format!("operand #{index} has no definition"))
            );
        };
        let Some(def_region) = body.block_region(def_block) else {
            return Err(OpView::new(ctx, body, user)
                .error(format!("operand #{index} is defined in a detached block")));
        };
        let Some(&(depth, ssa)) = state.open_regions.get(def_region) else {
            return Err(not_dominated(
                ctx,
                body,
                user,
                index,
                "it is defined in a region that does not enclose this use",
            ));
        };
        if !ssa {
            continue;
        }
        // The op in the definition's region that contains the use.
        let ancestor = path.get(depth).copied().unwrap_or(user);
        let use_block = body
            .op_block(ancestor)
            .expect("ops on the path are in blocks");
        let dominated = match body.value_def(value) {
            ValueDef::Result { op: def, .. } if use_block == def_block => {
                def != ancestor && state.order[def] < state.order[ancestor]
            }
            ValueDef::Argument { .. } if use_block == def_block => true,
            _ => {
                let dom = state
                    .dominance
                    .entry(def_region)
                    .or_insert_with(|| RegionDominance::new(body, def_region));
                use_block != def_block && dom.dominates(def_block, use_block)
            }
        };
        if !dominated {
            return Err(not_dominated(ctx, body, user, index, ""));
        }
    }
    Ok(())
}

fn not_dominated(ctx: &Context, body: &Body, user: OpId, index: usize, why: &str) -> Diagnostic {
    let value = body.operand(user, index);
    let mut message = format!("operand #{index} does not dominate this use");
    if !why.is_empty() {
        message.push_str(&format!(" ({why})"));
    }
    let diagnostic = OpView::new(ctx, body, user).error(message);
    match body.value_loc(value) {
        Some(loc) => diagnostic.with_note(loc, "operand defined here"),
        None => diagnostic,
    }
}
