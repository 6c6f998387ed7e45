//! `builtin.unrealized_conversion_cast`, declared here because the
//! conversion framework creates it (materializations) and folds it
//! ([`super::reconcile`]); the `builtin` dialect registers its definition.

use crate::ir::{Builder, OpId};
use crate::ods::{Op, TypeConstraint};
use crate::{op, Attr, Body, Type, ValueId};

op! {
    /// `%y = builtin.unrealized_conversion_cast %x : i32 to i64` (any
    /// number of inputs, at least one output).
    pub struct UnrealizedConversionCastOp = builtin.unrealized_conversion_cast {
        summary: "A cast between types that a conversion has not resolved yet",
        operands: (inputs: variadic(TypeConstraint::ANY)),
        results: (outputs: variadic(TypeConstraint::ANY)),
        format: "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
    }
}

/// Creates a cast of `inputs` to `outputs` at the builder's insertion
/// point and returns it.
pub fn create_cast(
    builder: &mut Builder<'_>,
    loc: Attr,
    inputs: &[ValueId],
    outputs: &[Type],
) -> OpId {
    builder.create(UnrealizedConversionCastOp::state(
        builder.ctx,
        loc,
        outputs,
        inputs,
    ))
}

/// Whether `op` is an unrealized conversion cast.
pub(crate) fn is_cast(ctx: &crate::Context, body: &Body, op: OpId) -> bool {
    UnrealizedConversionCastOp::matches(&crate::OpView::new(ctx, body, op))
}
