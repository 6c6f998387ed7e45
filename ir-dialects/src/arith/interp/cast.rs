//! Semantics of the casts, as LLVM defines the instructions they lower
//! to: extensions and truncations of integers (`trunci` with `nsw`/`nuw`
//! is poison when it loses information), `index_cast`(`ui`) sign- or
//! zero-extending or truncating to and from 64 bits, `bitcast` keeping the
//! bits, integer-to-float conversions rounded to nearest even,
//! float-to-integer conversions toward zero (poison when out of range),
//! `extf` exact and `truncf` rounded by its `roundingmode`.

use super::float::fastmath_allows;
use super::int::op_overflow_flags;
use super::rounding::{round, Rounding};
use super::scalar::{float, float_value, int, int_value, result_scalar, single, Scalar};
use crate::arith::apfloat;
use crate::arith::apint::ApInt;
use ir_core::interp::{RtValue, Step};
use ir_core::{AttrKind, FloatKind, OpView};

/// A cast.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum CastOp {
    ExtS,
    ExtU,
    Trunc,
    IndexCast,
    IndexCastU,
    Bitcast,
    SIToFP,
    UIToFP,
    FPToSI,
    FPToUI,
    ExtF,
    TruncF,
}

/// Runs `cast` on the op's operand.
pub(super) fn cast(view: &OpView<'_>, values: &[RtValue], cast: CastOp) -> Result<Step, String> {
    let to = result_scalar(view)?;
    let converted = match (cast, to) {
        (CastOp::SIToFP | CastOp::UIToFP, Scalar::Float(kind)) => int(values, 0)?
            .map(|v| float_value(apfloat::from_int(v, cast == CastOp::SIToFP, kind), kind)),
        (CastOp::Bitcast, _) => bitcast(values, to)?,
        (CastOp::FPToSI | CastOp::FPToUI, Scalar::Int(width)) => float(values, 0)?
            .and_then(|(x, _)| apfloat::to_int(x, width, cast == CastOp::FPToSI))
            .map(int_value),
        (CastOp::ExtF | CastOp::TruncF, Scalar::Float(kind)) => float_to_float(view, values, kind)?,
        (_, Scalar::Int(width)) => int(values, 0)?
            .and_then(|v| int_to_int(view, cast, v, width))
            .map(int_value),
        _ => return Err("the result type does not fit the cast".into()),
    };
    single(converted)
}

/// The integer casts; `None` for poison (a `trunci` violating its flags).
fn int_to_int(view: &OpView<'_>, cast: CastOp, value: ApInt, width: u32) -> Option<ApInt> {
    match cast {
        CastOp::ExtS | CastOp::IndexCast => Some(value.sext(width)),
        CastOp::ExtU | CastOp::IndexCastU => Some(value.zext(width)),
        _ => {
            let truncated = value.trunc(width);
            let (nsw, nuw) = op_overflow_flags(view);
            let signed_loss = nsw && truncated.sext(value.width()) != value;
            let unsigned_loss = nuw && truncated.zext(value.width()) != value;
            (!signed_loss && !unsigned_loss).then_some(truncated)
        }
    }
}

/// `bitcast`: the same bits in the result type.
fn bitcast(values: &[RtValue], to: Scalar) -> Result<Option<RtValue>, String> {
    let bits = match values.first() {
        Some(RtValue::Float { .. }) => float(values, 0)?.map(|(x, kind)| apfloat::to_bits(x, kind)),
        _ => int(values, 0)?,
    };
    Ok(bits.map(|bits| match to {
        Scalar::Int(width) => int_value(bits.zext(width)),
        Scalar::Float(kind) => float_value(apfloat::from_bits(bits, kind), kind),
    }))
}

/// `extf` (exact) and `truncf` (rounded by its mode); NaNs come out quiet.
fn float_to_float(
    view: &OpView<'_>,
    values: &[RtValue],
    kind: FloatKind,
) -> Result<Option<RtValue>, String> {
    let Some((x, _)) = float(values, 0)? else {
        return Ok(None);
    };
    let mode = match view.inherent_attr_kind("roundingmode") {
        Some(AttrKind::Integer { value, .. }) => Rounding::from_value(*value),
        _ => Rounding::NearestEven,
    };
    let converted = round(x, kind, mode);
    Ok(fastmath_allows(view, &[x, converted]).then(|| float_value(converted, kind)))
}
