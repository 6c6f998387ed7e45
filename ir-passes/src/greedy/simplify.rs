//! Region simplification: unreachable blocks are erased, and block
//! arguments nothing uses are removed together with the branch operands
//! that feed them (through the branch ops' successor-operand hook; the
//! `operandSegmentSizes` property is kept in step).

use ir_core::context::attributes::{AttrKind, DenseValues};
use ir_core::{BlockId, Body, Context, NamedAttr, OpId, OpView, RegionId};

/// Simplifies every region under `roots`; returns how many blocks and
/// arguments were removed.
pub(super) fn simplify_regions(ctx: &Context, body: &mut Body, roots: &[RegionId]) -> u64 {
    let mut removed = 0;
    for region in all_regions(body, roots) {
        removed += erase_unreachable_blocks(body, region);
        removed += remove_dead_arguments(ctx, body, region);
    }
    removed
}

/// `roots` and the regions of every op inside them (not crossing into
/// nested isolated bodies), outermost first.
fn all_regions(body: &Body, roots: &[RegionId]) -> Vec<RegionId> {
    let mut regions = roots.to_vec();
    let mut next = 0;
    while next < regions.len() {
        let region = regions[next];
        next += 1;
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                if !body.is_isolated(op) {
                    regions.extend_from_slice(body.regions(op));
                }
            }
        }
    }
    regions
}

fn erase_unreachable_blocks(body: &mut Body, region: RegionId) -> u64 {
    let Some(entry) = body.entry_block(region) else {
        return 0;
    };
    let mut reached = rustc_hash::FxHashSet::default();
    let mut stack = vec![entry];
    reached.insert(entry);
    while let Some(block) = stack.pop() {
        for successor in body.block_successors(block) {
            if reached.insert(successor) {
                stack.push(successor);
            }
        }
    }
    let unreachable: Vec<BlockId> = body
        .region_blocks(region)
        .filter(|b| !reached.contains(b))
        .collect();
    body.erase_blocks(&unreachable);
    unreachable.len() as u64
}

fn remove_dead_arguments(ctx: &Context, body: &mut Body, region: RegionId) -> u64 {
    let entry = body.entry_block(region);
    let blocks: Vec<BlockId> = body
        .region_blocks(region)
        .filter(|&b| Some(b) != entry)
        .collect();
    let mut removed = 0;
    for block in blocks {
        let editable = body.block_uses(block).all(|u| {
            let view = OpView::new(ctx, body, u.op);
            view.definition()
                .is_some_and(|d| d.successor_operands.is_some())
        });
        if !editable {
            continue;
        }
        for index in (0..body.block_args(block).len()).rev() {
            if body.has_uses(body.block_args(block)[index]) {
                continue;
            }
            let uses: Vec<(OpId, usize)> = body
                .block_uses(block)
                .map(|u| (u.op, u.index as usize))
                .collect();
            for (branch, successor) in uses {
                remove_successor_operand(ctx, body, branch, successor, index);
            }
            body.erase_block_arg(block, index);
            removed += 1;
        }
    }
    removed
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
    let position = range.start + index;
    let mut operands: Vec<_> = body.operands(branch).collect();
    operands.remove(position);
    body.set_operands(branch, &operands);
    shrink_segment(ctx, body, branch, position);
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
