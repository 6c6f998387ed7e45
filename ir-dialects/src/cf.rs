//! The `cf` dialect (control flow): `cf.br` and `cf.cond_br`, generic form
//! for now; their custom forms come with the dialects issue.

use crate::helpers::operand_segments;
use ir_core::{Diagnostic, Dialect, OpDefinition, OpTraits, OpView, TypeKind};
use std::ops::Range;

/// The `cf` dialect.
pub fn dialect() -> Dialect {
    Dialect::new(
        "cf",
        vec![
            OpDefinition::new("cf.br", "Branches to a block, passing its arguments")
                .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
                .with_verifier(verify_br)
                .with_successor_operands(br_operands),
            OpDefinition::new(
                "cf.cond_br",
                "Branches to one of two blocks on an i1 condition",
            )
            .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
            .with_verifier(verify_cond_br)
            .with_successor_operands(cond_br_operands),
        ],
    )
}

fn br_operands(view: &OpView<'_>, _successor: usize) -> Range<usize> {
    0..view.operands().len()
}

fn verify_br(view: &OpView<'_>) -> Result<(), Diagnostic> {
    if view.successors().len() != 1 {
        return Err(view.error(format!(
            "requires 1 successor but found {}",
            view.successors().len()
        )));
    }
    Ok(())
}

/// Operands are `[condition, true operands..., false operands...]`, sized by
/// `operandSegmentSizes`; a malformed op (caught by its verifier) gets empty ranges.
fn cond_br_operands(view: &OpView<'_>, successor: usize) -> Range<usize> {
    match operand_segments(view, 3) {
        Ok(s) if successor == 0 => 1..1 + s[1],
        Ok(s) => 1 + s[1]..1 + s[1] + s[2],
        Err(_) => 0..0,
    }
}

fn verify_cond_br(view: &OpView<'_>) -> Result<(), Diagnostic> {
    if view.successors().len() != 2 {
        return Err(view.error(format!(
            "requires 2 successors but found {}",
            view.successors().len()
        )));
    }
    let segments = operand_segments(view, 3)?;
    if segments[0] != 1 {
        return Err(view.error("requires exactly one condition operand"));
    }
    let condition = view.operand_types()[0];
    if *view.ctx.type_kind(condition) != TypeKind::int(1) {
        return Err(view.error("operand #0 must be 1-bit signless integer (the branch condition)"));
    }
    Ok(())
}
