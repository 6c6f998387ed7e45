//! The comparisons `cmpi` and `cmpf`: a predicate, two operands of one
//! type, and an `i1` result of their shape, written
//! `$predicate, $lhs, $rhs : type($lhs)`.

use super::attrs::FastMathFlags;
use super::attrs::{fastmath_none, summarized, CmpFPredicate, CmpIPredicate, FastMathAttr};
use super::fold::cmp as fold;
use super::interp::compare;
use super::patterns::cmpf::cmpf as cmpf_patterns;
use super::patterns::int as patterns;
use super::types::{bool_like_lhs, i1_same_shape, same_as_lhs};
use super::verify;
use ir_core::interfaces::{Canonicalize, Fold};
use ir_core::interp::Interpretable;
use ir_core::ods::{OpSpec, TypeConstraint};
use ir_core::{op, Diagnostic, OpDefinition, OpView};

/// The right operand has the left's type; the result is `i1` in its shape.
fn constraints(spec: OpSpec) -> OpSpec {
    summarized(
        spec.infer("rhs", same_as_lhs)
            .infer("result", bool_like_lhs),
    )
}

op! {
    /// `%b = arith.cmpi slt, %x, %y : i32`.
    pub struct CmpIOp = arith.cmpi {
        summary: "Compares integers",
        operands: (
            lhs: one(TypeConstraint::SIGNLESS_INTEGER_LIKE),
            rhs: one(TypeConstraint::SIGNLESS_INTEGER_LIKE),
        ),
        results: (result: one(TypeConstraint::BOOL_LIKE)),
        attributes: (predicate: required(CmpIPredicate)),
        constraints: constraints,
        format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
    }
}

op! {
    /// `%b = arith.cmpf olt, %x, %y fastmath<nnan> : f32`.
    pub struct CmpFOp = arith.cmpf {
        summary: "Compares floats",
        operands: (
            lhs: one(TypeConstraint::FLOAT_LIKE),
            rhs: one(TypeConstraint::FLOAT_LIKE),
        ),
        results: (result: one(TypeConstraint::BOOL_LIKE)),
        attributes: (
            predicate: required(CmpFPredicate),
            fastmath: default(FastMathAttr, fastmath_none),
        ),
        constraints: constraints,
        format: "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    }
}

/// The definitions of `cmpi` and `cmpf`.
pub fn ops() -> Vec<OpDefinition> {
    let cmpi = CmpIOp::definition()
        .with_signature_verifier(verify_compare)
        .with_interface(Fold(fold::cmpi))
        .with_interface(Interpretable::simple(|_, view, values| {
            compare::cmpi(view.as_op::<CmpIOp>().and_then(|op| op.predicate()), values)
        }))
        .with_interface(Canonicalize(patterns::cmpi));
    let cmpf = CmpFOp::definition()
        .with_signature_verifier(verify_compare)
        .with_interface(Fold(fold::cmpf))
        .with_interface(Interpretable::simple(|_, view, values| {
            let op = view.as_op::<CmpFOp>();
            let flags = FastMathFlags::of(op.as_ref().and_then(|op| op.fastmath()));
            compare::cmpf(op.and_then(|op| op.predicate()), flags, values)
        }))
        .with_interface(Canonicalize(cmpf_patterns));
    vec![cmpi, cmpf]
}

/// The result is `i1` in the operands' shape; the operands have one type;
/// element-wise mapping.
fn verify_compare(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let lhs = view.operand_types()[0];
    if view.result_types()[0] != i1_same_shape(view.ctx, lhs) {
        return Err(view.error(
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    verify::same_type_operands(view)?;
    verify::elementwise(view)
}
