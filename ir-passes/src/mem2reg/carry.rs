//! Carrying values through a structured op, as its `RegionBranch`
//! interface allows: a value the op's regions change becomes a new result
//! (fed by every terminator that returns to the op), a new argument of
//! every region re-entered from a region (fed by the terminators that
//! branch there, and by a new entry operand when the op enters it too), and
//! a new entry operand when control may pass the op without running a
//! region (`scf.for` with zero trips). `scf.for`'s `iter_args`,
//! `scf.while`'s and `scf.if`'s results are the shapes this produces.

use super::flow::{Scope, Via};
use crate::operand_growth::{grow, plan_growth, Growth};
use ir_core::interfaces::{RegionBranch, RegionBranchTerminator, RegionPoint};
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::{Body, Context, OpId, OpView, Type, ValueId};

/// How values are carried through one structured op.
#[derive(Clone, Debug)]
pub(super) struct CarryPlan {
    /// A region the op enters whose entry operands grow, and how.
    entry: Option<(usize, Growth)>,
    /// For each terminator returning to the op or re-entering a region,
    /// its successor points grouped by forwarded range.
    exits: Vec<(OpId, Vec<ExitGroup>)>,
}

/// Successor points a terminator forwards the same operands to, and how
/// that range grows.
#[derive(Clone, Debug)]
struct ExitGroup {
    points: Vec<RegionPoint>,
    growth: Growth,
}

/// Plans carrying values through structured op `region_op` of `scope`, or
/// `None` if the op cannot take them. Leaves the IR as it was.
pub(super) fn plan_carry(
    ctx: &Context,
    body: &mut Body,
    scope: &Scope,
    region_op: u32,
) -> Option<CarryPlan> {
    let info = &scope.region_ops[region_op as usize];
    let op = info.op;
    let view = OpView::new(ctx, body, op);
    let branch = view.interface::<RegionBranch>()?;
    let (entry_operands, region_inputs) = (branch.entry_operands, branch.region_inputs);
    if view.inherent_attr("resultSegmentSizes").is_some() {
        return None;
    }
    for (index, &region) in body.regions(op).iter().enumerate() {
        if info.reentered[index] {
            let entry = body.entry_block(region)?;
            if region_inputs(&view, index).end != body.block_args(entry).len() {
                return None;
            }
        }
    }
    let entered: Vec<usize> = (0..info.entered.len())
        .filter(|&r| info.entered[r])
        .collect();
    let needs_entry = info.skippable || entered.iter().any(|&r| info.reentered[r]);
    let entry = match entered.first() {
        _ if !needs_entry => None,
        None => return None,
        Some(&first) => {
            let range = entry_operands(&view, first);
            let shared = entered
                .iter()
                .all(|&r| info.reentered[r] && entry_operands(&view, r) == range);
            if !shared {
                return None;
            }
            let ranges = move |v: &OpView<'_>| vec![entry_operands(v, first)];
            Some((first, plan_growth(ctx, body, op, &ranges, 0)?))
        }
    };
    let mut exits = Vec::new();
    for (terminator, points) in exit_points(scope, region_op) {
        exits.push((terminator, plan_exit(ctx, body, terminator, points)?));
    }
    Some(CarryPlan { entry, exits })
}

/// The terminators of `region_op`'s regions with the points each reaches.
fn exit_points(scope: &Scope, region_op: u32) -> Vec<(OpId, Vec<RegionPoint>)> {
    let mut exits: Vec<(OpId, Vec<RegionPoint>)> = Vec::new();
    for &edge in &scope.region_ops[region_op as usize].exits {
        let Via::Exit {
            terminator, point, ..
        } = scope.edges[edge as usize].via
        else {
            continue;
        };
        match exits.last_mut() {
            Some((last, points)) if *last == terminator => points.push(point),
            _ => exits.push((terminator, vec![point])),
        }
    }
    exits
}

/// The points `terminator` forwards to, grouped by forwarded range, with
/// how each range grows.
fn plan_exit(
    ctx: &Context,
    body: &mut Body,
    terminator: OpId,
    points: Vec<RegionPoint>,
) -> Option<Vec<ExitGroup>> {
    let view = OpView::new(ctx, body, terminator);
    let forwarded = view.interface::<RegionBranchTerminator>()?.forwarded;
    let mut groups: Vec<Vec<RegionPoint>> = Vec::new();
    for point in points {
        let range = forwarded(&view, point);
        match groups.iter_mut().find(|g| forwarded(&view, g[0]) == range) {
            Some(group) => group.push(point),
            None => groups.push(vec![point]),
        }
    }
    let ranges = |v: &OpView<'_>| groups.iter().map(|g| forwarded(v, g[0])).collect();
    let growths: Option<Vec<Growth>> = (0..groups.len())
        .map(|target| plan_growth(ctx, body, terminator, &ranges, target))
        .collect();
    let groups = groups.into_iter().zip(growths?);
    Some(
        groups
            .map(|(points, growth)| ExitGroup { points, growth })
            .collect(),
    )
}

/// Replaces structured op `op` by the same op with results of `types`
/// appended (its regions move over); returns the new op.
pub(super) fn add_results(ctx: &Context, body: &mut Body, op: OpId, types: &[Type]) -> OpId {
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands = body.operands(op).collect();
    state.result_types = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    state.result_types.extend_from_slice(types);
    state.successors = body.successors(op).collect();
    state.attrs = Some(body.op_attrs(op));
    state.properties = body.op_properties(op);
    state.num_regions = body.regions(op).len();
    let new = body.create_op(ctx, state);
    body.insert_op(new, InsertPoint::Before(op));
    let regions: Vec<_> = body
        .regions(op)
        .iter()
        .zip(body.regions(new))
        .map(|(&a, &b)| (a, b))
        .collect();
    for (old_region, new_region) in regions {
        body.inline_region_before(old_region, new_region, None);
    }
    let old_results = body.results(op).to_vec();
    for (index, old) in old_results.into_iter().enumerate() {
        let replacement = body.results(new)[index];
        body.replace_all_uses(old, replacement);
    }
    body.erase_op(op);
    new
}

/// Appends `entry` (the values at the op) to the op's entry operands and
/// `exits(terminator, points)` to what each terminator forwards to
/// `points`, as `plan` says.
pub(super) fn add_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    plan: &CarryPlan,
    entry: &[ValueId],
    exits: impl Fn(OpId, &[RegionPoint]) -> Vec<ValueId>,
) {
    if let Some((region, growth)) = &plan.entry {
        let region = *region;
        let entry_operands = OpView::new(ctx, body, op)
            .interface::<RegionBranch>()
            .expect("planned ops implement RegionBranch")
            .entry_operands;
        let ranges = move |v: &OpView<'_>| vec![entry_operands(v, region)];
        grow(ctx, body, op, &ranges, 0, growth, entry);
    }
    for (terminator, groups) in &plan.exits {
        let forwarded = OpView::new(ctx, body, *terminator)
            .interface::<RegionBranchTerminator>()
            .expect("planned terminators forward")
            .forwarded;
        let ranges = |v: &OpView<'_>| groups.iter().map(|g| forwarded(v, g.points[0])).collect();
        for (target, group) in groups.iter().enumerate() {
            let values = exits(*terminator, &group.points);
            grow(
                ctx,
                body,
                *terminator,
                &ranges,
                target,
                &group.growth,
                &values,
            );
        }
    }
}

/// Gives each empty region of `op` a block holding just the op's implicit
/// terminator (`scf.if`'s missing `else`), which means the same; control
/// then runs through a region that can forward values instead of passing
/// the op. Returns whether any region was filled.
pub(super) fn fill_empty_regions(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let Some(terminator) = ctx
        .op_def(body.op_name(op))
        .and_then(|d| d.implicit_terminator)
    else {
        return false;
    };
    let empty: Vec<_> = body
        .regions(op)
        .iter()
        .copied()
        .filter(|&r| body.entry_block(r).is_none())
        .collect();
    for &region in &empty {
        let block = body.append_block(region);
        let state = OperationState::new(ctx.op_name(terminator), body.op_loc(op));
        let yield_op = body.create_op(ctx, state);
        body.insert_op(yield_op, InsertPoint::End(block));
    }
    !empty.is_empty()
}
