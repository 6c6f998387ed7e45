//! Removing an operand a branch passes to a successor (when the target's
//! block argument goes away), through the branch op's successor-operand
//! hook, keeping `operandSegmentSizes` in step (and other segment
//! properties, through the op's `SuccessorOperandErased`).

use ir_core::context::attributes::{AttrKind, DenseValues};
use ir_core::interfaces::SuccessorOperandErased;
use ir_core::{BlockId, Body, Context, NamedAttr, OpId, OpView};

/// Whether every branch to `block` says which operands it passes (so
/// they can be removed with the block's arguments).
pub(crate) fn predecessors_editable(ctx: &Context, body: &Body, block: BlockId) -> bool {
    body.block_uses(block).all(|u| {
        let view = OpView::new(ctx, body, u.op);
        view.definition()
            .is_some_and(|d| d.successor_operands.is_some())
    })
}

/// Removes the operand each branch to `block` passes for its argument
/// `index` (the argument itself stays; the caller erases it).
pub(crate) fn remove_forwarded_operands(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    index: usize,
) {
    let uses: Vec<(OpId, usize)> = body
        .block_uses(block)
        .map(|u| (u.op, u.index as usize))
        .collect();
    for (branch, successor) in uses {
        remove_successor_operand(ctx, body, branch, successor, index);
    }
}

/// Removes operand `index` of those `branch` passes to successor `successor`.
fn remove_successor_operand(
    ctx: &Context,
    body: &mut Body,
    branch: OpId,
    successor: usize,
    index: usize,
) {
    let view = OpView::new(ctx, body, branch);
    let Some(range) = view
        .definition()
        .and_then(|d| d.successor_operands)
        .map(|f| f(&view, successor))
    else {
        return;
    };
    let erased = view.interface::<SuccessorOperandErased>().map(|e| e.0);
    let position = range.start + index;
    let mut operands: Vec<_> = body.operands(branch).collect();
    operands.remove(position);
    body.set_operands(branch, &operands);
    shrink_segment(ctx, body, branch, position);
    if let Some(update) = erased {
        let properties = update(ctx, body.op_properties(branch), successor);
        body.set_op_properties(branch, properties);
    }
}

/// Decrements the `operandSegmentSizes` entry that covers operand `position`.
fn shrink_segment(ctx: &Context, body: &mut Body, op: OpId, position: usize) {
    let Some(properties) = body.op_properties(op) else {
        return;
    };
    let Some(segments) = ctx.dictionary_get(properties, "operandSegmentSizes") else {
        return;
    };
    let AttrKind::DenseArray {
        element,
        values: DenseValues::Int(sizes),
    } = ctx.attr_kind(segments)
    else {
        return;
    };
    let mut sizes = sizes.clone();
    let mut start = 0;
    for size in sizes.iter_mut() {
        if position < start + *size as usize {
            *size -= 1;
            break;
        }
        start += *size as usize;
    }
    let updated = ctx.intern_attr(AttrKind::DenseArray {
        element: *element,
        values: DenseValues::Int(sizes),
    });
    let mut entries = ctx.dictionary_entries(properties).to_vec();
    for entry in &mut entries {
        if &*entry.name == "operandSegmentSizes" {
            *entry = NamedAttr {
                name: entry.name.clone(),
                value: updated,
            };
        }
    }
    body.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
}
