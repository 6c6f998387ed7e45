//! The scf terminators: `scf.yield` (values to the parent op or the next
//! iteration) and `scf.condition` (ends `scf.while`'s `before` region).

use super::{ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp};
use ir_core::interfaces::RegionBranchTerminator;
use ir_core::ods::{Op, TypeConstraint};
use ir_core::{op, OpDefinition, OpTraits, OpView};

/// Whether `view`'s op is one whose regions `scf.yield` may end.
fn is_yield_parent(view: &OpView<'_>) -> bool {
    ExecuteRegionOp::matches(view)
        || ForOp::matches(view)
        || IfOp::matches(view)
        || IndexSwitchOp::matches(view)
        || WhileOp::matches(view)
}

op! {
    /// `scf.yield %a, %b : i32, i64`.
    pub struct YieldOp = scf.yield {
        summary: "Yields values to the parent operation",
        operands: (results: variadic(TypeConstraint::ANY)),
        format: "attr-dict ($results^ `:` type($results))?",
    }
}

/// `scf.yield`'s definition.
pub(super) fn yield_op() -> OpDefinition {
    YieldOp::definition()
        .with_traits(OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE)
        .with_verifier(|view| {
            if parent(view).is_some_and(|p| is_yield_parent(&p)) {
                return Ok(());
            }
            // The parents as MLIR lists them.
            let parents = [
                ExecuteRegionOp::NAME,
                ForOp::NAME,
                IfOp::NAME,
                IndexSwitchOp::NAME,
                WhileOp::NAME,
            ];
            Err(view.error(format!(
                "expects parent op to be one of '{}'",
                parents.join(", ")
            )))
        })
        .with_interface(RegionBranchTerminator {
            forwarded: |view, _| 0..view.operands().len(),
        })
}

op! {
    /// `scf.condition(%c) %a, %b : i32, i64`.
    pub struct ConditionOp = scf.condition {
        summary: "Loop continuation condition",
        operands: (condition: one(TypeConstraint::I1), args: variadic(TypeConstraint::ANY)),
        format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
    }
}

/// `scf.condition`'s definition.
pub(super) fn condition() -> OpDefinition {
    ConditionOp::definition()
        .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
        .with_verifier(|view| match parent(view) {
            Some(parent) if WhileOp::matches(&parent) => Ok(()),
            _ => Err(view.error("expects parent op 'scf.while'")),
        })
        .with_interface(RegionBranchTerminator {
            forwarded: |view, _| 1..view.operands().len().max(1),
        })
}

/// The op whose region holds `view`'s op (none at the top of an isolated
/// op's body, where the parent is never an scf op).
fn parent<'a>(view: &OpView<'a>) -> Option<OpView<'a>> {
    let parent = view.body.parent_op(view.op)?;
    Some(OpView::new(view.ctx, view.body, parent))
}
