//! Which operands each successor of a `cf` branch receives, and rebuilding
//! a branch with other targets. Patterns retarget successors and change
//! how many values each receives, which changes the segment sizes, so a
//! retargeted branch is a new op with recomputed segments.

use super::{BrOp, CondBrOp, SwitchOp};
use ir_core::context::attributes::DenseValues;
use ir_core::interfaces::PatternRewriter;
use ir_core::ir::InsertPoint;
use ir_core::ods::Op;
use ir_core::{Attr, AttrKind, BlockId, Context, NamedAttr, OpId, OpView, ValueId};
use smallvec::SmallVec;
use std::ops::Range;

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

/// Successor `successor`'s operands when group `first + successor` of
/// `sizes` holds them; empty when the sizes are malformed (the verifier
/// reports those).
fn segment_range(sizes: Option<&[i128]>, first: usize, successor: usize) -> Range<usize> {
    let Some(sizes) = sizes else { return 0..0 };
    let valid = sizes.iter().all(|&s| s >= 0) && first + successor < sizes.len();
    if !valid {
        return 0..0;
    }
    let start: i128 = sizes[..first + successor].iter().sum();
    start as usize..(start + sizes[first + successor]) as usize
}

/// The successor-operand hook of `cf.br`: all its operands.
pub(super) fn br_successor_operands(view: &OpView<'_>, _successor: usize) -> Range<usize> {
    0..view.operands().len()
}

/// The successor-operand hook of `cf.cond_br`: the segments after the
/// condition.
pub(super) fn cond_br_successor_operands(view: &OpView<'_>, successor: usize) -> Range<usize> {
    segment_range(dense_ints(view, "operandSegmentSizes"), 1, successor)
}

/// The successor-operand hook of `cf.switch`: the default's operand
/// segment, then the case segments of `case_operand_segments`.
/// Case segments that do not add up to the case operands give empty
/// ranges (the switch's verifier reports them).
pub(super) fn switch_successor_operands(view: &OpView<'_>, successor: usize) -> Range<usize> {
    let operand_segments = dense_ints(view, "operandSegmentSizes");
    let default = segment_range(operand_segments, 1, 0);
    if successor == 0 {
        return default;
    }
    let cases = dense_ints(view, "case_operand_segments");
    let case_operands = segment_range(operand_segments, 1, 1).len() as i128;
    if cases.is_none_or(|c| c.iter().sum::<i128>() != case_operands) {
        return 0..0;
    }
    let case = segment_range(cases, 0, successor - 1);
    default.end + case.start..default.end + case.end
}

/// The targets of a branch op (any op with a successor-operand hook).
pub fn branch_targets(view: &OpView<'_>) -> Vec<BranchTarget> {
    let Some(operands_of) = view.definition().and_then(|d| d.successor_operands) else {
        return Vec::new();
    };
    let operands: Vec<ValueId> = view.operands().collect();
    view.body
        .successors(view.op)
        .enumerate()
        .map(|(i, block)| BranchTarget {
            block,
            operands: operands
                .get(operands_of(view, i))
                .unwrap_or_default()
                .to_vec(),
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
    let operands_of = view.definition().and_then(|d| d.successor_operands);
    let leading = operands_of.map_or(0, |operands_of| operands_of(&view, 0).start);
    let counts_kept = targets
        .iter()
        .enumerate()
        .all(|(i, t)| operands_of.is_some_and(|of| of(&view, i).len() == t.operands.len()));
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
