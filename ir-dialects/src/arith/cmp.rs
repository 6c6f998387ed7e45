//! The comparisons `cmpi` and `cmpf`: a predicate, two operands of one
//! type, and an `i1` result of their shape, written
//! `$predicate, $lhs, $rhs : type($lhs)`.

use super::attrs::{fastmath_none, summarized, CmpFPredicate, CmpIPredicate, FASTMATH};
use super::fold::cmp as fold;
use super::fold::{with_folder, FoldFn};
use super::types::{bool_like_lhs, i1_same_shape, same_as_lhs};
use super::verify;
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::{Diagnostic, OpDefinition, OpView};

fn spec(predicates: &'static [&'static str], operand: TypeConstraint) -> OpSpec {
    OpSpec::new()
        .attr("predicate", AttrType::Enum(predicates))
        .operand("lhs", operand)
        .operand("rhs", operand)
        .result("result", TypeConstraint::BOOL_LIKE)
        .infer("rhs", same_as_lhs)
        .infer("result", bool_like_lhs)
}

/// The definitions of `cmpi` and `cmpf`.
pub fn ops() -> Vec<OpDefinition> {
    vec![
        OpDefinition::new("arith.cmpi", "Compares integers")
            .with_format(
                spec(
                    CmpIPredicate::KEYWORDS,
                    TypeConstraint::SIGNLESS_INTEGER_LIKE,
                ),
                "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
            )
            .with_signature_verifier(verify_compare),
        OpDefinition::new("arith.cmpf", "Compares floats")
            .with_format(
                summarized(
                    spec(CmpFPredicate::KEYWORDS, TypeConstraint::FLOAT_LIKE).default_attr(
                        "fastmath",
                        FASTMATH,
                        fastmath_none,
                    ),
                ),
                "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
            )
            .with_signature_verifier(verify_compare),
    ]
    .into_iter()
    .zip([fold::cmpi as FoldFn, fold::cmpf])
    .map(|(op, folder)| with_folder(op, folder))
    .collect()
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
