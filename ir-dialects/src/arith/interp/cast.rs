//! Semantics of the casts, as LLVM defines the instructions they lower
//! to: extensions and truncations of integers (`trunci` with `nsw`/`nuw`
//! is poison when it loses information), `index_cast`(`ui`) sign- or
//! zero-extending or truncating to and from 64 bits, `bitcast` keeping the
//! bits, integer-to-float conversions rounded to nearest even,
//! float-to-integer conversions toward zero (poison when out of range),
//! `extf` exact and `truncf` rounded by its `roundingmode`.

use super::float::fastmath_allows;
use super::rounding::{round, Rounding};
use super::scalar::{float, float_value, int, int_value, result_scalar, single, Scalar};
use crate::arith::apfloat;
use crate::arith::apint::ApInt;
use crate::arith::attrs::{FastMathFlags, OverflowFlags};
use ir_core::interp::{RtValue, Step};
use ir_core::{FloatKind, OpView};

/// What a cast's attributes say: `trunci`'s overflow flags, `extf`'s and
/// `truncf`'s fast-math flags, `truncf`'s rounding mode.
#[derive(Copy, Clone, Debug)]
pub(in crate::arith) struct CastFlags {
    /// `trunci`'s `nsw`/`nuw`.
    pub overflow: OverflowFlags,
    /// `extf`'s and `truncf`'s fast-math flags.
    pub fastmath: FastMathFlags,
    /// `truncf`'s rounding.
    pub rounding: Rounding,
}

impl Default for CastFlags {
    /// No flag, rounding to nearest even.
    fn default() -> Self {
        CastFlags {
            overflow: OverflowFlags::NONE,
            fastmath: FastMathFlags::NONE,
            rounding: Rounding::NearestEven,
        }
    }
}

/// A cast.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(in crate::arith) enum CastOp {
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

/// Runs `cast` with `flags` on the op's operand.
pub(in crate::arith) fn cast(
    view: &OpView<'_>,
    values: &[RtValue],
    cast: CastOp,
    flags: CastFlags,
) -> Result<Step, String> {
    let to = result_scalar(view)?;
    let converted = match (cast, to) {
        (CastOp::SIToFP | CastOp::UIToFP, Scalar::Float(kind)) => int(values, 0)?
            .map(|v| float_value(apfloat::from_int(&v, cast == CastOp::SIToFP, kind), kind)),
        (CastOp::Bitcast, _) => bitcast(values, to)?,
        (CastOp::FPToSI | CastOp::FPToUI, Scalar::Int(width)) => float(values, 0)?
            .and_then(|(x, _)| apfloat::to_int(x, width, cast == CastOp::FPToSI))
            .map(int_value),
        (CastOp::ExtF | CastOp::TruncF, Scalar::Float(kind)) => {
            float_to_float(values, kind, flags)?
        }
        (_, Scalar::Int(width)) => int(values, 0)?
            .and_then(|v| int_to_int(cast, v, width, flags.overflow))
            .map(int_value),
        _ => return Err("the result type does not fit the cast".into()),
    };
    single(converted)
}

/// The integer casts; `None` for poison (a `trunci` violating its flags).
fn int_to_int(cast: CastOp, value: ApInt, width: u32, flags: OverflowFlags) -> Option<ApInt> {
    match cast {
        CastOp::ExtS | CastOp::IndexCast => Some(value.sext(width)),
        CastOp::ExtU | CastOp::IndexCastU => Some(value.zext(width)),
        _ => {
            let truncated = value.trunc(width);
            let nsw = flags.contains(OverflowFlags::NSW);
            let nuw = flags.contains(OverflowFlags::NUW);
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
    values: &[RtValue],
    kind: FloatKind,
    flags: CastFlags,
) -> Result<Option<RtValue>, String> {
    let Some((x, _)) = float(values, 0)? else {
        return Ok(None);
    };
    let converted = round(x, kind, flags.rounding);
    Ok(fastmath_allows(flags.fastmath, &[x, converted]).then(|| float_value(converted, kind)))
}
