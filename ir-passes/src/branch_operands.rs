//! Removing the operands a branch passes to a successor (when the target's
//! block arguments go away), through the branch op's successor-operand
//! hook, keeping `operandSegmentSizes` in step (and other segment
//! properties, through the op's `SuccessorOperandErased`); and erasing
//! the arguments a pass replaced together with those operands.

use ir_core::context::attributes::{AttrKind, DenseValues};
use ir_core::interfaces::SuccessorOperandErased;
use ir_core::{BlockId, Body, Context, NamedAttr, OpId, OpView, ValueId};
use smallvec::SmallVec;

/// Whether every branch to `block` says which operands it passes, and
/// passes them to that successor alone (so they can be removed with the
/// block's arguments without changing what another successor receives).
pub(crate) fn predecessors_editable(ctx: &Context, body: &Body, block: BlockId) -> bool {
    body.block_uses(block).all(|u| {
        let view = OpView::new(ctx, body, u.op);
        let Some(operands_of) = view.definition().and_then(|d| d.successor_operands) else {
            return false;
        };
        let own = operands_of(&view, u.index as usize);
        (0..body.num_successors(u.op))
            .filter(|&other| other != u.index as usize)
            .all(|other| {
                let theirs = operands_of(&view, other);
                own.is_empty()
                    || theirs.is_empty()
                    || own.end <= theirs.start
                    || theirs.end <= own.start
            })
    })
}

/// Erases the arguments of `block` at `indices` (ascending) that have no
/// use left (a pass replaced them), with the operands the branches into
/// the block pass them, if every such branch can be edited; an entry
/// block's arguments (what the parent op or the caller passes) stay.
/// Returns how many went.
pub(crate) fn erase_replaced_arguments(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    indices: &[usize],
) -> u64 {
    if indices.is_empty() || body.is_entry_block(block) || !predecessors_editable(ctx, body, block)
    {
        return 0;
    }
    let args = body.block_args(block);
    let indices: SmallVec<[usize; 8]> = indices
        .iter()
        .copied()
        .filter(|&i| !body.has_uses(args[i]))
        .collect();
    remove_forwarded_operands(ctx, body, block, &indices);
    for &index in indices.iter().rev() {
        body.erase_block_arg(block, index);
    }
    indices.len() as u64
}

/// Removes the operands each branch to `block` passes for its arguments
/// at `indices` (ascending; the arguments themselves stay, the caller
/// erases them). Each branch is rewritten once, whatever the number of
/// arguments.
pub(crate) fn remove_forwarded_operands(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    indices: &[usize],
) {
    let uses: SmallVec<[(OpId, usize); 4]> = body
        .block_uses(block)
        .map(|u| (u.op, u.index as usize))
        .collect();
    for (branch, successor) in uses {
        remove_successor_operands(ctx, body, branch, successor, indices);
    }
}

fn remove_successor_operands(
    ctx: &Context,
    body: &mut Body,
    branch: OpId,
    successor: usize,
    indices: &[usize],
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
    let removed = |position: usize| {
        range.contains(&position) && indices.binary_search(&(position - range.start)).is_ok()
    };
    let kept: SmallVec<[ValueId; 8]> = body
        .operands(branch)
        .enumerate()
        .filter(|&(position, _)| !removed(position))
        .map(|(_, value)| value)
        .collect();
    let count = body.num_operands(branch) - kept.len();
    if count == 0 {
        return;
    }
    body.set_operands(branch, &kept);
    shrink_segment(ctx, body, branch, range.start, count);
    if let Some(update) = erased {
        for _ in 0..count {
            let properties = update(ctx, body.op_properties(branch), successor);
            body.set_op_properties(branch, properties);
        }
    }
}

/// Shrinks by `count` the `operandSegmentSizes` segment holding operand
/// `position` of `op`.
fn shrink_segment(ctx: &Context, body: &mut Body, op: OpId, position: usize, count: usize) {
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
            *size -= count as i128;
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
