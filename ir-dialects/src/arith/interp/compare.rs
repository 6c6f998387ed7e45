//! Semantics of the comparisons (`cmpi`, `cmpf`: every predicate, the
//! folders' predicate tables), `select` (a poison condition gives poison,
//! a poison arm only when it is picked) and `constant` (scalars).

use super::float::fastmath_allows;
use super::scalar::{float, float_value, int, int_value, result_scalar, single, Scalar};
use crate::arith::apint::ApInt;
use crate::arith::fold::cmp::{cmpf_holds, cmpf_predicate, cmpi_holds, cmpi_predicate};
use ir_core::interp::{RtValue, Step};
use ir_core::{AttrKind, OpView};

/// What is wrong with an op whose predicate is not one.
const NO_PREDICATE: &str = "the predicate is missing";

/// `cmpi`.
pub(super) fn cmpi(view: &OpView<'_>, values: &[RtValue]) -> Result<Step, String> {
    let predicate = cmpi_predicate(view).ok_or(NO_PREDICATE)?;
    let (Some(a), Some(b)) = (int(values, 0)?, int(values, 1)?) else {
        return single(None);
    };
    single(Some(RtValue::bool(cmpi_holds(predicate, a, b))))
}

/// `cmpf`.
pub(super) fn cmpf(view: &OpView<'_>, values: &[RtValue]) -> Result<Step, String> {
    let predicate = cmpf_predicate(view).ok_or(NO_PREDICATE)?;
    let (Some((a, _)), Some((b, _))) = (float(values, 0)?, float(values, 1)?) else {
        return single(None);
    };
    let holds = cmpf_holds(predicate, a, b);
    single(fastmath_allows(view, &[a, b]).then(|| RtValue::bool(holds)))
}

/// `select`.
pub(super) fn select(values: &[RtValue]) -> Result<Step, String> {
    let Some(condition) = int(values, 0)? else {
        return single(None);
    };
    let picked = if condition.is_zero() { 2 } else { 1 };
    let value = values.get(picked).ok_or("an operand is missing")?;
    single(Some(value.clone()))
}

/// `constant`: its integer or float value; dense (vector and tensor)
/// constants are not supported.
pub(super) fn constant(view: &OpView<'_>) -> Result<Step, String> {
    let scalar = result_scalar(view)?;
    let value = match (view.inherent_attr_kind("value"), scalar) {
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
