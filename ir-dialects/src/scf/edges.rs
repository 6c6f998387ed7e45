//! MLIR's verification of a region-branch op's control-flow edges: what
//! each edge forwards (the op's operands into a region, a terminator's
//! operands into a region or to the op's results) matches, in count and
//! types, what its successor receives.

use super::type_text;
use ir_core::interfaces::{RegionBranch, RegionBranchTerminator, RegionPoint};
use ir_core::{Diagnostic, OpView, Type};
use std::ops::Range;

/// Checks every edge of `view`'s op (which implements [`RegionBranch`]).
pub(super) fn verify_edges(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(branch) = view.interface::<RegionBranch>() else {
        return Ok(());
    };
    let operand_types = view.operand_types();
    for successor in (branch.successors)(view, RegionPoint::Parent) {
        let RegionPoint::Region(index) = successor else {
            continue;
        };
        let operands = slice(&operand_types, (branch.entry_operands)(view, index));
        let inputs = successor_inputs(view, branch, successor);
        check_edge(view, view, "parent", successor, operands, &inputs)?;
    }
    let body = view.regions_body();
    for (index, &region) in view.regions().iter().enumerate() {
        for block in body.region_blocks(region) {
            let Some(last) = body.last_op(block) else {
                continue;
            };
            let terminator = OpView::new(view.ctx, body, last);
            let Some(forwarding) = terminator.interface::<RegionBranchTerminator>() else {
                continue;
            };
            let types = terminator.operand_types();
            let from = format!("Operation {}", terminator.name());
            for successor in (branch.successors)(view, RegionPoint::Region(index)) {
                let operands = slice(&types, (forwarding.forwarded)(&terminator, successor));
                let inputs = successor_inputs(view, branch, successor);
                check_edge(view, &terminator, &from, successor, operands, &inputs)?;
            }
        }
    }
    Ok(())
}

/// `types[range]`, or nothing when the range is out of bounds (a malformed
/// op, reported by other checks).
fn slice(types: &[Type], range: Range<usize>) -> &[Type] {
    types.get(range).unwrap_or(&[])
}

/// What `successor` receives: the op's results, or a region's inputs.
fn successor_inputs(view: &OpView<'_>, branch: &RegionBranch, successor: RegionPoint) -> Vec<Type> {
    match successor {
        RegionPoint::Parent => view.result_types().to_vec(),
        RegionPoint::Region(index) => {
            let body = view.regions_body();
            let args = super::entry_args(view, index);
            let args = args.get((branch.region_inputs)(view, index)).unwrap_or(&[]);
            args.iter().map(|&a| body.value_type(a)).collect()
        }
    }
}

/// One edge from `point` (the op itself or a terminator, named `from`).
fn check_edge(
    view: &OpView<'_>,
    point: &OpView<'_>,
    from: &str,
    to: RegionPoint,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let to = match to {
        RegionPoint::Parent => "parent".to_string(),
        RegionPoint::Region(index) => format!("Region #{index}"),
    };
    let edge = format!("along control flow edge from {from} to {to}");
    let message = if operands.len() != inputs.len() {
        format!(
            "{edge}: region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        )
    } else {
        let Some(i) = (0..operands.len()).find(|&i| operands[i] != inputs[i]) else {
            return Ok(());
        };
        format!(
            "{edge}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
            type_text(view.ctx, operands[i]),
            type_text(view.ctx, inputs[i])
        )
    };
    Err(view
        .error(message)
        .with_note(point.loc(), "region branch point"))
}
