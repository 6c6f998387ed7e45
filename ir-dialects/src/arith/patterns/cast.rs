//! Cast patterns: casts of casts shortened (`extsi(extsi(x))`,
//! `extsi(extui(x))`, `trunci(trunci(x))`, `trunci(ext(x))`,
//! `index_cast(extsi(x))`, `bitcast(bitcast(x))`, `truncf(extf(x))`,
//! `truncf(sitofp(x))`), a truncated arithmetic shift made logical, and
//! `mulf`/`divf` of two negations.

use super::{patterns, Rewrite};
use crate::arith::types::{element_type, float_kind, integer_width};
use ir_core::interfaces::RewritePattern;
use ir_core::{NamedAttr, OpId, ValueId};

/// The input of the cast defining `value` if it is named `name`.
fn input_of(rw: &Rewrite<'_, '_>, value: ValueId, name: &str) -> Option<ValueId> {
    let cast = rw.def(value, name)?;
    Some(rw.operand(cast, 0))
}

/// `cast(inner(x)) → cast(x)` in place, when the op's input comes from one
/// of `inner` and `accept(x)` holds.
fn skip_inner(
    rw: &mut Rewrite<'_, '_>,
    op: OpId,
    inner: &[&str],
    accept: impl Fn(&Rewrite<'_, '_>, ValueId) -> bool,
) -> bool {
    let input = rw.operand(op, 0);
    let found = inner.iter().find_map(|name| input_of(rw, input, name));
    match found {
        Some(x) if accept(rw, x) => rw.set_operand(op, 0, x),
        _ => false,
    }
}

/// `cast(inner(x)) → replacement(x)`, a new op of the op's result type
/// (keeping no attribute).
fn replace_pair(rw: &mut Rewrite<'_, '_>, op: OpId, inner: &str, replacement: &str) -> bool {
    let Some(x) = input_of(rw, rw.operand(op, 0), inner) else {
        return false;
    };
    let ty = rw.ty(rw.result(op));
    let cast = rw.create(op, replacement, vec![x], ty, vec![]);
    rw.replace(op, cast)
}

/// The width of a value's integer elements.
fn width(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<u32> {
    integer_width(rw.ctx(), element_type(rw.ctx(), rw.ty(value)))
}

/// The width of a value's float elements.
fn float_width(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<u32> {
    float_kind(rw.ctx(), element_type(rw.ctx(), rw.ty(value))).map(|k| k.width())
}

fn any(_: &Rewrite<'_, '_>, _: ValueId) -> bool {
    true
}

/// The patterns of `arith.extsi`.
pub fn extsi() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("extsi(extsi(x))", |rw, op| {
            skip_inner(rw, op, &["arith.extsi"], any)
        }),
        ("extsi(extui(x))", |rw, op| {
            replace_pair(rw, op, "arith.extui", "arith.extui")
        }),
    ])
}

/// The patterns of `arith.extui`.
pub fn extui() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("extui(extui(x))", |rw, op| {
        skip_inner(rw, op, &["arith.extui"], any)
    })])
}

/// The patterns of `arith.trunci`.
pub fn trunci() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("trunci(trunci(x))", |rw, op| {
            skip_inner(rw, op, &["arith.trunci"], any)
        }),
        ("trunci(ext(x)) of a wider x", |rw, op| {
            let result = rw.result(op);
            skip_inner(rw, op, &["arith.extsi", "arith.extui"], |rw, x| {
                width(rw, x) > width(rw, result)
            })
        }),
        ("trunci(ext(x)) of a narrower x", truncation_of_extension),
        (
            "trunci(shrsi(x, c)) → trunci(shrui(x, c))",
            truncation_of_shift,
        ),
    ])
}

/// `trunci(shrsi(x, c)) → trunci(shrui(x, c))` when the shift drops exactly
/// the bits the truncation drops (so the sign bits never reach the result).
fn truncation_of_shift(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let Some(shift) = rw.def(rw.operand(op, 0), "arith.shrsi") else {
        return false;
    };
    let (x, amount) = (rw.operand(shift, 0), rw.operand(shift, 1));
    let result = rw.result(op);
    let (Some(wide), Some(narrow), Some(c)) = (width(rw, x), width(rw, result), rw.int(amount))
    else {
        return false;
    };
    if c.to_u128() != u128::from(wide - narrow) {
        return false;
    }
    let logical = rw.create(op, "arith.shrui", vec![x, amount], rw.ty(x), vec![]);
    let flags: Vec<NamedAttr> = rw
        .attr(op, "overflowFlags")
        .map(|value| NamedAttr {
            name: "overflowFlags".into(),
            value,
        })
        .into_iter()
        .collect();
    let truncated = rw.create(op, "arith.trunci", vec![logical], rw.ty(result), flags);
    rw.replace(op, truncated)
}

/// `trunci(ext(x)) → ext(x)` when `x` is narrower than the result.
fn truncation_of_extension(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let result = rw.result(op);
    for ext in ["arith.extsi", "arith.extui"] {
        if let Some(x) = input_of(rw, rw.operand(op, 0), ext) {
            if width(rw, x) < width(rw, result) {
                return replace_pair(rw, op, ext, ext);
            }
        }
    }
    false
}

/// The patterns of `arith.index_cast` and `arith.index_castui`.
pub fn index_cast() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("index_cast(ext(x))", |rw, op| {
        let ext = match rw.name(op) {
            "arith.index_cast" => "arith.extsi",
            _ => "arith.extui",
        };
        skip_inner(rw, op, &[ext], any)
    })])
}

/// The patterns of `arith.bitcast`.
pub fn bitcast() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("bitcast(bitcast(x))", |rw, op| {
        let result = rw.result(op);
        skip_inner(rw, op, &["arith.bitcast"], |rw, x| {
            rw.ty(x) != rw.ty(result)
        })
    })])
}

/// The patterns of `arith.truncf`.
pub fn truncf() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("truncf(extf(x)) of a wider x", |rw, op| {
            let result = rw.result(op);
            skip_inner(rw, op, &["arith.extf"], |rw, x| {
                float_width(rw, x) > float_width(rw, result)
            })
        }),
        ("truncf(itofp(x))", integer_conversion_then_truncation),
    ])
}

/// `truncf(sitofp(x)) → sitofp(x)` (and `uitofp`), when the truncation
/// has no rounding mode of its own.
fn integer_conversion_then_truncation(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    if rw.attr(op, "roundingmode").is_some() {
        return false;
    }
    ["arith.sitofp", "arith.uitofp"]
        .into_iter()
        .any(|conversion| replace_pair(rw, op, conversion, conversion))
}

/// The patterns of `arith.mulf` and `arith.divf`.
pub fn negations() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("op(negf(a), negf(b))", |rw, op| {
        let a = input_of(rw, rw.operand(op, 0), "arith.negf");
        let b = input_of(rw, rw.operand(op, 1), "arith.negf");
        let (Some(a), Some(b)) = (a, b) else {
            return false;
        };
        let name = rw.name(op).to_string();
        let fastmath: Vec<NamedAttr> = rw
            .attr(op, "fastmath")
            .map(|value| NamedAttr {
                name: "fastmath".into(),
                value,
            })
            .into_iter()
            .collect();
        let ty = rw.ty(rw.result(op));
        let positive = rw.create(op, &name, vec![a, b], ty, fastmath);
        rw.replace(op, positive)
    })])
}
