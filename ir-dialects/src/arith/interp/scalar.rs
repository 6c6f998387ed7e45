//! The scalars arith's semantics compute with: operands read as [`ApInt`]s
//! or floats (`None` for poison), results written back as [`RtValue`]s,
//! and the scalar type of an op's result. Vectors, tensors, integers
//! wider than 128 bits and the `f80`/`f128` formats are refused with a
//! clear error.

use crate::arith::apfloat;
use crate::arith::apint::ApInt;
use crate::arith::types::INDEX_WIDTH;
use ir_core::interp::{RtValue, Step};
use ir_core::{Context, FloatKind, OpView, Type, TypeKind};

/// The widest integer a run-time value holds (its bits are a `u128`).
const MAX_WIDTH: u32 = 128;

/// The type of a scalar value: an integer width (64 for `index`) or a
/// float format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Scalar {
    /// An integer of this many bits.
    Int(u32),
    /// A float of this format.
    Float(FloatKind),
}

/// The scalar type `ty` is, or why the interpreter cannot hold it.
pub(super) fn scalar_type(ctx: &Context, ty: Type) -> Result<Scalar, String> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Ok(Scalar::Int(INDEX_WIDTH)),
        TypeKind::Integer { width, .. } if (1..=MAX_WIDTH).contains(width) => {
            Ok(Scalar::Int(*width))
        }
        TypeKind::Integer { width, .. } => Err(format!(
            "integers of {width} bits are not supported by the interpreter (only 1 to {MAX_WIDTH})"
        )),
        TypeKind::Float(kind) => supported_format(*kind).map(Scalar::Float),
        TypeKind::Vector { .. } | TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. } => {
            Err("vectors and tensors are not supported by the interpreter".into())
        }
        _ => Err("the interpreter computes only with integers, indices and floats".into()),
    }
}

/// `kind`, if the interpreter computes in it.
fn supported_format(kind: FloatKind) -> Result<FloatKind, String> {
    if apfloat::is_supported(kind) {
        Ok(kind)
    } else {
        Err(format!(
            "{} arithmetic is not supported by the interpreter",
            kind.keyword()
        ))
    }
}

/// The scalar type of the op's first result.
pub(super) fn result_scalar(view: &OpView<'_>) -> Result<Scalar, String> {
    let result = view.results().first().ok_or("the op has no result")?;
    scalar_type(view.ctx, view.body.value_type(*result))
}

/// Operand `i` as an integer; `None` for poison.
pub(super) fn int(values: &[RtValue], i: usize) -> Result<Option<ApInt>, String> {
    match values.get(i) {
        Some(RtValue::Poison) => Ok(None),
        Some(&RtValue::Int { bits, width }) if (1..=MAX_WIDTH).contains(&width) => {
            Ok(Some(ApInt::new(bits, width)))
        }
        _ => Err(format!("operand #{i} is not an integer")),
    }
}

/// Operand `i` as a float and its format; `None` for poison.
pub(super) fn float(values: &[RtValue], i: usize) -> Result<Option<(f64, FloatKind)>, String> {
    match values.get(i) {
        Some(RtValue::Poison) => Ok(None),
        Some(&RtValue::Float { value, kind }) => Ok(Some((value, supported_format(kind)?))),
        _ => Err(format!("operand #{i} is not a float")),
    }
}

/// An integer as a run-time value.
pub(super) fn int_value(value: ApInt) -> RtValue {
    RtValue::Int {
        bits: value.to_u128(),
        width: value.width(),
    }
}

/// A float of `kind` as a run-time value.
pub(super) fn float_value(value: f64, kind: FloatKind) -> RtValue {
    RtValue::Float { value, kind }
}

/// The op's single result: `value`, or poison for `None`.
pub(super) fn single(value: Option<RtValue>) -> Result<Step, String> {
    Ok(Step::Results(vec![value.unwrap_or(RtValue::Poison)]))
}
