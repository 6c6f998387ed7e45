//! Semantics of the float ops: IEEE arithmetic rounded to the operands'
//! format (the folders' [`apfloat`] functions), `maximumf`/`minimumf`
//! propagating NaNs, `maxnumf`/`minnumf` preferring numbers to quiet NaNs,
//! `negf` flipping the sign. Fast-math flags `nnan` and
//! `ninf` make a NaN or infinite operand or result poison, as in LLVM.

use super::scalar::{float, float_value, single};
use crate::arith::apfloat::{self, BinaryOp};
use crate::arith::attrs::FastMathFlags;
use ir_core::interp::{RtValue, Step};

/// A float op of two operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(in crate::arith) enum FloatOp {
    /// `addf`, `subf`, `mulf`, `divf`, `remf`.
    Arithmetic(BinaryOp),
    /// `maximumf`.
    Maximum,
    /// `minimumf`.
    Minimum,
    /// `maxnumf`.
    MaxNum,
    /// `minnumf`.
    MinNum,
}

/// Runs `op` under fast-math `flags` on its two operands.
pub(in crate::arith) fn binary(
    values: &[RtValue],
    op: FloatOp,
    flags: FastMathFlags,
) -> Result<Step, String> {
    let (Some((a, kind)), Some((b, rhs_kind))) = (float(values, 0)?, float(values, 1)?) else {
        return single(None);
    };
    if kind != rhs_kind {
        return Err("operands of different formats".into());
    }
    let result = match op {
        FloatOp::Arithmetic(op) => apfloat::binary(op, kind, a, b),
        FloatOp::Maximum => apfloat::maximum(a, b),
        FloatOp::Minimum => apfloat::minimum(a, b),
        FloatOp::MaxNum => apfloat::maxnum(a, b),
        FloatOp::MinNum => apfloat::minnum(a, b),
    };
    single(fastmath_allows(flags, &[a, b, result]).then(|| float_value(result, kind)))
}

/// `negf` under fast-math `flags`: the operand with its sign flipped
/// (NaNs included).
pub(in crate::arith) fn negate(values: &[RtValue], flags: FastMathFlags) -> Result<Step, String> {
    let Some((x, kind)) = float(values, 0)? else {
        return single(None);
    };
    single(fastmath_allows(flags, &[x]).then(|| float_value(-x, kind)))
}

/// Whether fast-math `flags` allow `values` (an op's operands and
/// result): no NaN under `nnan`, no infinity under `ninf`.
pub(super) fn fastmath_allows(flags: FastMathFlags, values: &[f64]) -> bool {
    if flags.is_empty() {
        return true;
    }
    let no_nans = flags.contains(FastMathFlags::NNAN);
    let no_infinities = flags.contains(FastMathFlags::NINF);
    !values
        .iter()
        .any(|v| (no_nans && v.is_nan()) || (no_infinities && v.is_infinite()))
}
