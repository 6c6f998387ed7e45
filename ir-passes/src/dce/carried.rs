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
use ir_core::{Body, Context, OpId, OpView, RegionId, ValueId};
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
    // Most ops are at the top of a function: no parent, nothing to ask.
    let (parent, region, index) = own_region(body, op)?;
    let view = OpView::new(ctx, body, op);
    let terminator = view.interface::<RegionBranchTerminator>()?;
    let parent_view = OpView::new(ctx, body, parent);
    let branch = parent_view.interface::<RegionBranch>()?;
    let own = RegionPoint::Region(index);
    if !(branch.successors)(&parent_view, own).contains(&own) {
        return None;
    }
    let positions = (terminator.forwarded)(&view, own);
    let entry = body.entry_block(region)?;
    let inputs = body
        .block_args(entry)
        .get((branch.region_inputs)(&parent_view, index))?;
    let fits = positions.end <= body.num_operands(op)
        && inputs.len() == positions.len()
        && positions
            .clone()
            .zip(inputs)
            .all(|(i, &input)| body.value_type(body.operand(op, i)) == body.value_type(input));
    if !fits {
        return None;
    }
    let targets = positions
        .clone()
        .map(|position| targets(ctx, body, op, position))
        .collect::<Option<Vec<_>>>()?;
    Some(Carried {
        positions,
        inputs: inputs.to_vec(),
        targets,
    })
}

/// The operands that flow into `value` from the terminators of a
/// `RegionBranch` op's regions: for a result of the op, what its regions'
/// terminators return to it; for an input of one of its regions, what
/// its regions' terminators pass to that region. (What the op itself
/// passes in is its own operands, live with it.)
pub(super) fn forwarded_into(ctx: &Context, body: &Body, value: ValueId) -> Vec<ValueId> {
    let (parent, target, position) = match body.value_def(value) {
        // Most ops have no regions: nothing flows into their results.
        ValueDef::Result { op, .. } if body.regions(op).is_empty() => return Vec::new(),
        ValueDef::Result { op, index } => (op, RegionPoint::Parent, index as usize),
        ValueDef::Argument { block, index, .. } => {
            let Some(region) = body.block_region(block) else {
                return Vec::new();
            };
            let Some(parent) = body.region_parent(region) else {
                return Vec::new();
            };
            if body.entry_block(region) != Some(block) {
                return Vec::new();
            }
            let Some(region_index) = body.regions(parent).iter().position(|&r| r == region) else {
                return Vec::new();
            };
            let view = OpView::new(ctx, body, parent);
            let Some(branch) = view.interface::<RegionBranch>() else {
                return Vec::new();
            };
            let inputs = (branch.region_inputs)(&view, region_index);
            let Some(position) = (index as usize).checked_sub(inputs.start) else {
                return Vec::new();
            };
            if index as usize >= inputs.end {
                return Vec::new();
            }
            (parent, RegionPoint::Region(region_index), position)
        }
        ValueDef::Placeholder => return Vec::new(),
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
        for block in body.region_blocks(region) {
            let Some(last) = body.last_op(block) else {
                continue;
            };
            let last_view = OpView::new(ctx, body, last);
            if let Some(terminator) = last_view.interface::<RegionBranchTerminator>() {
                let range = (terminator.forwarded)(&last_view, target);
                if let Some(operand) = range.clone().nth(position) {
                    if operand < body.num_operands(last) {
                        sources.push(body.operand(last, operand));
                    }
                }
            }
        }
    }
    sources
}

/// The values that operand `position` of terminator `op` flows into: the
/// inputs and results it reaches, by every successor of its region;
/// `None` if one cannot be found (malformed IR).
fn targets(ctx: &Context, body: &Body, op: OpId, position: usize) -> Option<Vec<ValueId>> {
    let (parent, _, index) = own_region(body, op)?;
    let view = OpView::new(ctx, body, op);
    let terminator = view.interface::<RegionBranchTerminator>()?;
    let parent_view = OpView::new(ctx, body, parent);
    let branch = parent_view.interface::<RegionBranch>()?;
    let mut targets = Vec::new();
    for successor in (branch.successors)(&parent_view, RegionPoint::Region(index)) {
        let range = (terminator.forwarded)(&view, successor);
        if !range.contains(&position) {
            continue;
        }
        let offset = position - range.start;
        let target = match successor {
            RegionPoint::Parent => *body.results(parent).get(offset)?,
            RegionPoint::Region(next) => {
                let entry = body.entry_block(*body.regions(parent).get(next)?)?;
                let inputs = (branch.region_inputs)(&parent_view, next);
                *body.block_args(entry).get(inputs.start + offset)?
            }
        };
        targets.push(target);
    }
    Some(targets)
}

/// The op holding `op` (not an isolated one: its regions are another
/// body's), the region `op` is in, and that region's index among the
/// holder's.
fn own_region(body: &Body, op: OpId) -> Option<(OpId, RegionId, usize)> {
    let parent = body.parent_op(op).filter(|&p| !body.is_isolated(p))?;
    let region = body.op_block(op).and_then(|b| body.block_region(b))?;
    let index = body.regions(parent).iter().position(|&r| r == region)?;
    Some((parent, region, index))
}
