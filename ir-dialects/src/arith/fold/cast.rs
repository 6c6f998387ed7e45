//! Folders of the casts: constants converted element by element, and the
//! casts of casts that give back an existing value (`trunci(extsi(x))`
//! of `x`'s type, `index_cast(index_cast(x))`, `bitcast(bitcast(x))`,
//! `truncf(extf(x))`, `extf(truncf(x))` under `contract`, a bitcast to
//! the same type). A poison operand makes a poison result, as MLIR's
//! `constFoldCastOp` gives it (a bitcast only to a scalar, as MLIR's
//! `BitcastOp::fold`).

use super::{
    constant, defined_by, float_constant, floats, int_constant, ints, poison_among, to_attr,
    to_value,
};
use crate::arith::apfloat;
use crate::arith::apint::ApInt;
use crate::arith::attrs::FastMathFlags;
use crate::arith::casts::*;
use crate::arith::types::{element_type, float_kind, int_width, shape};
use crate::arith::OneOperand;
use ir_core::interfaces::Folded;
use ir_core::ods::Op;
use ir_core::{Attr, FloatKind, OpView, Type, ValueId};

/// A cast: its input, its result type and its constant operand.
struct Cast<'v, 'a> {
    view: &'v OpView<'a>,
    input: ValueId,
    result: Type,
    constants: &'v [Option<Attr>],
}

impl<'v, 'a> Cast<'v, 'a> {
    /// The op of `view`, if it is an op of handle `H` (of its shape).
    fn of<H: Op<'a> + OneOperand>(
        view: &'v OpView<'a>,
        constants: &'v [Option<Attr>],
    ) -> Option<Self> {
        let (input, result) = view.as_op::<H>()?.parts();
        Some(Self {
            view,
            input,
            result: view.body.value_type(result),
            constants,
        })
    }

    /// The input of the cast of handle `H` that defines this cast's input.
    fn inner<H: Op<'a> + OneOperand>(&self) -> Option<ValueId> {
        defined_by::<H>(self.view, self.input).map(|inner| inner.parts().0)
    }

    /// `x` (the input of an inner cast), if it has this cast's result type.
    fn round_trip(&self, x: Option<ValueId>) -> Option<Folded> {
        let x = x?;
        (self.view.body.value_type(x) == self.result).then_some(())?;
        to_value(x)
    }

    /// The round trip of an index cast through a type at least as wide as
    /// `x`'s (through a narrower one it truncates: `index -> i32 -> index`
    /// is not `x`, so unlike MLIR's canonicalizer this does not fold it —
    /// a pass must not change what a program computes).
    fn lossless_round_trip(&self, x: Option<ValueId>) -> Option<Folded> {
        let x = x?;
        let ctx = self.view.ctx;
        let through = int_width(ctx, self.view.body.value_type(self.input))?;
        (through >= int_width(ctx, self.view.body.value_type(x))?).then_some(())?;
        self.round_trip(Some(x))
    }
}

/// One element of a constant.
#[derive(Clone, Debug)]
enum Scalar {
    Int(ApInt),
    Float(f64, FloatKind),
}

/// The element type of the op's result: an integer width or a float format.
#[derive(Copy, Clone, Debug)]
enum Target {
    Int(u32),
    Float(FloatKind),
}

fn target(cast: &Cast<'_, '_>) -> Option<Target> {
    let ctx = cast.view.ctx;
    let element = element_type(ctx, cast.result);
    if let Some(width) = int_width(ctx, element) {
        return Some(Target::Int(width));
    }
    float_kind(ctx, element)
        .filter(|&k| apfloat::is_supported(k))
        .map(Target::Float)
}

/// Folds a poison operand to poison, a constant operand with `convert`
/// element by element.
fn convert(
    cast: &Cast<'_, '_>,
    convert: impl Fn(Scalar, Target) -> Option<Scalar>,
) -> Option<Folded> {
    let ctx = cast.view.ctx;
    if let Some(poison) = poison_among(ctx, cast.constants) {
        return Some(poison);
    }
    let attr = constant(cast.constants, 0)?;
    let elements: Vec<Scalar> = match floats(ctx, attr) {
        Some((kind, values)) => values.iter().map(|&v| Scalar::Float(v, kind)).collect(),
        None => ints(ctx, attr)?.into_iter().map(Scalar::Int).collect(),
    };
    let to = target(cast)?;
    let converted: Vec<Scalar> = elements
        .into_iter()
        .map(|e| convert(e, to))
        .collect::<Option<_>>()?;
    let ty = cast.result;
    let attr = match to {
        Target::Int(_) => {
            let values: Option<Vec<ApInt>> = converted
                .into_iter()
                .map(|s| match s {
                    Scalar::Int(v) => Some(v),
                    Scalar::Float(..) => None,
                })
                .collect();
            int_constant(ctx, ty, &values?)?
        }
        Target::Float(_) => {
            let values: Option<Vec<f64>> = converted
                .iter()
                .map(|s| match s {
                    Scalar::Float(v, _) => Some(*v),
                    Scalar::Int(_) => None,
                })
                .collect();
            float_constant(ctx, ty, &values?)?
        }
    };
    to_attr(attr)
}

/// Folds an integer-to-integer cast of constants with `f(value, width)`.
fn int_to_int(cast: &Cast<'_, '_>, f: fn(&ApInt, u32) -> ApInt) -> Option<Folded> {
    convert(cast, |e, to| match (e, to) {
        (Scalar::Int(v), Target::Int(width)) => Some(Scalar::Int(f(&v, width))),
        _ => None,
    })
}

/// `extui`: constants, zero-extended.
pub fn extui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_int(&Cast::of::<ExtUIOp>(view, constants)?, ApInt::zext)
}

/// `extsi`: constants, sign-extended.
pub fn extsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_int(&Cast::of::<ExtSIOp>(view, constants)?, ApInt::sext)
}

/// `trunci`: `trunci(extsi(x))` and `trunci(extui(x))` of `x`'s type give
/// `x`; constants, truncated.
pub fn trunci(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let cast = Cast::of::<TruncIOp>(view, constants)?;
    let extended = cast.inner::<ExtSIOp>().or_else(|| cast.inner::<ExtUIOp>());
    cast.round_trip(extended)
        .or_else(|| int_to_int(&cast, ApInt::trunc))
}

/// `index_cast`: `index_cast(index_cast(x))` of `x`'s type gives `x` when
/// the middle type is at least as wide; constants, sign-extended or
/// truncated (`index` has 64 bits).
pub fn index_cast(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let cast = Cast::of::<IndexCastOp>(view, constants)?;
    cast.lossless_round_trip(cast.inner::<IndexCastOp>())
        .or_else(|| int_to_int(&cast, ApInt::sext))
}

/// `index_castui`: as `index_cast`, zero-extending.
pub fn index_castui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let cast = Cast::of::<IndexCastUIOp>(view, constants)?;
    cast.lossless_round_trip(cast.inner::<IndexCastUIOp>())
        .or_else(|| int_to_int(&cast, ApInt::zext))
}

/// `bitcast`: a bitcast to `x`'s own type and `bitcast(bitcast(x))` of
/// `x`'s type give `x`; poison gives poison of a scalar type (a vector or
/// tensor of poison stays, as in MLIR); constants reinterpreted bit for
/// bit.
pub fn bitcast(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let cast = Cast::of::<BitcastOp>(view, constants)?;
    let shaped = shape(view.ctx, cast.result).is_some();
    if shaped && poison_among(view.ctx, constants).is_some() {
        return None;
    }
    let round_trip = cast.round_trip(Some(cast.input));
    round_trip
        .or_else(|| cast.round_trip(cast.inner::<BitcastOp>()))
        .or_else(|| {
            convert(&cast, |e, to| {
                let bits = match e {
                    Scalar::Int(v) => v,
                    Scalar::Float(v, kind) => apfloat::to_bits(v, kind),
                };
                Some(match to {
                    Target::Int(width) => Scalar::Int(bits.zext(width)),
                    Target::Float(kind) => Scalar::Float(apfloat::from_bits(bits, kind), kind),
                })
            })
        })
}

/// Folds an integer-to-float cast of constants.
fn int_to_float(cast: &Cast<'_, '_>, signed: bool) -> Option<Folded> {
    convert(cast, |e, to| match (e, to) {
        (Scalar::Int(v), Target::Float(kind)) => {
            Some(Scalar::Float(apfloat::from_int(&v, signed, kind), kind))
        }
        _ => None,
    })
}

/// `sitofp`: constants, rounded to nearest even.
pub fn sitofp(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_float(&Cast::of::<SIToFPOp>(view, constants)?, true)
}

/// `uitofp`: constants, rounded to nearest even.
pub fn uitofp(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_float(&Cast::of::<UIToFPOp>(view, constants)?, false)
}

/// Folds a float-to-integer cast of constants (toward zero; not NaNs,
/// infinities or values out of range).
fn float_to_int(cast: &Cast<'_, '_>, signed: bool) -> Option<Folded> {
    convert(cast, |e, to| match (e, to) {
        (Scalar::Float(v, _), Target::Int(width)) => {
            apfloat::to_int(v, width, signed).map(Scalar::Int)
        }
        _ => None,
    })
}

/// `fptosi`: constants that fit.
pub fn fptosi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    float_to_int(&Cast::of::<FPToSIOp>(view, constants)?, true)
}

/// `fptoui`: constants that fit.
pub fn fptoui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    float_to_int(&Cast::of::<FPToUIOp>(view, constants)?, false)
}

/// Folds a float-to-float cast of constants that converts exactly.
fn float_to_float(cast: &Cast<'_, '_>) -> Option<Folded> {
    convert(cast, |e, to| match (e, to) {
        (Scalar::Float(v, _), Target::Float(kind)) => {
            apfloat::convert_exact(v, kind).map(|v| Scalar::Float(v, kind))
        }
        _ => None,
    })
}

/// `extf`: `extf(truncf(x))` of `x`'s type gives `x` when both allow
/// `contract`; constants.
pub fn extf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let extf = view.as_op::<ExtFOp>()?;
    let cast = Cast::of::<ExtFOp>(view, constants)?;
    let contract = |flags| FastMathFlags::of(flags).contains(FastMathFlags::CONTRACT);
    if let Some(trunc) = defined_by::<TruncFOp>(view, cast.input) {
        let x = trunc.input();
        let same_type = view.body.value_type(x) == cast.result;
        if same_type && contract(extf.fastmath()) && contract(trunc.fastmath()) {
            return to_value(x);
        }
    }
    float_to_float(&cast)
}

/// `truncf`: `truncf(extf(x))` of `x`'s type gives `x`; constants that
/// convert exactly.
pub fn truncf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let cast = Cast::of::<TruncFOp>(view, constants)?;
    cast.round_trip(cast.inner::<ExtFOp>())
        .or_else(|| float_to_float(&cast))
}
