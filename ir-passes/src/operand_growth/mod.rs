//! Appending operands to one of the operand ranges an op reports through a
//! hook (a branch's successor operands, a region op's entry operands, a
//! terminator's forwarded operands), keeping `operandSegmentSizes` in step:
//! the insertion counterpart of `branch_operands`.
//!
//! Which segment covers a range is not written anywhere but in the hook,
//! so it is found by trial: append a probe value, grow each candidate
//! segment in turn (or none), and keep the candidate under which the hook
//! reports the target range one longer, every other range unchanged and
//! the segments adding up. An op may also count the operands of each
//! range in a property of its own (`cf.switch`'s `case_operand_segments`,
//! one entry per case, aligned with the last ranges); the entry aligned
//! with the target is a candidate too.

use ir_core::context::attributes::{AttrKind, DenseValues};
use ir_core::{Attr, Body, Context, NamedAttr, OpId, OpView, ValueId};
use std::ops::Range;

#[cfg(test)]
mod tests;

/// The property holding the sizes of an op's operand groups.
const SEGMENTS: &str = "operandSegmentSizes";

/// Every operand range an op reports (e.g. one per successor).
pub(crate) type OperandRanges<'f> = &'f dyn Fn(&OpView<'_>) -> Vec<Range<usize>>;

/// How operands are appended to a range: which entry of
/// `operandSegmentSizes` grows with it (`None`: no segment property, or the
/// range is not a segment of its own), and which entry of another size
/// property.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Growth {
    segment: Option<usize>,
    counts: Option<(Box<str>, usize)>,
}

/// Finds how to append operands to range `target` of `op`, or `None` if no
/// candidate keeps the other ranges intact. Leaves the op as it was.
pub(crate) fn plan_growth(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ranges: OperandRanges<'_>,
    target: usize,
) -> Option<Growth> {
    let before = range_operands(ctx, body, op, ranges);
    if target >= before.len() {
        return None;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let properties = body.op_properties(op);
    let probe = body.create_placeholder(ctx.int_type(1));
    let segments = sizes(ctx, body, op, SEGMENTS).map_or(0, |s| s.len());
    let segment_candidates = std::iter::once(None).chain((0..segments).map(Some));
    let count_candidates: Vec<_> = std::iter::once(None)
        .chain(
            aligned_counts(ctx, body, op, target, before.len())
                .into_iter()
                .map(Some),
        )
        .collect();
    let candidates = segment_candidates.flat_map(|segment| {
        count_candidates.iter().map(move |counts| Growth {
            segment,
            counts: counts.clone(),
        })
    });
    let mut found = None;
    for growth in candidates {
        grow(ctx, body, op, ranges, target, &growth, &[probe]);
        let after = range_operands(ctx, body, op, ranges);
        let intact = after.len() == before.len()
            && after.iter().zip(&before).enumerate().all(|(i, (a, b))| {
                let grown = i == target;
                a.len() == b.len() + usize::from(grown)
                    && a[..b.len()] == b[..]
                    && (!grown || a[b.len()] == probe)
            });
        let consistent = segments_consistent(ctx, body, op);
        body.set_operands(op, &operands);
        body.set_op_properties(op, properties);
        if intact && consistent {
            found = Some(growth);
            break;
        }
    }
    body.erase_placeholder(probe);
    found
}

/// Appends `values` to range `target` of `op` as `growth` says.
pub(crate) fn grow(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ranges: OperandRanges<'_>,
    target: usize,
    growth: &Growth,
    values: &[ValueId],
) {
    let position = ranges(&OpView::new(ctx, body, op))[target].end;
    let mut operands: Vec<ValueId> = body.operands(op).collect();
    operands.splice(position..position, values.iter().copied());
    body.set_operands(op, &operands);
    let entries = growth.segment.map(|s| (SEGMENTS, s));
    let counts = growth.counts.as_ref().map(|(name, e)| (&**name, *e));
    for (name, entry) in entries.into_iter().chain(counts) {
        let mut updated = sizes(ctx, body, op, name).unwrap_or_default();
        updated[entry] += values.len() as i128;
        set_sizes(ctx, body, op, name, updated);
    }
}

/// For each integer array property other than `operandSegmentSizes`, the
/// entry aligned with range `target` of `num_ranges` when the property has
/// one entry per range at the end.
fn aligned_counts(
    ctx: &Context,
    body: &Body,
    op: OpId,
    target: usize,
    num_ranges: usize,
) -> Vec<(Box<str>, usize)> {
    let entries = body
        .op_properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries
        .into_iter()
        .filter_map(move |entry| {
            let AttrKind::DenseArray {
                values: DenseValues::Int(values),
                ..
            } = ctx.attr_kind(entry.value)
            else {
                return None;
            };
            let index = (target + values.len()).checked_sub(num_ranges)?;
            let aligned = &*entry.name != SEGMENTS && index < values.len();
            aligned.then(|| (entry.name.clone(), index))
        })
        .collect()
}

/// The operands in each range the hook reports (empty for a range out of
/// bounds).
fn range_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ranges: OperandRanges<'_>,
) -> Vec<Vec<ValueId>> {
    let operands: Vec<ValueId> = body.operands(op).collect();
    ranges(&OpView::new(ctx, body, op))
        .into_iter()
        .map(|r| operands.get(r).unwrap_or_default().to_vec())
        .collect()
}

/// Whether the segment sizes, if any, add up to the operand count.
fn segments_consistent(ctx: &Context, body: &Body, op: OpId) -> bool {
    sizes(ctx, body, op, SEGMENTS)
        .is_none_or(|sizes| sizes.iter().sum::<i128>() == body.num_operands(op) as i128)
}

/// The entries of the op's integer array property `name`.
fn sizes(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Vec<i128>> {
    let attr = ctx.dictionary_get(body.op_properties(op)?, name)?;
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray {
            values: DenseValues::Int(sizes),
            ..
        } => Some(sizes.clone()),
        _ => None,
    }
}

/// Replaces the entries of the op's `i32` array property `name`.
fn set_sizes(ctx: &Context, body: &mut Body, op: OpId, name: &str, sizes: Vec<i128>) {
    let Some(properties) = body.op_properties(op) else {
        return;
    };
    let value: Attr = ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.int_type(32),
        values: DenseValues::Int(sizes),
    });
    let mut entries = ctx.dictionary_entries(properties).to_vec();
    entries.retain(|e| &*e.name != name);
    entries.push(NamedAttr {
        name: name.into(),
        value,
    });
    body.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
}
