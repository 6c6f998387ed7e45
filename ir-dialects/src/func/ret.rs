//! `func.return`: its format, and the check that its parent is a
//! `func.func` (the function checks the returned types, see
//! `function_verify.rs`).

use ir_core::ods::{OpSpec, TypeConstraint};
use ir_core::{Diagnostic, OpDefinition, OpTraits, OpView};

/// The `func.return` definition.
pub(super) fn ret() -> OpDefinition {
    OpDefinition::new("func.return", "Returns from the enclosing function")
        .with_traits(OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE)
        .with_format(
            OpSpec::new().variadic_operand("operands", TypeConstraint::ANY),
            "attr-dict ($operands^ `:` type($operands))?",
        )
        .with_verifier(verify_parent)
}

fn misplaced(view: &OpView<'_>) -> Diagnostic {
    view.error("expects parent op 'func.func'")
}

/// A return in a region of an op of its own body (`scf.if`, ...) is
/// misplaced. A return at the root of an isolated op's body cannot see
/// that op: `func.func` owns its returns, and [`check_no_return_in`]
/// serves the other isolated ops.
fn verify_parent(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let body = view.body;
    let parent = body
        .op_block(view.op)
        .and_then(|b| body.block_region(b))
        .and_then(|r| body.region_parent(r));
    match parent {
        Some(op) if OpView::new(view.ctx, body, op).name() != "func.func" => Err(misplaced(view)),
        _ => Ok(()),
    }
}

/// Fails on a `func.return` directly in the regions of `view`'s op (an
/// isolated op that is not a function, such as `builtin.module`).
pub fn check_no_return_in(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let body = view.regions_body();
    for &region in view.regions() {
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                let child = OpView::new(view.ctx, body, op);
                if child.name() == "func.return" {
                    return Err(misplaced(&child));
                }
            }
        }
    }
    Ok(())
}
