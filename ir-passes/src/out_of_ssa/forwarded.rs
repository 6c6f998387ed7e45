//! The operands a branch forwards to its successors' block arguments
//! (through the op's successor-operand hook), and removing them.
//!
//! Removing operands must keep the attributes that split the operands into
//! groups right: `operandSegmentSizes` (ODS operand groups, MLIR's
//! `AttrSizedOperandSegments`) and `case_operand_segments` (the per-case
//! groups of `cf.switch`, MLIR's `VariadicOfVariadic`). After the change
//! the hook is asked again; an op whose forwarded operands did not all go
//! is reported rather than left half-edited.

use crate::branch_operands::shrink_groups;
use ir_core::context::attributes::DenseValues;
use ir_core::{Attr, AttrKind, Body, Context, Diagnostic, NamedAttr, OpId, OpView, ValueId};
use std::ops::Range;

/// The operands `branch` passes to each of its successors (positions in
/// its operand list), or `None` if its op does not say.
pub(crate) fn successor_ranges(
    ctx: &Context,
    body: &Body,
    branch: OpId,
) -> Option<Vec<Range<usize>>> {
    Some(
        OpView::new(ctx, body, branch)
            .successor_ranges()?
            .into_vec(),
    )
}

/// The error for a branch that does not say what it forwards.
pub(crate) fn unknown_forwarding(ctx: &Context, body: &Body, branch: OpId) -> Diagnostic {
    let view = OpView::new(ctx, body, branch);
    view.error("does not say which operands it passes to its successors' arguments")
}

/// Removes the operands `branch` passes to each successor `s` with
/// `remove(s)`, and returns them, one list per successor (empty for the
/// successors kept).
pub(crate) fn take_successor_operands(
    ctx: &Context,
    body: &mut Body,
    branch: OpId,
    remove: impl Fn(usize) -> bool,
) -> Result<Vec<Vec<ValueId>>, Diagnostic> {
    let ranges =
        successor_ranges(ctx, body, branch).ok_or_else(|| unknown_forwarding(ctx, body, branch))?;
    let operands: Vec<ValueId> = body.operands(branch).collect();
    let mut removed = vec![false; operands.len()];
    let mut taken = vec![Vec::new(); ranges.len()];
    for (successor, range) in ranges.iter().enumerate() {
        if !remove(successor) {
            continue;
        }
        for position in range.clone().filter(|&p| p < operands.len()) {
            removed[position] = true;
            taken[successor].push(operands[position]);
        }
    }
    if !removed.contains(&true) {
        return Ok(taken);
    }
    let kept: Vec<ValueId> = operands
        .iter()
        .zip(&removed)
        .filter(|(_, &gone)| !gone)
        .map(|(&v, _)| v)
        .collect();
    let properties = body
        .op_properties(branch)
        .map(|p| shrink_segments(ctx, p, &removed, &remove));
    body.set_operands(branch, &kept);
    body.set_op_properties(branch, properties);
    let left = successor_ranges(ctx, body, branch).unwrap_or_default();
    if left
        .iter()
        .enumerate()
        .any(|(s, range)| remove(s) && !range.is_empty())
    {
        return Err(OpView::new(ctx, body, branch)
            .error("could not remove the operands it passes to its successors"));
    }
    Ok(taken)
}

/// `properties` with the operand groups shrunk: `removed[i]` says whether
/// operand `i` went, `removed_successor(s)` whether all of successor `s`'s did.
fn shrink_segments(
    ctx: &Context,
    properties: Attr,
    removed: &[bool],
    removed_successor: &impl Fn(usize) -> bool,
) -> Attr {
    let mut entries = ctx.dictionary_entries(properties).to_vec();
    for entry in &mut entries {
        let AttrKind::DenseArray {
            element,
            values: DenseValues::Int(sizes),
        } = ctx.attr_kind(entry.value)
        else {
            continue;
        };
        let sizes = match &*entry.name {
            "operandSegmentSizes" => shrink_groups(sizes, removed),
            // Case `i` is successor `i + 1` (the default is successor 0).
            "case_operand_segments" => (0..sizes.len())
                .map(|i| {
                    if removed_successor(i + 1) {
                        0
                    } else {
                        sizes[i]
                    }
                })
                .collect(),
            _ => continue,
        };
        let value = ctx.intern_attr(AttrKind::DenseArray {
            element: *element,
            values: DenseValues::Int(sizes),
        });
        *entry = NamedAttr {
            name: entry.name.clone(),
            value,
        };
    }
    ctx.dictionary_attr(entries)
}
