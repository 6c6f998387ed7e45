//! What to remove, decided from the liveness before anything changes (as
//! MLIR's pass collects its cleanup list): ops are looked at innermost
//! first, function by function, each function after its body, as MLIR's
//! walk does.
//!
//! - A function that is private, has a body and whose every use is a call
//!   (our condition; MLIR's is only private with a body) loses its dead
//!   arguments, with the operands every call passes them, and the results
//!   dead at every call, with what each return gives for them.
//! - A region-branch op without memory effects and with no live result
//!   goes; one that stays gets `ub.poison` for each operand it or its
//!   terminators forward that is dead, or whose every destination is.
//! - A branch whose other operands (a condition) are dead goes (a
//!   `ub.unreachable` takes its place); a dead block argument some branch
//!   passes a dead value for goes, with what every branch passes for it.
//! - Any other op (not a terminator, not a call) goes if an operand is
//!   dead, or if it has no memory effect and no live result.

use super::flow::edges;
use super::liveness::Liveness;
use super::program::Program;
use ir_core::interfaces::CallOp;
use ir_core::symbols::{visibility, Visibility};
use ir_core::{BlockId, Body, Context, OpId, OpTraits, OpView};
use rustc_hash::FxHashMap;

/// The changes to one function's signature.
pub(super) struct FunctionChange {
    /// The function.
    pub(super) f: usize,
    /// Its entry arguments to erase.
    pub(super) args: Vec<bool>,
    /// Its results to erase.
    pub(super) results: Vec<bool>,
}

/// Everything to remove, in the order MLIR's pass finds it.
#[derive(Default)]
pub(super) struct Plan {
    /// Functions whose signatures shrink.
    pub(super) functions: Vec<FunctionChange>,
    /// The dead arguments of blocks branched to, per function: for each
    /// block, the dead arguments some branch into it passes a dead value
    /// for.
    pub(super) blocks: Vec<(usize, BlockId, Vec<bool>)>,
    /// Operands to replace with `ub.poison` (function, op, positions).
    pub(super) poisoned: Vec<(usize, OpId, Vec<usize>)>,
    /// Ops to erase, per function, innermost first.
    pub(super) ops: Vec<(usize, OpId)>,
}

/// Decides what goes, given the liveness.
pub(super) fn plan(ctx: &Context, module: &Body, program: &Program, live: &Liveness) -> Plan {
    let mut plan = Plan::default();
    for f in 0..program.functions.len() {
        let body = program.body(module, f);
        let region = program.functions[f].region;
        let mut branch_edges: FxHashMap<BlockId, Vec<bool>> = FxHashMap::default();
        let mut block_order: Vec<BlockId> = Vec::new();
        let mut erased_branches = rustc_hash::FxHashSet::default();
        for op in crate::walk::ops_in_post_order(body, &[region]) {
            let dead = |v| !live.is_live(f, v);
            let name = body.op_name(op);
            if let Some(flow) = edges(ctx, body, op) {
                if program.is_free(ctx, body, f, op) && body.results(op).iter().all(|&r| dead(r)) {
                    plan.ops.push((f, op));
                    continue;
                }
                // Each forwarded operand: dead, or all its destinations are.
                let mut groups: FxHashMap<(OpId, usize), bool> = FxHashMap::default();
                let mut order = Vec::new();
                for edge in &flow {
                    let key = (edge.owner, edge.operand);
                    let all_dead = groups.entry(key).or_insert_with(|| {
                        order.push(key);
                        true
                    });
                    *all_dead &= dead(edge.input);
                }
                let mut per_owner: Vec<(OpId, Vec<usize>)> = Vec::new();
                let mut slot_of: FxHashMap<OpId, usize> = FxHashMap::default();
                for key in order {
                    let (owner, operand) = key;
                    if dead(body.operand(owner, operand)) || groups[&key] {
                        let at = *slot_of.entry(owner).or_insert_with(|| {
                            per_owner.push((owner, Vec::new()));
                            per_owner.len() - 1
                        });
                        per_owner[at].1.push(operand);
                    }
                }
                for (owner, mut operands) in per_owner {
                    operands.sort_unstable();
                    operands.dedup();
                    plan.poisoned.push((f, owner, operands));
                }
                continue;
            }
            if body.num_successors(op) > 0 {
                let view = OpView::new(ctx, body, op);
                let Some(ranges) = view.successor_ranges() else {
                    continue;
                };
                let mut forwarded = vec![false; body.num_operands(op)];
                ranges.iter().flat_map(|r| r.clone()).for_each(|i| {
                    if let Some(slot) = forwarded.get_mut(i) {
                        *slot = true;
                    }
                });
                let condition_dead = body
                    .operands(op)
                    .zip(&forwarded)
                    .any(|(v, &fwd)| !fwd && dead(v));
                if condition_dead {
                    plan.ops.push((f, op));
                    erased_branches.insert(op);
                    continue;
                }
                for (successor, range) in body.successors(op).zip(ranges.iter()) {
                    let passed: Vec<bool> =
                        range.clone().map(|i| dead(body.operand(op, i))).collect();
                    match branch_edges.get_mut(&successor) {
                        Some(any) => any.iter_mut().zip(&passed).for_each(|(a, p)| *a |= p),
                        None => {
                            block_order.push(successor);
                            branch_edges.insert(successor, passed);
                        }
                    }
                }
                continue;
            }
            if ctx.op_has(name, OpTraits::TERMINATOR)
                || OpView::new(ctx, body, op).interface::<CallOp>().is_some()
            {
                continue;
            }
            let dead_operand = body.operands(op).any(dead);
            if dead_operand
                || (program.is_free(ctx, body, f, op) && body.results(op).iter().all(|&r| dead(r)))
            {
                plan.ops.push((f, op));
            }
        }
        // A block loses a dead argument some branch into it passes a dead
        // value for, with what every branch passes for it; one reached
        // otherwise than by branches keeps them all.
        for block in block_order {
            let editable = body
                .block_uses(block)
                .all(|u| erased_branches.contains(&u.op) || body.num_successors(u.op) > 0);
            let args = branch_edges.remove(&block).unwrap_or_default();
            // Only a dead argument goes: code that never runs passes dead
            // values to live ones too.
            let args: Vec<bool> = args
                .iter()
                .zip(body.block_args(block))
                .map(|(&passed_dead, &arg)| passed_dead && !live.is_live(f, arg))
                .collect();
            if editable && args.len() == body.block_args(block).len() && args.iter().any(|&a| a) {
                plan.blocks.push((f, block, args));
            }
        }
        plan_function(ctx, module, program, live, f, &mut plan);
    }
    plan
}

/// The signature change of function `f`, if it is one to change.
fn plan_function(
    ctx: &Context,
    module: &Body,
    program: &Program,
    live: &Liveness,
    f: usize,
    plan: &mut Plan,
) {
    let function = &program.functions[f];
    if visibility(ctx, module, function.op) != Visibility::Private || !function.tracked {
        return;
    }
    let body = program.body(module, f);
    let Some(entry) = body.entry_block(function.region) else {
        return;
    };
    let args: Vec<bool> = body
        .block_args(entry)
        .iter()
        .map(|&a| !live.is_live(f, a))
        .collect();
    let view = OpView::new(ctx, module, function.op);
    let Some((_, result_types)) = view
        .interface::<ir_core::interfaces::Callable>()
        .and_then(|c| (c.signature)(&view))
    else {
        return;
    };
    let mut results = vec![true; result_types.len()];
    for site in &program.calls[f] {
        let caller = program.body(module, site.caller);
        for (slot, &r) in results.iter_mut().zip(caller.results(site.op)) {
            *slot &= !live.is_live(site.caller, r);
        }
    }
    plan.functions.push(FunctionChange { f, args, results });
}
