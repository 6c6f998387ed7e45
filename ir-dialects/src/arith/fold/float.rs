//! Folders of the float arithmetic ops: IEEE constant folding in the
//! operands' format (see `apfloat.rs`), and MLIR's identities (`x + -0`,
//! `x - +0`, `x * 1`, `x / 1`, `-(-x)`, `maximumf(x, -inf)`, ...).

use super::{
    constant, defined_by, float_constant, float_is, floats, operand, result_type, to_attr,
    to_value, zip_with,
};
use crate::arith::apfloat::{self, BinaryOp};
use ir_core::interfaces::Folded;
use ir_core::{Attr, FloatKind, OpView};

/// Folds a binary float op on constants with `f`.
fn fold(
    view: &OpView<'_>,
    constants: &[Option<Attr>],
    f: impl Fn(FloatKind, f64, f64) -> f64,
) -> Option<Folded> {
    let ctx = view.ctx;
    let (kind, lhs) = floats(ctx, constant(constants, 0)?)?;
    let (rhs_kind, rhs) = floats(ctx, constant(constants, 1)?)?;
    if kind != rhs_kind {
        return None;
    }
    let values = zip_with(&lhs, &rhs, |a, b| Some(f(kind, a, b)))?;
    to_attr(float_constant(ctx, result_type(view)?, &values)?)
}

/// The operand other than a constant equal to `neutral`: on the right,
/// or for a commutative op on the left when the right is not a constant.
fn identity(
    view: &OpView<'_>,
    constants: &[Option<Attr>],
    neutral: f64,
    commutative: bool,
) -> Option<Folded> {
    let ctx = view.ctx;
    if float_is(ctx, constant(constants, 1), neutral) {
        return to_value(operand(view, 0));
    }
    let right_unknown = constant(constants, 1).is_none();
    if commutative && right_unknown && float_is(ctx, constant(constants, 0), neutral) {
        return to_value(operand(view, 1));
    }
    None
}

/// Constant folding of an arithmetic operation.
fn arithmetic(view: &OpView<'_>, constants: &[Option<Attr>], op: BinaryOp) -> Option<Folded> {
    fold(view, constants, |kind, a, b| {
        apfloat::binary(op, kind, a, b)
    })
}

/// `addf`: `x + -0 → x`, constants.
pub fn addf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    identity(view, constants, -0.0, true).or_else(|| arithmetic(view, constants, BinaryOp::Add))
}

/// `subf`: `x - +0 → x`, constants.
pub fn subf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    identity(view, constants, 0.0, false).or_else(|| arithmetic(view, constants, BinaryOp::Sub))
}

/// `mulf`: `x * 1 → x`, constants.
pub fn mulf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    identity(view, constants, 1.0, true).or_else(|| arithmetic(view, constants, BinaryOp::Mul))
}

/// `divf`: `x / 1 → x`, constants.
pub fn divf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    identity(view, constants, 1.0, false).or_else(|| arithmetic(view, constants, BinaryOp::Div))
}

/// `remf`: constants.
pub fn remf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    arithmetic(view, constants, BinaryOp::Rem)
}

/// `maximumf`: `max(x, x) → x`, `max(x, -inf) → x`, constants.
pub fn maximumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    if operand(view, 0) == operand(view, 1) {
        return to_value(operand(view, 0));
    }
    identity(view, constants, f64::NEG_INFINITY, true)
        .or_else(|| fold(view, constants, |_, a, b| apfloat::maximum(a, b)))
}

/// `minimumf`: `min(x, x) → x`, `min(x, +inf) → x`, constants.
pub fn minimumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    if operand(view, 0) == operand(view, 1) {
        return to_value(operand(view, 0));
    }
    identity(view, constants, f64::INFINITY, true)
        .or_else(|| fold(view, constants, |_, a, b| apfloat::minimum(a, b)))
}

/// `max(x, x) → x`, `max(x, NaN) → x` (any NaN on the right), constants.
fn number_extremum(
    view: &OpView<'_>,
    constants: &[Option<Attr>],
    f: fn(f64, f64) -> f64,
) -> Option<Folded> {
    let x = operand(view, 0);
    let nan_on_right =
        super::splat_float(view.ctx, constant(constants, 1)).is_some_and(f64::is_nan);
    if x == operand(view, 1) || nan_on_right {
        return to_value(x);
    }
    fold(view, constants, |_, a, b| f(a, b))
}

/// `maxnumf`: `max(x, x) → x`, `max(x, NaN) → x`, constants.
pub fn maxnumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    number_extremum(view, constants, apfloat::maxnum)
}

/// `minnumf`: `min(x, x) → x`, `min(x, NaN) → x`, constants.
pub fn minnumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    number_extremum(view, constants, apfloat::minnum)
}

/// `negf`: `-(-x) → x`, constants.
pub fn negf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let x = operand(view, 0);
    if let Some(inner) = defined_by(view, x, "arith.negf") {
        return to_value(view.body.operand(inner, 0));
    }
    let (_, values) = floats(view.ctx, constant(constants, 0)?)?;
    let negated: Vec<f64> = values.iter().map(|v| -v).collect();
    to_attr(float_constant(view.ctx, result_type(view)?, &negated)?)
}
