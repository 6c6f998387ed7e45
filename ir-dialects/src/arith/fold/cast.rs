//! Folders of the casts: constants converted element by element, and the
//! casts of casts that give back an existing value (`trunci(extsi(x))`
//! of `x`'s type, `index_cast(index_cast(x))`, `bitcast(bitcast(x))`,
//! `truncf(extf(x))`, `extf(truncf(x))` under `contract`).

use super::{constant, defined_by, float_constant, floats, int_constant, ints, operand};
use super::{result_type, to_attr, to_value};
use crate::arith::apfloat;
use crate::arith::apint::{ApInt, MAX_WIDTH};
use crate::arith::attrs::{fastmath_flags, FastMathFlags};
use crate::arith::types::{element_type, float_kind, int_width};
use ir_core::interfaces::Folded;
use ir_core::{Attr, FloatKind, OpView, ValueId};

/// One element of a constant.
#[derive(Copy, Clone, Debug)]
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

fn target(view: &OpView<'_>) -> Option<Target> {
    let ctx = view.ctx;
    let element = element_type(ctx, result_type(view)?);
    if let Some(width) = int_width(ctx, element).filter(|w| (1..=MAX_WIDTH).contains(w)) {
        return Some(Target::Int(width));
    }
    float_kind(ctx, element)
        .filter(|&k| apfloat::is_supported(k))
        .map(Target::Float)
}

/// Folds a constant operand with `convert`, element by element.
fn convert(
    view: &OpView<'_>,
    constants: &[Option<Attr>],
    convert: impl Fn(Scalar, Target) -> Option<Scalar>,
) -> Option<Folded> {
    let ctx = view.ctx;
    let attr = constant(constants, 0)?;
    let elements: Vec<Scalar> = match floats(ctx, attr) {
        Some((kind, values)) => values.iter().map(|&v| Scalar::Float(v, kind)).collect(),
        None => ints(ctx, attr)?.into_iter().map(Scalar::Int).collect(),
    };
    let to = target(view)?;
    let converted: Vec<Scalar> = elements
        .into_iter()
        .map(|e| convert(e, to))
        .collect::<Option<_>>()?;
    let ty = result_type(view)?;
    let attr = match to {
        Target::Int(_) => {
            let values: Option<Vec<ApInt>> = converted
                .iter()
                .map(|s| match s {
                    Scalar::Int(v) => Some(*v),
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
fn int_to_int(
    view: &OpView<'_>,
    constants: &[Option<Attr>],
    f: fn(ApInt, u32) -> ApInt,
) -> Option<Folded> {
    convert(view, constants, |e, to| match (e, to) {
        (Scalar::Int(v), Target::Int(width)) => Some(Scalar::Int(f(v, width))),
        _ => None,
    })
}

/// `extui`: constants, zero-extended.
pub fn extui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_int(view, constants, ApInt::zext)
}

/// `extsi`: constants, sign-extended.
pub fn extsi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_int(view, constants, ApInt::sext)
}

/// The input of the cast defining `value` if it is one of `names`.
fn cast_input(view: &OpView<'_>, value: ValueId, names: &[&str]) -> Option<ValueId> {
    names
        .iter()
        .find_map(|name| defined_by(view, value, name))
        .map(|op| view.body.operand(op, 0))
}

/// The input of the cast of a cast, when it has the outer cast's result type.
fn round_trip(view: &OpView<'_>, inner: &[&str]) -> Option<Folded> {
    let x = cast_input(view, operand(view, 0), inner)?;
    (Some(view.body.value_type(x)) == result_type(view)).then_some(())?;
    to_value(x)
}

/// `trunci`: `trunci(extsi(x))` and `trunci(extui(x))` of `x`'s type give
/// `x`; constants, truncated.
pub fn trunci(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    round_trip(view, &["arith.extsi", "arith.extui"])
        .or_else(|| int_to_int(view, constants, ApInt::trunc))
}

/// The round trip of an index cast through a type at least as wide as
/// `x`'s (through a narrower one it truncates: `index -> i32 -> index` is
/// not `x`, so unlike MLIR's canonicalizer this does not fold it — a pass
/// must not change what a program computes).
fn lossless_round_trip(view: &OpView<'_>, inner: &[&str]) -> Option<Folded> {
    let x = cast_input(view, operand(view, 0), inner)?;
    let ctx = view.ctx;
    let through = int_width(ctx, view.body.value_type(operand(view, 0)))?;
    (through >= int_width(ctx, view.body.value_type(x))?).then_some(())?;
    round_trip(view, inner)
}

/// `index_cast`: `index_cast(index_cast(x))` of `x`'s type gives `x` when
/// the middle type is at least as wide; constants, sign-extended or
/// truncated (`index` has 64 bits).
pub fn index_cast(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    lossless_round_trip(view, &["arith.index_cast"])
        .or_else(|| int_to_int(view, constants, ApInt::sext))
}

/// `index_castui`: as `index_cast`, zero-extending.
pub fn index_castui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    lossless_round_trip(view, &["arith.index_castui"])
        .or_else(|| int_to_int(view, constants, ApInt::zext))
}

/// `bitcast`: `bitcast(bitcast(x))` of `x`'s type gives `x`; constants
/// reinterpreted bit for bit.
pub fn bitcast(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    round_trip(view, &["arith.bitcast"]).or_else(|| {
        convert(view, constants, |e, to| {
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
fn int_to_float(view: &OpView<'_>, constants: &[Option<Attr>], signed: bool) -> Option<Folded> {
    convert(view, constants, |e, to| match (e, to) {
        (Scalar::Int(v), Target::Float(kind)) => {
            Some(Scalar::Float(apfloat::from_int(v, signed, kind), kind))
        }
        _ => None,
    })
}

/// `sitofp`: constants, rounded to nearest even.
pub fn sitofp(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_float(view, constants, true)
}

/// `uitofp`: constants, rounded to nearest even.
pub fn uitofp(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    int_to_float(view, constants, false)
}

/// Folds a float-to-integer cast of constants (toward zero; not NaNs,
/// infinities or values out of range).
fn float_to_int(view: &OpView<'_>, constants: &[Option<Attr>], signed: bool) -> Option<Folded> {
    convert(view, constants, |e, to| match (e, to) {
        (Scalar::Float(v, _), Target::Int(width)) => {
            apfloat::to_int(v, width, signed).map(Scalar::Int)
        }
        _ => None,
    })
}

/// `fptosi`: constants that fit.
pub fn fptosi(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    float_to_int(view, constants, true)
}

/// `fptoui`: constants that fit.
pub fn fptoui(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    float_to_int(view, constants, false)
}

/// Folds a float-to-float cast of constants that converts exactly.
fn float_to_float(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    convert(view, constants, |e, to| match (e, to) {
        (Scalar::Float(v, _), Target::Float(kind)) => {
            apfloat::convert_exact(v, kind).map(|v| Scalar::Float(v, kind))
        }
        _ => None,
    })
}

/// `extf`: `extf(truncf(x))` of `x`'s type gives `x` when both allow
/// `contract`; constants.
pub fn extf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    let contract = |op_view: &OpView<'_>| {
        op_view
            .inherent_attr("fastmath")
            .is_some_and(|f| fastmath_flags(view.ctx, Some(f)).contains(FastMathFlags::CONTRACT))
    };
    if let Some(trunc) = defined_by(view, operand(view, 0), "arith.truncf") {
        let x = view.body.operand(trunc, 0);
        let trunc_view = OpView::new(view.ctx, view.body, trunc);
        let same_type = Some(view.body.value_type(x)) == result_type(view);
        if same_type && contract(view) && contract(&trunc_view) {
            return to_value(x);
        }
    }
    float_to_float(view, constants)
}

/// `truncf`: `truncf(extf(x))` of `x`'s type gives `x`; constants that
/// convert exactly.
pub fn truncf(view: &OpView<'_>, constants: &[Option<Attr>]) -> Option<Folded> {
    round_trip(view, &["arith.extf"]).or_else(|| float_to_float(view, constants))
}
