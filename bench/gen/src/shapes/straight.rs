//! The `straight` shape: straight-line `arith` code in one block, with
//! repeated subexpressions (for CSE) and constant chains (for folding).

use super::Construct;
use crate::ctx::Ctx;
use crate::ir::{Ty, Value};
use crate::ops::{BinOp, Overflow, Pred};
use crate::scope::Expr;

/// Construct weights of the `straight` shape.
pub const MENU: &[(Construct, u32)] = &[
    (Construct::BinOp, 40),
    (Construct::ConstChain, 12),
    (Construct::Repeat, 20),
    (Construct::CmpSelect, 10),
    (Construct::Call, 4),
];

/// Random overflow flags, mostly `none`.
fn random_flags(ctx: &mut Ctx<'_>) -> Overflow {
    match ctx.rng.below(20) {
        0 => Overflow::Nsw,
        1 => Overflow::Nuw,
        2 => Overflow::Both,
        _ => Overflow::None,
    }
}

/// One binary op on values in scope (1 op).
pub fn binop(ctx: &mut Ctx<'_>) {
    let op = ctx.rng.pick(&BinOp::RING);
    let flags = if op.has_overflow_flags() {
        random_flags(ctx)
    } else {
        Overflow::None
    };
    let lhs = ctx.scope.pick_i32(ctx.rng);
    let rhs = ctx.scope.pick_i32(ctx.rng);
    let r = ctx.b.binop(op, flags, lhs, rhs);
    ctx.scope.push_expr(Expr {
        op,
        flags,
        lhs,
        rhs,
    });
    ctx.scope.push(r);
}

/// A chain of constants folded together by arithmetic (2..=6 ops, at most `rem`).
pub fn const_chain(ctx: &mut Ctx<'_>, rem: usize) {
    let len = ctx.rng.range(2, rem.min(6));
    let c = ctx.random_const();
    let mut acc = ctx.b.constant(c, Ty::I32);
    ctx.scope.push(acc);
    let mut used = 1;
    while used < len {
        let op = ctx
            .rng
            .pick(&[BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Xor]);
        let rhs = if used + 2 <= len && ctx.rng.chance(3, 4) {
            let c = ctx.random_const();
            used += 1;
            ctx.b.constant(c, Ty::I32)
        } else {
            acc
        };
        acc = ctx.b.binop(op, Overflow::None, acc, rhs);
        used += 1;
        ctx.scope.push(acc);
    }
}

/// Re-emits an earlier binary op on the same operands (1 op).
pub fn repeat(ctx: &mut Ctx<'_>) {
    let Some(e) = ctx.scope.pick_expr(ctx.rng) else {
        return binop(ctx);
    };
    let r = ctx.b.binop(e.op, e.flags, e.lhs, e.rhs);
    ctx.scope.push(r);
}

/// A select on a new comparison (2 ops) or on an `i1` already in scope
/// (1 op).
pub fn cmp_select(ctx: &mut Ctx<'_>) {
    let reuse = ctx.rng.chance(1, 3);
    let c = match reuse.then(|| ctx.scope.pick(Ty::I1, ctx.rng)).flatten() {
        Some(c) => c,
        None => fresh_cmp(ctx),
    };
    let t = ctx.scope.pick_i32(ctx.rng);
    let f = ctx.scope.pick_i32(ctx.rng);
    let r = ctx.b.select(c, t, f);
    ctx.scope.push(r);
}

/// Emits an `arith.cmpi` with a random predicate on values in scope (1 op)
/// and returns its result, which is also pushed to the scope. It may well
/// fold to a constant, so it only feeds selects (see `cond` for branches).
fn fresh_cmp(ctx: &mut Ctx<'_>) -> Value {
    let pred = ctx.rng.pick(&Pred::ALL);
    let lhs = ctx.scope.pick_i32(ctx.rng);
    let rhs = ctx.scope.pick_i32(ctx.rng);
    let c = ctx.b.cmpi(pred, lhs, rhs);
    ctx.scope.push(c);
    c
}

/// A call to an earlier function (1 op), or a binary op when no callee
/// fits the inlining allowance. The arguments are the caller's own
/// arguments: passing values that may fold to constants would let `--inline`
/// decide the callee's branches (see `cond`).
pub fn call(ctx: &mut Ctx<'_>) {
    let Some(callee) = ctx.pick_callee() else {
        return binop(ctx);
    };
    let args: Vec<_> = (0..callee.arity).map(|_| ctx.rng.pick(&ctx.args)).collect();
    let r = ctx.b.call(&callee.name, &args);
    ctx.scope.push(r);
}
