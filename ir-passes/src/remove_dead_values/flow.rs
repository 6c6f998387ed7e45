//! How values flow through a region-branch op (MLIR's
//! `RegionBranchOpInterface::getSuccessorOperandInputMapping`): each
//! operand the op forwards into a region, or passes straight to its
//! results, and each operand its regions' terminators forward, paired
//! with the value it becomes (a region's entry argument or a result).

use ir_core::interfaces::{RegionBranch, RegionBranchTerminator, RegionPoint};
use ir_core::{Body, Context, OpId, OpTraits, OpView, ValueId};
use std::ops::Range;

/// One forwarded operand: operand `operand` of `owner` (the region-branch
/// op or one of its terminators) becomes `input`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Edge {
    /// The op whose operand it is.
    pub(super) owner: OpId,
    /// The operand's position.
    pub(super) operand: usize,
    /// The value it becomes.
    pub(super) input: ValueId,
}

/// The forwarded operands of region-branch op `op` and of its regions'
/// terminators, the op's own first; `None` if `op` is not a region-branch
/// op.
pub(super) fn edges(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Edge>> {
    let view = OpView::new(ctx, body, op);
    let branch = view.interface::<RegionBranch>()?;
    let mut edges = Vec::new();
    let inputs = |point: RegionPoint| -> Vec<ValueId> {
        match point {
            RegionPoint::Parent => body.results(op).to_vec(),
            RegionPoint::Region(r) => {
                let Some(entry) = body.regions(op).get(r).and_then(|&r| body.entry_block(r)) else {
                    return Vec::new();
                };
                let args = body.block_args(entry);
                let range = (branch.region_inputs)(&view, r);
                args.get(range).map(<[ValueId]>::to_vec).unwrap_or_default()
            }
        }
    };
    let mut add = |owner: OpId, operands: Range<usize>, targets: Vec<ValueId>| {
        for (operand, input) in operands.zip(targets) {
            edges.push(Edge {
                owner,
                operand,
                input,
            });
        }
    };
    for point in (branch.successors)(&view, RegionPoint::Parent) {
        let operands = match point {
            RegionPoint::Parent => (branch.passthrough_operands)(&view),
            RegionPoint::Region(r) => (branch.entry_operands)(&view, r),
        };
        add(op, operands, inputs(point));
    }
    for (index, &region) in body.regions(op).iter().enumerate() {
        for block in body.region_blocks(region) {
            let Some(terminator) = body.last_op(block) else {
                continue;
            };
            let term = OpView::new(ctx, body, terminator);
            let forwarded = match term.interface::<RegionBranchTerminator>() {
                Some(t) => t.forwarded,
                None if ctx.op_has(body.op_name(terminator), OpTraits::RETURN_LIKE) => {
                    |view: &OpView<'_>, _| 0..view.operands().len()
                }
                None => continue,
            };
            for point in (branch.successors)(&view, RegionPoint::Region(index)) {
                add(terminator, forwarded(&term, point), inputs(point));
            }
        }
    }
    Some(edges)
}
