//! `arith.select`: picks one of two values on an `i1` condition (or
//! element by element on a vector or tensor of `i1`). Its custom form is
//! hand-written, as in MLIR: `%c, %a, %b : type` with an `i1` condition,
//! `%c, %a, %b : cond_type, type` otherwise.

use super::fold::cmp as fold;
use super::interp::compare;
use super::patterns::select as patterns;
use super::types::shape;
use super::verify;
use ir_core::interfaces::{Canonicalize, Fold};
use ir_core::interp::Interpretable;
use ir_core::ods::TypeConstraint;
use ir_core::syntax::custom::{OpParser, OpPrinter};
use ir_core::{op, Diagnostic, OpDefinition, OpView};

op! {
    /// `%r = arith.select %c, %a, %b : i32`.
    pub struct SelectOp = arith.select {
        summary: "Picks a value on a condition",
        operands: (
            condition: one(TypeConstraint::BOOL_LIKE),
            true_value: one(TypeConstraint::ANY),
            false_value: one(TypeConstraint::ANY),
        ),
        results: (result: one(TypeConstraint::ANY)),
        constraints: |spec| spec.same_types(&["true_value", "false_value", "result"]),
    }
}

/// The definition of `arith.select`.
pub fn op() -> OpDefinition {
    SelectOp::definition()
        .with_syntax(parse, print)
        .with_signature_verifier(verify_select)
        .with_interface(Fold(fold::select))
        .with_interface(Interpretable::simple(|_, _, values| {
            compare::select(values)
        }))
        .with_interface(Canonicalize(patterns::select))
}

/// `%condition, %true, %false attr-dict : (cond_type ,)? type`
fn parse(p: &mut OpParser<'_, '_, '_>) -> Result<(), Diagnostic> {
    let start = p.offset();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(p.error_at(start, "expected 3 operands"));
    }
    p.parse_optional_attr_dict()?;
    p.parse_punct(":")?;
    let types_at = p.offset();
    let mut result = p.parse_type()?;
    let mut condition = p.ctx().int_type(1);
    if p.parse_optional_punct(",") {
        condition = result;
        result = p.parse_type()?;
    }
    p.resolve_operands(&operands, &[condition, result, result], types_at)?;
    p.state().result_types = smallvec::smallvec![result];
    Ok(())
}

fn print(p: &mut OpPrinter<'_>, view: &OpView<'_>) {
    p.write(" ");
    p.print_values(view.operands());
    p.print_optional_attr_dict(view.body.op_attrs(view.op), &[]);
    p.write(" : ");
    let condition = view.operand_types()[0];
    if shape(view.ctx, condition).is_some() {
        p.print_type(condition);
        p.write(", ");
    }
    p.print_type(view.result_types()[0]);
}

/// The condition is `i1` or has the result's shape; element-wise mapping.
fn verify_select(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = view.ctx;
    let (condition, result) = (view.operand_types()[0], view.result_types()[0]);
    let scalar = *ctx.type_kind(condition) == ir_core::TypeKind::int(1);
    let matching =
        matches!((shape(ctx, condition), shape(ctx, result)), (Some(a), Some(b)) if a == b);
    if !scalar && !matching {
        return Err(
            view.error("failed to verify that condition is signless i1 or has matching shape")
        );
    }
    verify::elementwise(view)
}
