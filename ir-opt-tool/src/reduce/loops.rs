//! Dropping a loop-carried value of `scf.for` or `scf.while`: its initial
//! value, its region arguments, its yielded (and, for `scf.while`,
//! forwarded) operand and its result go, and what used the arguments or
//! the result uses the initial value instead (so a value only passed
//! through keeps its meaning; for others the test decides). One site per
//! carried value ([`Site::index`]); the carried values of one loop in a
//! chunk go together, the loop rebuilt once.

use super::sites::{resolve, resolve_ref, Site, Sites};
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::ods::Op;
use ir_core::{BlockId, Body, Context, OpId, OpView, OwnedOp, ValueId};
use ir_dialects::scf::{ConditionOp, ForOp, WhileOp, YieldOp};
use rustc_hash::FxHashMap;

/// The parts of a loop that carry values, position by position.
struct Carried {
    /// The operands before the initial values (`scf.for`'s bounds).
    fixed: usize,
    /// The region arguments before the carried ones (the induction
    /// variable), in each region.
    leading: usize,
    /// The blocks whose arguments carry (`scf.while`: before, after).
    blocks: Vec<BlockId>,
    /// The terminators whose operands carry, with the operands before the
    /// carried ones (`scf.condition`'s flag).
    terminators: Vec<(OpId, usize)>,
    /// The number of carried values.
    count: usize,
}

/// The carried values of `op` when it is an `scf.for` or an `scf.while`
/// whose condition forwards its before-arguments in order (so that
/// position `k` is one value all along).
fn carried(ctx: &Context, body: &Body, op: OpId) -> Option<Carried> {
    let view = OpView::new(ctx, body, op);
    let count = body.results(op).len();
    let inner = body.regions_body(op);
    let entry = |index: usize| inner.entry_block(*body.regions(op).get(index)?);
    let last = |block: BlockId| inner.last_op(block);
    if ForOp::matches(&view) {
        let block = entry(0)?;
        let yield_op = last(block)?;
        let fits = YieldOp::matches(&OpView::new(ctx, inner, yield_op))
            && body.num_operands(op) == 3 + count
            && inner.block_args(block).len() == 1 + count
            && inner.num_operands(yield_op) == count;
        return fits.then(|| Carried {
            fixed: 3,
            leading: 1,
            blocks: vec![block],
            terminators: vec![(yield_op, 0)],
            count,
        });
    }
    if WhileOp::matches(&view) {
        let (before, after) = (entry(0)?, entry(1)?);
        let (condition, yield_op) = (last(before)?, last(after)?);
        let args = inner.block_args(before);
        let forwarded: Vec<ValueId> = inner.operands(condition).skip(1).collect();
        let fits = ConditionOp::matches(&OpView::new(ctx, inner, condition))
            && YieldOp::matches(&OpView::new(ctx, inner, yield_op))
            && body.num_operands(op) == count
            && args.len() == count
            && forwarded == args
            && inner.block_args(after).len() == count
            && inner.num_operands(yield_op) == count;
        return fits.then(|| Carried {
            fixed: 0,
            leading: 0,
            blocks: vec![before, after],
            terminators: vec![(condition, 1), (yield_op, 0)],
            count,
        });
    }
    None
}

/// Whether `op` is a loop with carried values.
pub(super) fn may_drop(ctx: &Context, body: &Body, op: OpId) -> bool {
    carried(ctx, body, op).is_some_and(|c| c.count > 0)
}

/// One site per carried value of each loop of `list`.
pub(super) fn expand(ctx: &Context, module: &OwnedOp, sites: &Sites, list: Vec<Site>) -> Vec<Site> {
    list.into_iter()
        .flat_map(|site| {
            let count = resolve_ref(module, &sites.scopes[site.scope])
                .and_then(|body| carried(ctx, body, site.op))
                .map_or(0, |c| c.count);
            (0..count).map(move |index| Site { index, ..site })
        })
        .collect()
}

/// Drops the carried values of `chunk`, loop by loop.
pub(super) fn drop_carried(
    ctx: &Context,
    module: &mut OwnedOp,
    sites: &Sites,
    chunk: &[Site],
) -> bool {
    // (scope, loop) -> positions, in chunk order of first appearance.
    let mut order: Vec<(usize, OpId)> = Vec::new();
    let mut positions: FxHashMap<(usize, OpId), Vec<usize>> = FxHashMap::default();
    for site in chunk {
        let key = (site.scope, site.op);
        let list = positions.entry(key).or_insert_with(|| {
            order.push(key);
            Vec::new()
        });
        list.push(site.index);
    }
    let mut changed = false;
    // Later loops first: rebuilding one never moves an earlier one.
    for key in order.into_iter().rev() {
        let Some(body) = resolve(module, &sites.scopes[key.0]) else {
            continue;
        };
        if body.contains_op(key.1) {
            changed |= drop_in(ctx, body, key.1, &positions[&key]);
        }
    }
    changed
}

/// Drops the carried values at `dropped` of loop `op`.
fn drop_in(ctx: &Context, body: &mut Body, op: OpId, dropped: &[usize]) -> bool {
    let Some(parts) = carried(ctx, body, op) else {
        return false;
    };
    if dropped.iter().any(|&k| k >= parts.count) {
        return false;
    }
    let keep = |k: &usize| !dropped.contains(k);
    let operands: Vec<ValueId> = body.operands(op).collect();
    let inits = &operands[parts.fixed..];
    let inner = body.regions_body_mut(op);
    for &block in &parts.blocks {
        let args = inner.block_args(block).to_vec();
        for &k in dropped {
            inner.replace_all_uses(args[parts.leading + k], inits[k]);
        }
    }
    for &(terminator, skip) in &parts.terminators {
        let kept: Vec<ValueId> = inner
            .operands(terminator)
            .enumerate()
            .filter(|(i, _)| *i < skip || keep(&(i - skip)))
            .map(|(_, v)| v)
            .collect();
        inner.set_operands(terminator, &kept);
    }
    for &block in &parts.blocks {
        let mut ks: Vec<usize> = dropped.to_vec();
        ks.sort_unstable();
        ks.dedup();
        for &k in ks.iter().rev() {
            inner.erase_block_arg(block, parts.leading + k);
        }
    }
    let results = body.results(op).to_vec();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    let new_operands: Vec<ValueId> = operands[..parts.fixed]
        .iter()
        .copied()
        .chain((0..parts.count).filter(keep).map(|k| inits[k]))
        .collect();
    state.operands = new_operands.as_slice().into();
    state.result_types = (0..parts.count)
        .filter(keep)
        .map(|k| body.value_type(results[k]))
        .collect();
    state.attrs = Some(body.op_attrs(op));
    state.properties = body.op_properties(op);
    state.num_regions = body.regions(op).len();
    let new = body.create_op(ctx, state);
    body.insert_op(new, InsertPoint::Before(op));
    let old_regions = body.regions(op).to_vec();
    let new_regions = body.regions(new).to_vec();
    for (&from, &to) in old_regions.iter().zip(&new_regions) {
        body.inline_region_before(from, to, None);
    }
    let mut fresh = body.results(new).to_vec().into_iter();
    for (k, &result) in results.iter().enumerate() {
        let by = match keep(&k) {
            true => fresh.next().expect("one result per kept value"),
            false => inits[k],
        };
        body.replace_all_uses(result, by);
    }
    body.erase_op(op);
    true
}
