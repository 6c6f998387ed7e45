//! The scf terminators: `scf.yield` (values to the parent op or the next
//! iteration) and `scf.condition` (ends `scf.while`'s `before` region).

use ir_core::interfaces::RegionBranchTerminator;
use ir_core::ods::{OpSpec, TypeConstraint};
use ir_core::{OpDefinition, OpTraits, OpView};

/// The ops whose regions `scf.yield` may end, as MLIR lists them.
const YIELD_PARENTS: [&str; 5] = [
    "scf.execute_region",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.while",
];

/// `scf.yield %a, %b : i32, i64`.
pub(super) fn yield_op() -> OpDefinition {
    OpDefinition::new("scf.yield", "Yields values to the parent operation")
        .with_traits(OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE)
        .with_format(
            OpSpec::new().variadic_operand("results", TypeConstraint::ANY),
            "attr-dict ($results^ `:` type($results))?",
        )
        .with_verifier(|view| {
            if parent_name(view).is_some_and(|p| YIELD_PARENTS.contains(&p)) {
                return Ok(());
            }
            Err(view.error(format!(
                "expects parent op to be one of '{}'",
                YIELD_PARENTS.join(", ")
            )))
        })
        .with_interface(RegionBranchTerminator {
            forwarded: |view, _| 0..view.operands().len(),
        })
}

/// `scf.condition(%c) %a, %b : i32, i64`.
pub(super) fn condition() -> OpDefinition {
    OpDefinition::new("scf.condition", "Loop continuation condition")
        .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
        .with_format(
            OpSpec::new()
                .operand("condition", TypeConstraint::I1)
                .variadic_operand("args", TypeConstraint::ANY),
            "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
        )
        .with_verifier(|view| match parent_name(view) {
            Some("scf.while") => Ok(()),
            _ => Err(view.error("expects parent op 'scf.while'")),
        })
        .with_interface(RegionBranchTerminator {
            forwarded: |view, _| 1..view.operands().len().max(1),
        })
}

/// The name of the op whose region holds `view`'s op (none at the top of
/// an isolated op's body, where the parent is never an scf op).
fn parent_name<'a>(view: &OpView<'a>) -> Option<&'a str> {
    let parent = view.body.parent_op(view.op)?;
    Some(OpView::new(view.ctx, view.body, parent).name())
}
