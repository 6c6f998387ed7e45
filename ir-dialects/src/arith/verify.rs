//! The checks MLIR's op traits make on arith ops, with MLIR's messages:
//! `SameOperandsAndResultType`, `SameTypeOperands`,
//! `SameOperandsAndResultShape`, the tensor-dimension predicate of casts,
//! and `Elementwise`. Each op's verifier runs them in MLIR's order.

use super::types::{compatible_shapes, element_type, is_mappable, shape};
use ir_core::{Diagnostic, OpView, Type, TypeKind};

/// Every operand and result has the result's element type and a
/// compatible shape.
pub fn same_operands_and_result_type(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let results = view.result_types();
    let Some(&first) = results.first() else {
        return Ok(());
    };
    let element = element_type(ctx, first);
    let all = results[1..].iter().copied().chain(view.operand_types());
    for ty in all {
        if element_type(ctx, ty) != element || !compatible_shapes(ctx, ty, first) {
            return Err(view.error("requires the same type for all operands and results"));
        }
    }
    Ok(())
}

/// Every operand has one and the same type.
pub fn same_type_operands(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let types = view.operand_types();
    if types.windows(2).any(|pair| pair[0] != pair[1]) {
        return Err(view.error("requires all operands to have the same type"));
    }
    Ok(())
}

/// Every result's shape is compatible with the first operand's.
pub fn same_operands_and_result_shape(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let Some(&first) = view.operand_types().first() else {
        return Ok(());
    };
    if view
        .result_types()
        .iter()
        .any(|&ty| !compatible_shapes(ctx, ty, first))
    {
        return Err(view.error("requires the same shape for all operands and results"));
    }
    Ok(())
}

/// The result has the first operand's type: what MLIR infers for ops with
/// `SameOperandsAndResultType` and then compares with the written type.
pub fn inferred_result_type(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let (Some(&operand), Some(&result)) =
        (view.operand_types().first(), view.result_types().first())
    else {
        return Ok(());
    };
    if operand != result {
        return Err(view.error(format!(
            "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
            type_text(view, operand),
            type_text(view, result)
        )));
    }
    Ok(())
}

/// The element-wise arithmetic ops' checks, in MLIR's order. Operands
/// and results all of one type, as in nearly every op, pass them all (every
/// shape is compatible with itself), so that case is answered at once.
pub fn arithmetic(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let (operands, results) = (view.operand_types(), view.result_types());
    let one_type = operands
        .first()
        .is_some_and(|&ty| operands.iter().chain(results.iter()).all(|&t| t == ty));
    if one_type && !results.is_empty() {
        return Ok(());
    }
    same_operands_and_result_type(view)?;
    elementwise(view)?;
    inferred_result_type(view)
}

/// A type as the printer writes it.
pub fn type_text(view: &OpView<'_>, ty: Type) -> String {
    let mut text = String::new();
    ir_core::syntax::printer::print_type(view.ctx, ty, &mut text);
    text
}

/// A cast's input and output have the same tensor dimensions (types that
/// are not tensors count as having none).
pub fn same_tensor_dims(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let dims = |ty| match ctx.type_kind(ty) {
        TypeKind::Tensor { .. } => shape(ctx, ty).flatten(),
        _ => Some(&[][..]),
    };
    let input = view.operand_types().first().and_then(|&t| dims(t));
    let output = view.result_types().first().and_then(|&t| dims(t));
    if input != output {
        return Err(
            view.error("failed to verify that input and output have the same tensor dimensions")
        );
    }
    Ok(())
}

/// MLIR's `Elementwise` trait: scalars map to scalars; vectors and
/// tensors all have one kind and one shape.
pub fn elementwise(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let results = view.result_types();
    let operands = view.operand_types();
    let mapped_results: Vec<_> = results.iter().filter(|&&t| is_mappable(ctx, t)).collect();
    let mapped_operands: Vec<_> = operands.iter().filter(|&&t| is_mappable(ctx, t)).collect();
    if mapped_results.is_empty() && mapped_operands.is_empty() {
        return Ok(());
    }
    if mapped_operands.is_empty() {
        return Err(
            view.error("if a result is non-scalar, then at least one operand must be non-scalar")
        );
    }
    if mapped_results.is_empty() {
        return Err(view.error(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if mapped_results.len() != results.len() {
        return Err(view.error("if an operand is non-scalar, then all results must be non-scalar"));
    }
    let all: Vec<_> = mapped_operands.into_iter().chain(mapped_results).collect();
    let kind = |t: Type| std::mem::discriminant(ctx.type_kind(t));
    // A handful of types: every pair is compared (shapes with dynamic
    // dimensions are not transitively compatible).
    let uniform = all.iter().all(|&&a| {
        all.iter()
            .all(|&&b| kind(a) == kind(b) && compatible_shapes(ctx, a, b))
    });
    if !uniform {
        return Err(
            view.error("all non-scalar operands/results must have the same shape and base type")
        );
    }
    Ok(())
}
