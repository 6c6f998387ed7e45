//! `func.return`: its format, and the check that its parent is a
//! `func.func` (the function checks the returned types, see
//! `function_verify.rs`).

use super::FuncOp;
use ir_core::ods::{Op, TypeConstraint};
use ir_core::{op, Diagnostic, OpDefinition, OpTraits, OpView};

op! {
    /// `func.return %a, %b : i32, i64`.
    pub struct ReturnOp = func.return {
        summary: "Returns from the enclosing function",
        operands: (operands: variadic(TypeConstraint::ANY)),
        format: "attr-dict ($operands^ `:` type($operands))?",
    }
}

/// The `func.return` definition.
pub(super) fn ret() -> OpDefinition {
    ReturnOp::definition()
        .with_traits(OpTraits::TERMINATOR | OpTraits::RETURN_LIKE | OpTraits::PURE)
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
        Some(op) if !FuncOp::matches(&OpView::new(view.ctx, body, op)) => Err(misplaced(view)),
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
                if ReturnOp::matches(&child) {
                    return Err(misplaced(&child));
                }
            }
        }
    }
    Ok(())
}
