//! Folders of the float arithmetic ops: IEEE constant folding in the
//! operands' format (see `apfloat.rs`), and MLIR's identities (`x + -0`,
//! `x - +0`, `x * 1`, `x / 1`, `-(-x)`, `maximumf(x, -inf)`, ...).

use super::{
    constant, defined_by, float_constant, float_is, floats, poison_among, to_attr, to_value,
    type_of, zip_with,
};
use crate::arith::apfloat::{self, BinaryOp};
use crate::arith::ops_float::*;
use crate::arith::TwoOperands;
use ir_core::interfaces::Folded;
use ir_core::ods::Op;
use ir_core::{Attr, Context, FloatKind, OpView, Type, ValueId};

/// A binary float op: its operands, result type and constant operands.
struct Binary<'v> {
    ctx: &'v Context,
    lhs: ValueId,
    rhs: ValueId,
    result: Type,
    constants: &'v [Option<Attr>],
}

impl<'v> Binary<'v> {
    /// The op of `view`, if it is an op of handle `H` (of its shape).
    fn of<'a: 'v, H: Op<'a> + TwoOperands>(
        view: &OpView<'a>,
        constants: &'v [Option<Attr>],
    ) -> Option<Self> {
        let (lhs, rhs, result) = view.as_op::<H>()?.parts();
        Some(Self {
            ctx: view.ctx,
            lhs,
            rhs,
            result: type_of(view, result),
            constants,
        })
    }

    /// Poison if an operand is poison, else constant operands folded
    /// with `f`.
    fn fold(&self, f: impl Fn(FloatKind, f64, f64) -> f64) -> Option<Folded> {
        if let Some(poison) = poison_among(self.ctx, self.constants) {
            return Some(poison);
        }
        let (kind, lhs) = floats(self.ctx, constant(self.constants, 0)?)?;
        let (rhs_kind, rhs) = floats(self.ctx, constant(self.constants, 1)?)?;
        if kind != rhs_kind {
            return None;
        }
        let values = zip_with(&lhs, &rhs, |&a, &b| Some(f(kind, a, b)))?;
        to_attr(float_constant(self.ctx, self.result, &values)?)
    }

    /// The operand other than a constant equal to `neutral`: on the right,
    /// or for a commutative op on the left when the right is not a constant.
    fn identity(&self, neutral: f64, commutative: bool) -> Option<Folded> {
        let (ctx, constants) = (self.ctx, self.constants);
        if float_is(ctx, constant(constants, 1), neutral) {
            return to_value(self.lhs);
        }
        let right_unknown = constant(constants, 1).is_none();
        if commutative && right_unknown && float_is(ctx, constant(constants, 0), neutral) {
            return to_value(self.rhs);
        }
        None
    }

    /// Constant folding of an arithmetic operation.
    fn arithmetic(&self, op: BinaryOp) -> Option<Folded> {
        self.fold(|kind, a, b| apfloat::binary(op, kind, a, b))
    }

    /// `identity(neutral)`, else constant folding of `op`.
    fn identity_or(&self, neutral: f64, commutative: bool, op: BinaryOp) -> Option<Folded> {
        self.identity(neutral, commutative)
            .or_else(|| self.arithmetic(op))
    }

    /// `max(x, x) → x` (and `min`), then `identity(neutral)`, then
    /// constants with `f`.
    fn extremum(&self, neutral: f64, f: fn(f64, f64) -> f64) -> Option<Folded> {
        if self.lhs == self.rhs {
            return to_value(self.lhs);
        }
        self.identity(neutral, true)
            .or_else(|| self.fold(|_, a, b| f(a, b)))
    }

    /// `max(x, x) → x`, `max(x, NaN) → x` (any NaN on the right), constants.
    fn number_extremum(&self, f: fn(f64, f64) -> f64) -> Option<Folded> {
        let nan_on_right =
            super::splat_float(self.ctx, constant(self.constants, 1)).is_some_and(f64::is_nan);
        if self.lhs == self.rhs || nan_on_right {
            return to_value(self.lhs);
        }
        self.fold(|_, a, b| f(a, b))
    }
}

/// `addf`: `x + -0 → x`, constants.
pub fn addf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<AddFOp>(view, constants)?.identity_or(-0.0, true, BinaryOp::Add)
}

/// `subf`: `x - +0 → x`, constants.
pub fn subf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<SubFOp>(view, constants)?.identity_or(0.0, false, BinaryOp::Sub)
}

/// `mulf`: `x * 1 → x`, constants.
pub fn mulf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<MulFOp>(view, constants)?.identity_or(1.0, true, BinaryOp::Mul)
}

/// `divf`: `x / 1 → x`, constants.
pub fn divf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<DivFOp>(view, constants)?.identity_or(1.0, false, BinaryOp::Div)
}

/// `remf`: constants.
pub fn remf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<RemFOp>(view, constants)?.arithmetic(BinaryOp::Rem)
}

/// `maximumf`: `max(x, x) → x`, `max(x, -inf) → x`, constants.
pub fn maximumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<MaximumFOp>(view, constants)?.extremum(f64::NEG_INFINITY, apfloat::maximum)
}

/// `minimumf`: `min(x, x) → x`, `min(x, +inf) → x`, constants.
pub fn minimumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<MinimumFOp>(view, constants)?.extremum(f64::INFINITY, apfloat::minimum)
}

/// `maxnumf`: `max(x, x) → x`, `max(x, NaN) → x`, constants.
pub fn maxnumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<MaxNumFOp>(view, constants)?.number_extremum(apfloat::maxnum)
}

/// `minnumf`: `min(x, x) → x`, `min(x, NaN) → x`, constants.
pub fn minnumf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    Binary::of::<MinNumFOp>(view, constants)?.number_extremum(apfloat::minnum)
}

/// `negf`: `-(-x) → x`, poison, constants.
pub fn negf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let negf = view.as_op::<NegFOp>()?;
    if let Some(inner) = defined_by::<NegFOp>(view, negf.operand()) {
        return to_value(inner.operand());
    }
    if let Some(poison) = poison_among(view.ctx, constants) {
        return Some(poison);
    }
    let (_, values) = floats(view.ctx, constant(constants, 0)?)?;
    let negated: Vec<f64> = values.iter().map(|v| -v).collect();
    to_attr(float_constant(
        view.ctx,
        type_of(view, negf.result()),
        &negated,
    )?)
}
