//! Values a region terminator carries around a structured loop
//! (`RegionBranch` ops, `RegionBranchTerminator` terminators): `scf.for`'s
//! `scf.yield` passes each operand both to the next iteration (its own
//! region's input) and to the op's result. Such an operand is live only if
//! one of those targets is; when none is, DCE makes the terminator pass the
//! region's input back unchanged, and what computed the operand dies with
//! the rest (a dead cycle through an iter_arg). The canonicalizer then
//! drops the iter_arg itself.
//!
//! Only operands forwarded to the terminator's own region can be rewired
//! so (the input is there, of the same type); every other forwarded value
//! (an `scf.if` yield, a loop's initial values) stays live as before.

use ir_core::interfaces::{RegionBranch, RegionBranchTerminator, RegionPoint};
use ir_core::ir::ValueDef;
use ir_core::{Body, Context, OpId, OpView, ValueId};
use std::ops::Range;

/// The operands of terminator `op` that it carries around its region's
/// loop (see the module doc): their positions, the region input each is
/// rewired to when it is dead, and the values each flows into.
pub(super) struct Carried {
    /// Operand positions of the terminator.
    pub positions: Range<usize>,
    /// The input of the terminator's own region that each position feeds.
    pub inputs: Vec<ValueId>,
    /// For each position, every input and result it reaches, by every
    /// successor of its region: it is live if one of them is.
    pub targets: Vec<Vec<ValueId>>,
}

/// What `op` carries, if it is a terminator that forwards values to its
/// own region's entry (a loop's back edge) in a `RegionBranch` op.
pub(super) fn carried(ctx: &Context, body: &Body, op: OpId) -> Option<Carried> {
    // Most ops are at the top of a function: no holder, nothing to ask.
    let region = body.op_block(op).and_then(|b| body.block_region(b))?;
    let (parent, index) = body.region_position(region)?;
    let view = OpView::new(ctx, body, op);
    let terminator = view.interface::<RegionBranchTerminator>()?;
    let parent_view = OpView::new(ctx, body, parent);
    let branch = parent_view.interface::<RegionBranch>()?;
    let own = RegionPoint::Region(index);
    let successors = (branch.successors)(&parent_view, own);
    if !successors.contains(&own) {
        return None;
    }
    let positions = (terminator.forwarded)(&view, own);
    let inputs = receivers(body, &parent_view, branch, own)?;
    let fits = positions.end <= body.num_operands(op)
        && inputs.len() == positions.len()
        && positions
            .clone()
            .zip(inputs)
            .all(|(i, &input)| body.value_type(body.operand(op, i)) == body.value_type(input));
    if !fits {
        return None;
    }
    // What each successor receives, and from which operands.
    let flows = successors
        .into_iter()
        .map(|to| {
            Some((
                (terminator.forwarded)(&view, to),
                receivers(body, &parent_view, branch, to)?,
            ))
        })
        .collect::<Option<Vec<_>>>()?;
    let targets = positions
        .clone()
        .map(|position| {
            flows
                .iter()
                .filter(|(range, _)| range.contains(&position))
                .map(|(range, values)| values.get(position - range.start).copied())
                .collect::<Option<Vec<_>>>()
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Carried {
        positions,
        inputs: inputs.to_vec(),
        targets,
    })
}

/// The values control reaching `to` gives values to: the results of the
/// op, or the forwarded inputs of one of its regions' entry blocks.
fn receivers<'b>(
    body: &'b Body,
    view: &OpView<'_>,
    branch: &RegionBranch,
    to: RegionPoint,
) -> Option<&'b [ValueId]> {
    match to {
        RegionPoint::Parent => Some(body.results(view.op)),
        RegionPoint::Region(index) => {
            let entry = body.entry_block(*body.regions(view.op).get(index)?)?;
            body.block_args(entry)
                .get((branch.region_inputs)(view, index))
        }
    }
}

/// Where `value` receives what a `RegionBranch` op's terminators forward:
/// (the op, the point it is at, its position among what that point
/// receives), for a result of the op or a forwarded input of the entry
/// block of one of its regions.
fn receiving_point(
    ctx: &Context,
    body: &Body,
    value: ValueId,
) -> Option<(OpId, RegionPoint, usize)> {
    match body.value_def(value) {
        // Most ops have no regions: nothing flows into their results.
        ValueDef::Result { op, index } => {
            (!body.regions(op).is_empty()).then_some((op, RegionPoint::Parent, index as usize))
        }
        ValueDef::Argument { block, index } => {
            let (parent, region_index) = body.region_position(body.block_region(block)?)?;
            if !body.is_entry_block(block) {
                return None;
            }
            let view = OpView::new(ctx, body, parent);
            let inputs = (view.interface::<RegionBranch>()?.region_inputs)(&view, region_index);
            let index = index as usize;
            inputs.contains(&index).then(|| {
                (
                    parent,
                    RegionPoint::Region(region_index),
                    index - inputs.start,
                )
            })
        }
        ValueDef::Placeholder => None,
    }
}

/// The operands that flow into `value` from the terminators of a
/// `RegionBranch` op's regions: for a result of the op, what its regions'
/// terminators return to it; for an input of one of its regions, what
/// its regions' terminators pass to that region. (What the op itself
/// passes in is its own operands, live with it.)
pub(super) fn forwarded_into(ctx: &Context, body: &Body, value: ValueId) -> Vec<ValueId> {
    let Some((parent, target, position)) = receiving_point(ctx, body, value) else {
        return Vec::new();
    };
    let view = OpView::new(ctx, body, parent);
    let Some(branch) = view.interface::<RegionBranch>() else {
        return Vec::new();
    };
    let mut sources = Vec::new();
    for (index, &region) in body.regions(parent).iter().enumerate() {
        if !(branch.successors)(&view, RegionPoint::Region(index)).contains(&target) {
            continue;
        }
        for last in body.region_blocks(region).filter_map(|b| body.last_op(b)) {
            let last_view = OpView::new(ctx, body, last);
            let Some(terminator) = last_view.interface::<RegionBranchTerminator>() else {
                continue;
            };
            let operand = (terminator.forwarded)(&last_view, target).nth(position);
            if let Some(operand) = operand.filter(|&o| o < body.num_operands(last)) {
                sources.push(body.operand(last, operand));
            }
        }
    }
    sources
}
