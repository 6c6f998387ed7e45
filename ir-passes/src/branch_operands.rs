//! Removing the operands a branch passes to a successor (when the target's
//! block arguments go away), through the branch op's successor-operand
//! hook, keeping `operandSegmentSizes` in step (and other segment
//! properties, through the op's `SuccessorOperandErased`); and erasing
//! the arguments a pass replaced together with those operands.

use crate::forwarding::passed_alone;
use ir_core::context::attributes::{AttrKind, DenseValues};
use ir_core::interfaces::SuccessorOperandErased;
use ir_core::{BlockId, Body, Context, NamedAttr, OpId, OpView, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Whether every branch to `block` says which operands it passes, and
/// passes them to that successor alone (so they can be removed with the
/// block's arguments without changing what another successor receives).
/// Each branch's hook is asked once, however many of its successors lead
/// to `block`.
pub(crate) fn predecessors_editable(ctx: &Context, body: &Body, block: BlockId) -> bool {
    let mut alone: FxHashMap<OpId, Option<Vec<bool>>> = FxHashMap::default();
    body.block_uses(block).all(|u| {
        let alone = alone.entry(u.op).or_insert_with(|| {
            let ranges = OpView::new(ctx, body, u.op).successor_ranges()?;
            Some(passed_alone(&ranges))
        });
        alone
            .as_ref()
            .is_some_and(|alone| alone.get(u.index as usize).copied().unwrap_or(false))
    })
}

/// Erases the arguments of `block` at `indices` (ascending) that have no
/// use left (a pass replaced them), with the operands the branches into
/// the block pass them, if every such branch can be edited; an entry
/// block's arguments (what the parent op or the caller passes) stay.
/// Returns how many went.
pub fn erase_replaced_arguments(
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
/// arguments and of its successors leading to `block`.
pub(crate) fn remove_forwarded_operands(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    indices: &[usize],
) {
    let mut branches: Vec<(OpId, SmallVec<[usize; 2]>)> = Vec::new();
    let mut slot: FxHashMap<OpId, usize> = FxHashMap::default();
    for u in body.block_uses(block) {
        let at = *slot.entry(u.op).or_insert_with(|| {
            branches.push((u.op, SmallVec::new()));
            branches.len() - 1
        });
        branches[at].1.push(u.index as usize);
    }
    for (branch, successors) in branches {
        remove_successor_operands(ctx, body, branch, &successors, indices);
    }
}

/// Removes from `branch` the operands at `indices` of what it passes to
/// each of `successors`, and shrinks its operand groups to match.
fn remove_successor_operands(
    ctx: &Context,
    body: &mut Body,
    branch: OpId,
    successors: &[usize],
    indices: &[usize],
) {
    let each: SmallVec<[(usize, &[usize]); 2]> = successors.iter().map(|&s| (s, indices)).collect();
    remove_operands_per_successor(ctx, body, branch, &each);
}

/// Removes from `branch`, for each `(successor, indices)` (indices
/// ascending), the operands at `indices` of what it passes to that
/// successor, all in one rewrite (the branch's successor ranges asked
/// once, however many successors lose operands), and shrinks its operand
/// groups to match.
pub(crate) fn remove_operands_per_successor(
    ctx: &Context,
    body: &mut Body,
    branch: OpId,
    each: &[(usize, &[usize])],
) {
    let view = OpView::new(ctx, body, branch);
    let Some(ranges) = view.successor_ranges() else {
        return;
    };
    let erased = view.interface::<SuccessorOperandErased>().map(|e| e.0);
    let mut removed = vec![false; body.num_operands(branch)];
    let mut counts: SmallVec<[(usize, usize); 2]> = SmallVec::new();
    for &(successor, indices) in each {
        let range = ranges.get(successor).cloned().unwrap_or(0..0);
        let mut count = 0;
        for &index in indices.iter().take_while(|&&i| i < range.len()) {
            if let Some(slot) = removed.get_mut(range.start + index) {
                count += usize::from(!*slot);
                *slot = true;
            }
        }
        counts.push((successor, count));
    }
    let kept: SmallVec<[ValueId; 8]> = body
        .operands(branch)
        .zip(&removed)
        .filter(|&(_, &gone)| !gone)
        .map(|(value, _)| value)
        .collect();
    if kept.len() == removed.len() {
        return;
    }
    body.set_operands(branch, &kept);
    shrink_segments(ctx, body, branch, &removed);
    if let Some(update) = erased {
        let properties = update(ctx, body.op_properties(branch), &counts);
        body.set_op_properties(branch, properties);
    }
}

/// Shrinks the `operandSegmentSizes` groups of `op` by the operands
/// `removed` marks (positions before the removal).
fn shrink_segments(ctx: &Context, body: &mut Body, op: OpId, removed: &[bool]) {
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
    let updated = ctx.intern_attr(AttrKind::DenseArray {
        element: *element,
        values: DenseValues::Int(shrink_groups(sizes, removed)),
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

/// Group sizes `sizes` (consecutive operand ranges) less the operands
/// `removed` marks.
pub(crate) fn shrink_groups(sizes: &[i128], removed: &[bool]) -> Vec<i128> {
    let mut start = 0usize;
    sizes
        .iter()
        .map(|&size| {
            let end = (start + size.max(0) as usize).min(removed.len());
            let gone = removed[start.min(end)..end].iter().filter(|&&r| r).count();
            start = end;
            size - gone as i128
        })
        .collect()
}
