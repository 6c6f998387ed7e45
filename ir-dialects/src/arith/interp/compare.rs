//! Semantics of the comparisons (`cmpi`, `cmpf`: every predicate, the
//! folders' predicate tables), `select` (a poison condition gives poison,
//! a poison arm only when it is picked) and `constant` (scalars).

use super::float::fastmath_allows;
use super::scalar::{float, float_value, int, int_value, result_scalar, single, Scalar};
use crate::arith::apint::ApInt;
use crate::arith::attrs::{CmpFPredicate, CmpIPredicate, FastMathFlags};
use crate::arith::constant::ConstantOp;
use crate::arith::fold::cmp::{cmpf_holds, cmpi_holds};
use ir_core::interp::{RtValue, Step};
use ir_core::AttrKind;

/// What is wrong with an op whose predicate is not one.
const NO_PREDICATE: &str = "the predicate is missing";

/// What is wrong with an op that does not have its spec's shape.
const MALFORMED: &str = "the op does not have the operands and results of its kind";

/// `cmpi` with `predicate`.
pub(in crate::arith) fn cmpi(
    predicate: Option<CmpIPredicate>,
    values: &[RtValue],
) -> Result<Step, String> {
    let predicate = predicate.ok_or(NO_PREDICATE)?;
    let (Some(a), Some(b)) = (int(values, 0)?, int(values, 1)?) else {
        return single(None);
    };
    single(Some(RtValue::bool(cmpi_holds(predicate, &a, &b))))
}

/// `cmpf` with `predicate` under fast-math `flags`.
pub(in crate::arith) fn cmpf(
    predicate: Option<CmpFPredicate>,
    flags: FastMathFlags,
    values: &[RtValue],
) -> Result<Step, String> {
    let predicate = predicate.ok_or(NO_PREDICATE)?;
    let (Some((a, _)), Some((b, _))) = (float(values, 0)?, float(values, 1)?) else {
        return single(None);
    };
    let holds = cmpf_holds(predicate, a, b);
    single(fastmath_allows(flags, &[a, b]).then(|| RtValue::bool(holds)))
}

/// `select`.
pub(in crate::arith) fn select(values: &[RtValue]) -> Result<Step, String> {
    let Some(condition) = int(values, 0)? else {
        return single(None);
    };
    let picked = if condition.is_zero() { 2 } else { 1 };
    let value = values.get(picked).ok_or("an operand is missing")?;
    single(Some(value.clone()))
}

/// `constant`: its integer or float value; dense (vector and tensor)
/// constants are not supported.
pub(in crate::arith) fn constant(op: Option<ConstantOp<'_>>) -> Result<Step, String> {
    let op = op.ok_or(MALFORMED)?;
    let scalar = result_scalar(&op.view())?;
    let value = match (op.value().map(|v| op.view().ctx.attr_kind(v)), scalar) {
        (Some(AttrKind::Integer { value, .. }), Scalar::Int(width)) => {
            int_value(ApInt::from_i128(*value, width))
        }
        (Some(AttrKind::Float { bits, .. }), Scalar::Float(kind)) => {
            float_value(f64::from_bits(*bits), kind)
        }
        _ => return Err("only integer and float constants are supported".into()),
    };
    single(Some(value))
}
