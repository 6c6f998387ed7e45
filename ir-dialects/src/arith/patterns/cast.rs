//! Cast patterns: casts of casts shortened (`extsi(extsi(x))`,
//! `extsi(extui(x))`, `trunci(trunci(x))`, `trunci(ext(x))`,
//! `index_cast(extsi(x))`, `bitcast(bitcast(x))`, `truncf(extf(x))`,
//! `truncf(sitofp(x))`), a truncated arithmetic shift made logical, and
//! `mulf`/`divf` of two negations.

use super::{patterns, Rewrite};
use crate::arith::attrs::{fastmath_attr, overflow_attr, FastMathFlags, OverflowFlags};
use crate::arith::types::{element_type, float_kind, integer_width};
use crate::arith::{
    BitcastOp, ConstantOp, DivFOp, ExtFOp, ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, MulFOp,
    NegFOp, OneOperand, SIToFPOp, ShRSIOp, ShRUIOp, TruncFOp, TruncIOp, UIToFPOp,
};
use ir_core::interfaces::RewritePattern;
use ir_core::ir::OperationState;
use ir_core::ods::Op;
use ir_core::{Attr, Context, OpId, ValueId};

/// A cast's input and result.
#[derive(Copy, Clone)]
struct Cast {
    op: OpId,
    input: ValueId,
    result: ValueId,
}

/// The state of a new cast without attributes (its handle's builder).
type CastState = fn(&Context, Attr, ir_core::Type, ValueId) -> OperationState;

impl<'a> Rewrite<'_, 'a> {
    /// `op` as a cast of handle `H`.
    fn cast<'s, H: Op<'s> + OneOperand>(&'s self, op: OpId) -> Option<Cast> {
        let (input, result) = self.op::<H>(op)?.parts();
        Some(Cast { op, input, result })
    }

    /// The input of the cast of handle `H` defining `value`.
    fn input_of<'s, H: Op<'s> + OneOperand>(&'s self, value: ValueId) -> Option<ValueId> {
        Some(self.def::<H>(value)?.parts().0)
    }

    /// `op` as `outer(inner(x))` for casts of handles `O` and `I`: the
    /// outer cast and `x`.
    fn cast_of_cast<'s, O, I>(&'s self, op: OpId) -> Option<(Cast, ValueId)>
    where
        O: Op<'s> + OneOperand,
        I: Op<'s> + OneOperand,
    {
        let cast = self.cast::<O>(op)?;
        Some((cast, self.input_of::<I>(cast.input)?))
    }
}

/// `cast(inner(x)) → cast(x)` in place, for a cast of a cast found by
/// [`Rewrite::cast_of_cast`], when `accept(cast, x)` holds.
fn skip_inner(
    rw: &mut Rewrite<'_, '_>,
    found: Option<(Cast, ValueId)>,
    accept: impl Fn(&Rewrite<'_, '_>, Cast, ValueId) -> bool,
) -> bool {
    match found {
        Some((cast, x)) if accept(rw, cast, x) => rw.set_operand(cast.op, 0, x),
        _ => false,
    }
}

/// `cast(inner(x)) → replacement(x)`, a new op of the cast's result type
/// (keeping no attribute), for a cast of a cast found by
/// [`Rewrite::cast_of_cast`].
fn replace_pair(
    rw: &mut Rewrite<'_, '_>,
    found: Option<(Cast, ValueId)>,
    replacement: CastState,
) -> bool {
    let Some((cast, x)) = found else {
        return false;
    };
    let ty = rw.ty(cast.result);
    let new = rw.create(cast.op, |ctx, loc| replacement(ctx, loc, ty, x));
    rw.replace(cast.op, new)
}

/// The width of a value's integer elements.
fn width(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<u32> {
    integer_width(rw.ctx(), element_type(rw.ctx(), rw.ty(value)))
}

/// The width of a value's float elements.
fn float_width(rw: &Rewrite<'_, '_>, value: ValueId) -> Option<u32> {
    float_kind(rw.ctx(), element_type(rw.ctx(), rw.ty(value))).map(|k| k.width())
}

fn any(_: &Rewrite<'_, '_>, _: Cast, _: ValueId) -> bool {
    true
}

/// The patterns of `arith.extsi`.
pub fn extsi() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("extsi(extsi(x))", |rw, op| {
            let found = rw.cast_of_cast::<ExtSIOp, ExtSIOp>(op);
            skip_inner(rw, found, any)
        }),
        ("extsi(extui(x))", |rw, op| {
            let found = rw.cast_of_cast::<ExtSIOp, ExtUIOp>(op);
            replace_pair(rw, found, ExtUIOp::state)
        }),
    ])
}

/// The patterns of `arith.extui`.
pub fn extui() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("extui(extui(x))", |rw, op| {
        let found = rw.cast_of_cast::<ExtUIOp, ExtUIOp>(op);
        skip_inner(rw, found, any)
    })])
}

/// The patterns of `arith.trunci`.
pub fn trunci() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("trunci(trunci(x))", |rw, op| {
            let found = rw.cast_of_cast::<TruncIOp, TruncIOp>(op);
            skip_inner(rw, found, any)
        }),
        ("trunci(ext(x)) of a wider x", |rw, op| {
            let found = rw
                .cast_of_cast::<TruncIOp, ExtSIOp>(op)
                .or_else(|| rw.cast_of_cast::<TruncIOp, ExtUIOp>(op));
            skip_inner(rw, found, |rw, cast, x| {
                width(rw, x) > width(rw, cast.result)
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
    let Some((cast, flags)) = rw.op::<TruncIOp>(op).map(|t| {
        let cast = Cast {
            op,
            input: t.input(),
            result: t.out(),
        };
        (cast, OverflowFlags::of(t.overflow_flags()))
    }) else {
        return false;
    };
    let flags = Some(overflow_attr(rw.ctx(), flags));
    let Some((x, amount)) = rw.def::<ShRSIOp>(cast.input).map(|s| (s.lhs(), s.rhs())) else {
        return false;
    };
    let (Some(wide), Some(narrow), Some(c)) =
        (width(rw, x), width(rw, cast.result), rw.int(amount))
    else {
        return false;
    };
    if c.to_u128() != u128::from(wide - narrow) {
        return false;
    }
    // A new constant for the amount, just before the new shift, as MLIR's
    // pattern builds one from the matched attribute (where the next round
    // hoists it decides the order of the constants).
    let (Some(amount_attr), amount_type) = (rw.constant_value(amount), rw.ty(amount)) else {
        return false;
    };
    let amount = rw.create(op, |ctx, loc| {
        ConstantOp::state(ctx, loc, amount_type, amount_attr)
    });
    let wide_type = rw.ty(x);
    let logical = rw.create(op, |ctx, loc| {
        ShRUIOp::state(ctx, loc, wide_type, x, amount, None)
    });
    let ty = rw.ty(cast.result);
    let truncated = rw.create(op, |ctx, loc| TruncIOp::state(ctx, loc, ty, logical, flags));
    rw.replace(op, truncated)
}

/// `trunci(ext(x)) → ext(x)` when `x` is narrower than the result.
fn truncation_of_extension(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    let narrower = |&(cast, x): &(Cast, ValueId)| width(rw, x) < width(rw, cast.result);
    if let Some(found) = rw.cast_of_cast::<TruncIOp, ExtSIOp>(op).filter(narrower) {
        return replace_pair(rw, Some(found), ExtSIOp::state);
    }
    let found = rw.cast_of_cast::<TruncIOp, ExtUIOp>(op).filter(narrower);
    replace_pair(rw, found, ExtUIOp::state)
}

/// The patterns of `arith.index_cast`.
pub fn index_cast() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("index_cast(ext(x))", |rw, op| {
        let found = rw.cast_of_cast::<IndexCastOp, ExtSIOp>(op);
        skip_inner(rw, found, any)
    })])
}

/// The patterns of `arith.index_castui`.
pub fn index_castui() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("index_cast(ext(x))", |rw, op| {
        let found = rw.cast_of_cast::<IndexCastUIOp, ExtUIOp>(op);
        skip_inner(rw, found, any)
    })])
}

/// The patterns of `arith.bitcast`.
pub fn bitcast() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("bitcast(bitcast(x))", |rw, op| {
        let found = rw.cast_of_cast::<BitcastOp, BitcastOp>(op);
        skip_inner(rw, found, |rw, cast, x| rw.ty(x) != rw.ty(cast.result))
    })])
}

/// The patterns of `arith.truncf`.
pub fn truncf() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[
        ("truncf(extf(x)) of a wider x", |rw, op| {
            let found = rw.cast_of_cast::<TruncFOp, ExtFOp>(op);
            skip_inner(rw, found, |rw, cast, x| {
                float_width(rw, x) > float_width(rw, cast.result)
            })
        }),
        ("truncf(itofp(x))", integer_conversion_then_truncation),
    ])
}

/// `truncf(sitofp(x)) → sitofp(x)` (and `uitofp`), when the truncation
/// has no rounding mode of its own.
fn integer_conversion_then_truncation(rw: &mut Rewrite<'_, '_>, op: OpId) -> bool {
    if rw
        .op::<TruncFOp>(op)
        .is_none_or(|truncf| truncf.roundingmode().is_some())
    {
        return false;
    }
    if let Some(found) = rw.cast_of_cast::<TruncFOp, SIToFPOp>(op) {
        return replace_pair(rw, Some(found), SIToFPOp::state);
    }
    let found = rw.cast_of_cast::<TruncFOp, UIToFPOp>(op);
    replace_pair(rw, found, UIToFPOp::state)
}

/// The state of a new `mulf` or `divf` (their handles' builders).
type FloatState =
    fn(&Context, Attr, ir_core::Type, ValueId, ValueId, Option<Attr>) -> OperationState;

/// `op(negf(a), negf(b)) → op(a, b)`, keeping the op's fast-math flags.
fn of_negations(
    rw: &mut Rewrite<'_, '_>,
    op: OpId,
    (lhs, rhs, result, fastmath): (ValueId, ValueId, ValueId, FastMathFlags),
    state: FloatState,
) -> bool {
    let a = rw.def::<NegFOp>(lhs).map(|n| n.operand());
    let b = rw.def::<NegFOp>(rhs).map(|n| n.operand());
    let (Some(a), Some(b)) = (a, b) else {
        return false;
    };
    let fastmath = Some(fastmath_attr(rw.ctx(), fastmath));
    let ty = rw.ty(result);
    let positive = rw.create(op, |ctx, loc| state(ctx, loc, ty, a, b, fastmath));
    rw.replace(op, positive)
}

/// The patterns of `arith.mulf`.
pub fn mulf() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("op(negf(a), negf(b))", |rw, op| {
        let parts = rw.op::<MulFOp>(op).map(|m| {
            (
                m.lhs(),
                m.rhs(),
                m.result(),
                FastMathFlags::of(m.fastmath()),
            )
        });
        parts.is_some_and(|parts| of_negations(rw, op, parts, MulFOp::state))
    })])
}

/// The patterns of `arith.divf`.
pub fn divf() -> Vec<Box<dyn RewritePattern>> {
    patterns(&[("op(negf(a), negf(b))", |rw, op| {
        let parts = rw.op::<DivFOp>(op).map(|d| {
            (
                d.lhs(),
                d.rhs(),
                d.result(),
                FastMathFlags::of(d.fastmath()),
            )
        });
        parts.is_some_and(|parts| of_negations(rw, op, parts, DivFOp::state))
    })])
}
