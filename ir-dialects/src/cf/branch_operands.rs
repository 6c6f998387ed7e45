//! Which operands each successor of a `cf` branch receives, and rebuilding
//! a branch with other targets. Patterns retarget successors and change
//! how many values each receives, which changes the segment sizes, so a
//! retargeted branch is a new op with recomputed segments.

use super::{BrOp, CondBrOp, SwitchOp};
use ir_core::context::attributes::DenseValues;
use ir_core::context::{same_for_every_successor, SuccessorRanges};
use ir_core::interfaces::PatternRewriter;
use ir_core::ir::InsertPoint;
use ir_core::ods::Op;
use ir_core::{Attr, AttrKind, BlockId, Context, NamedAttr, OpId, OpView, ValueId};
use smallvec::SmallVec;

/// A successor and the values a branch passes to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BranchTarget {
    /// The successor block.
    pub block: BlockId,
    /// The values passed to its arguments.
    pub operands: Vec<ValueId>,
}

/// The integers of a dense `i32` array property, if present and well formed.
pub(super) fn dense_ints<'a>(view: &OpView<'a>, name: &str) -> Option<&'a [i128]> {
    match view.inherent_attr_kind(name)? {
        AttrKind::DenseArray {
            values: DenseValues::Int(values),
            ..
        } => Some(values),
        _ => None,
    }
}

/// The consecutive operand ranges of `sizes` from `start` on; `None`
/// when a size is negative.
fn consecutive(start: usize, sizes: &[i128]) -> Option<SuccessorRanges> {
    let mut end = start;
    sizes
        .iter()
        .map(|&size| {
            let begin = end;
            end += usize::try_from(size).ok()?;
            Some(begin..end)
        })
        .collect()
}

/// The operand groups of `operandSegmentSizes` after the first (the
/// condition or flag), one per successor; `count` empty ranges when the
/// sizes are malformed (the verifier reports those).
fn segments_after_first(view: &OpView<'_>, count: usize) -> SuccessorRanges {
    dense_ints(view, "operandSegmentSizes")
        .filter(|sizes| sizes.len() == count + 1)
        .and_then(|sizes| consecutive(usize::try_from(sizes[0]).ok()?, &sizes[1..]))
        .unwrap_or_else(|| smallvec::smallvec![0..0; count])
}

/// The successor-operand hook of `cf.br`: all its operands.
pub(super) fn br_successor_operands(view: &OpView<'_>) -> SuccessorRanges {
    same_for_every_successor(view, 0..view.operands().len())
}

/// The successor-operand hook of `cf.cond_br`: the segments after the
/// condition.
pub(super) fn cond_br_successor_operands(view: &OpView<'_>) -> SuccessorRanges {
    segments_after_first(view, 2)
}

/// The successor-operand hook of `cf.switch`: the default's operand
/// segment, then the case segments of `case_operand_segments`. Case
/// segments that do not add up to the case operands give empty ranges
/// (the switch's verifier reports them).
pub(super) fn switch_successor_operands(view: &OpView<'_>) -> SuccessorRanges {
    let successors = view.body.num_successors(view.op);
    let groups = segments_after_first(view, 2);
    let (default, case_operands) = (groups[0].clone(), groups[1].clone());
    let cases = dense_ints(view, "case_operand_segments")
        .and_then(|cases| consecutive(default.end, cases))
        .filter(|cases| cases.last().map_or(default.end, |c| c.end) == case_operands.end)
        .unwrap_or_default();
    // A case without a segment (or a segment without a case) is empty.
    let mut ranges = SuccessorRanges::with_capacity(successors);
    ranges.push(default);
    let padded = cases.into_iter().chain(std::iter::repeat(0..0));
    ranges.extend(padded.take(successors.saturating_sub(1)));
    ranges
}

/// The targets of a branch op (any op with a successor-operand hook).
pub fn branch_targets(view: &OpView<'_>) -> Vec<BranchTarget> {
    let Some(ranges) = view.successor_ranges() else {
        return Vec::new();
    };
    let operands: Vec<ValueId> = view.operands().collect();
    view.body
        .successors(view.op)
        .zip(ranges)
        .map(|(block, range)| BranchTarget {
            block,
            operands: operands.get(range).unwrap_or_default().to_vec(),
        })
        .collect()
}

/// A dense `i32` array attribute.
fn i32_array(ctx: &Context, values: impl IntoIterator<Item = usize>) -> Attr {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.int_type(32),
        values: DenseValues::Int(values.into_iter().map(|v| v as i128).collect()),
    })
}

/// `properties` with the segment sizes of `cf` branch `view` passing `targets`.
fn segment_properties(
    view: &OpView<'_>,
    properties: Option<Attr>,
    targets: &[BranchTarget],
) -> Option<Attr> {
    let ctx = view.ctx;
    let counts: Vec<usize> = targets.iter().map(|t| t.operands.len()).collect();
    let updates = match counts.as_slice() {
        &[on_true, on_false] if CondBrOp::matches(view) => {
            vec![(
                "operandSegmentSizes",
                i32_array(ctx, [1, on_true, on_false]),
            )]
        }
        [default, cases @ ..] if SwitchOp::matches(view) => vec![
            (
                "operandSegmentSizes",
                i32_array(ctx, [1, *default, cases.iter().sum()]),
            ),
            (
                "case_operand_segments",
                i32_array(ctx, cases.iter().copied()),
            ),
        ],
        _ => return properties,
    };
    Some(
        updates
            .into_iter()
            .fold(properties, |props, (name, value)| {
                Some(with_property(ctx, props, name, value))
            })
            .expect("at least one update"),
    )
}

/// `properties` (a dictionary, or none) with `name` set to `value`.
pub(crate) fn with_property(
    ctx: &Context,
    properties: Option<Attr>,
    name: &str,
    value: Attr,
) -> Attr {
    let mut entries = properties
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|e| &*e.name != name);
    entries.push(NamedAttr {
        name: name.into(),
        value,
    });
    ctx.dictionary_attr(entries)
}

/// Turns branch `op`, in place, into the same branch to `targets` (one
/// per successor, in order); the operands before the first successor's (a
/// condition, a flag) are kept. The rewriter revisits what replacing the
/// branch would: `op`, the ops defining the operands it passed, and the
/// branches around its block.
pub(super) fn retarget(rewriter: &mut PatternRewriter<'_>, op: OpId, targets: &[BranchTarget]) {
    let ctx = rewriter.ctx();
    let body = rewriter.body();
    let view = OpView::new(ctx, body, op);
    let ranges = view.successor_ranges();
    let leading = ranges
        .as_ref()
        .and_then(|r| r.first())
        .map_or(0, |r| r.start);
    let counts_kept = ranges.as_ref().is_some_and(|ranges| {
        ranges.len() == targets.len()
            && ranges
                .iter()
                .zip(targets)
                .all(|(range, t)| range.len() == t.operands.len())
    });
    // Segment sizes change only with the operand counts.
    let new_properties =
        (!counts_kept).then(|| segment_properties(&view, body.op_properties(op), targets));
    let operands: SmallVec<[ValueId; 8]> = view
        .operands()
        .take(leading)
        .chain(targets.iter().flat_map(|t| t.operands.iter().copied()))
        .collect();
    rewriter.set_operands(op, &operands);
    let body = rewriter.body_mut();
    for (index, target) in targets.iter().enumerate() {
        body.set_successor(op, index, target.block);
    }
    if let Some(properties) = new_properties {
        body.set_op_properties(op, properties);
    }
}

/// Replaces terminator `op` by `cf.br` to `target`, keeping its location.
pub(super) fn replace_with_br(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    target: BranchTarget,
) -> OpId {
    let loc = rewriter.body().op_loc(op);
    let state = BrOp::state(rewriter.ctx(), loc, &target.operands, target.block);
    rewriter.set_insertion_point(InsertPoint::Before(op));
    let new = rewriter.create(state);
    rewriter.erase_op(op);
    new
}
