//! Straight-line `arith` constructs: binary ops over every integer type,
//! repeated expressions (for CSE/GVN), constant chains (for folding and
//! SCCP), selects, divisions, shifts and casts.
//!
//! Nothing here can be undefined or poison:
//! - no `nsw`/`nuw` flags, whose overflow makes poison;
//! - unsigned divisions divide by `d | 1`, odd and so never zero;
//! - signed divisions divide by `(d & -3) | 1`: bit 0 set (never zero) and
//!   bit 1 clear (never -1, so `MIN / -1` cannot happen), or by a constant
//!   that is neither 0 nor -1;
//! - shift amounts are `a & (width - 1)` or a constant below the width;
//! - casts (`extsi`, `extui`, `trunci`, `index_cast[ui]`) are total.

use super::ctx::Ctx;
use crate::ir::{Ty, Value};
use crate::ops::{BinOp, Overflow};
use crate::scope::Expr;

/// Emits `op lhs, rhs`, makes the result available and remembers the
/// expression for [`repeat`].
fn emit_expr(ctx: &mut Ctx<'_>, op: BinOp, lhs: Value, rhs: Value) -> Value {
    let r = ctx.w.binop(op, lhs, rhs);
    ctx.scope.push(r);
    ctx.scope.push_expr(Expr {
        op,
        flags: Overflow::None,
        lhs,
        rhs,
    });
    r
}

/// A ring, bitwise or min/max op on a random integer type (1 op, plus
/// operand casts).
pub fn binop(ctx: &mut Ctx<'_>) {
    let ty = ctx.int_type();
    let op = if ctx.rng.chance(1, 5) {
        ctx.rng.pick(&BinOp::MIN_MAX)
    } else {
        ctx.rng.pick(&BinOp::RING)
    };
    let (lhs, rhs) = ctx.operand_pair(ty);
    emit_expr(ctx, op, lhs, rhs);
}

/// `andi`/`ori`/`xori` on `i1`s.
pub fn logic(ctx: &mut Ctx<'_>) {
    let op = ctx.rng.pick(&BinOp::LOGIC);
    let (lhs, rhs) = ctx.operand_pair(Ty::I1);
    emit_expr(ctx, op, lhs, rhs);
}

/// A chain of 2..=5 ops starting from a constant, each combining the
/// result so far with a new constant or itself: all of it folds.
pub fn const_chain(ctx: &mut Ctx<'_>) {
    let ty = ctx.int_type();
    let len = ctx.rng.range(1, 4);
    let k = ctx.random_const(ty);
    let mut acc = ctx.constant(k, ty);
    for _ in 0..len {
        acc = match ctx.rng.below(8) {
            0 => {
                let op = ctx.rng.pick(&BinOp::SIGNED_DIV);
                let d = constant_divisor(ctx, ty);
                ctx.w.binop(op, acc, d)
            }
            1 => {
                let op = ctx.rng.pick(&BinOp::SHIFTS);
                let amount = constant_shift(ctx, ty);
                ctx.w.binop(op, acc, amount)
            }
            _ => {
                let op = ctx.rng.pick(&BinOp::RING);
                let rhs = if ctx.rng.chance(3, 4) {
                    let k = ctx.random_const(ty);
                    ctx.constant(k, ty)
                } else {
                    acc
                };
                ctx.w.binop(op, acc, rhs)
            }
        };
        ctx.scope.push(acc);
    }
}

/// An earlier binary op emitted again on the same operands, swapped half
/// the time when the op commutes.
pub fn repeat(ctx: &mut Ctx<'_>) {
    let Some(e) = ctx.scope.pick_expr(ctx.rng) else {
        return binop(ctx);
    };
    let (lhs, rhs) = if e.op.is_commutative() && ctx.rng.chance(1, 2) {
        (e.rhs, e.lhs)
    } else {
        (e.lhs, e.rhs)
    };
    let r = ctx.w.binop(e.op, lhs, rhs);
    ctx.scope.push(r);
}

/// `select` between two values of a random scalar type on an `i1` in
/// scope or a new comparison.
pub fn cmp_select(ctx: &mut Ctx<'_>) {
    let reused = if ctx.rng.chance(1, 3) {
        ctx.scope.pick(Ty::I1, ctx.rng)
    } else {
        None
    };
    let c = reused.unwrap_or_else(|| ctx.compare());
    let ty = ctx.scalar_type();
    let (t, f) = ctx.operand_pair(ty);
    let r = ctx.w.select(c, t, f);
    ctx.scope.push(r);
}

/// Signed or unsigned division or remainder by a divisor that is never
/// zero, nor -1 for signed ops (see the module doc).
pub fn division(ctx: &mut Ctx<'_>) {
    let ty = ctx.int_type();
    let signed = ctx.rng.chance(1, 2);
    let op = if signed {
        ctx.rng.pick(&BinOp::SIGNED_DIV)
    } else {
        ctx.rng.pick(&BinOp::UNSIGNED_DIV)
    };
    let lhs = ctx.operand(ty);
    let divisor = if ctx.rng.chance(1, 3) {
        constant_divisor(ctx, ty)
    } else {
        let d = ctx.operand(ty);
        guard_divisor(ctx, d, signed)
    };
    emit_expr(ctx, op, lhs, divisor);
}

/// `d | 1` (unsigned) or `(d & -3) | 1` (signed): never 0, and for signed
/// never -1.
fn guard_divisor(ctx: &mut Ctx<'_>, d: Value, signed: bool) -> Value {
    let ty = d.ty();
    let d = if signed {
        let mask = ctx.constant(-3, ty);
        emit_expr(ctx, BinOp::And, d, mask)
    } else {
        d
    };
    let one = ctx.constant(1, ty);
    emit_expr(ctx, BinOp::Or, d, one)
}

/// A constant divisor for either signedness: 1..=9, -9..=-2 or the
/// type's maximum (never 0 or -1).
fn constant_divisor(ctx: &mut Ctx<'_>, ty: Ty) -> Value {
    let k = match ctx.rng.below(4) {
        0 => -(ctx.rng.range(2, 9) as i64),
        1 => i64::MAX >> (64 - ty.width()),
        _ => ctx.rng.range(1, 9) as i64,
    };
    ctx.constant(k, ty)
}

/// A constant shift amount below the width of `ty`.
fn constant_shift(ctx: &mut Ctx<'_>, ty: Ty) -> Value {
    let k = ctx.rng.below(ty.width() as usize) as i64;
    ctx.constant(k, ty)
}

/// `shli`/`shrsi`/`shrui` by `a & (width - 1)` or a constant below the
/// width.
pub fn shift(ctx: &mut Ctx<'_>) {
    let ty = ctx.int_type();
    let op = ctx.rng.pick(&BinOp::SHIFTS);
    let v = ctx.operand(ty);
    let amount = if ctx.rng.chance(1, 3) {
        constant_shift(ctx, ty)
    } else {
        let a = ctx.operand(ty);
        let mask = ctx.constant(i64::from(ty.width()) - 1, ty);
        emit_expr(ctx, BinOp::And, a, mask)
    };
    emit_expr(ctx, op, v, amount);
}

/// A value in scope converted to another scalar type.
pub fn cast(ctx: &mut Ctx<'_>) {
    let from = ctx.scalar_type();
    let v = ctx.operand(from);
    let mut to = ctx.scalar_type();
    if to == from {
        to = if from == Ty::Index {
            Ty::I32
        } else {
            Ty::Index
        };
    }
    ctx.convert(v, to);
}
