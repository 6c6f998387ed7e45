//! Calls between the functions of a program.
//!
//! A function only calls functions generated before it, and only a
//! recursive function calls itself, with a depth argument that every
//! caller keeps in `0..=max_recursion` and each level decrements, the
//! recursion stopping at 0. So every call returns. Calls are also bounded
//! by how many ops they add when inlined and by how many they execute
//! (see [`ProgramConfig::max_dynamic_ops`](super::ProgramConfig)).

use super::arith;
use super::config::Feature;
use super::ctx::Ctx;
use crate::ir::{Ty, Value};
use crate::ops::BinOp;

/// How many ops calls may add to a function when everything is inlined,
/// relative to its own size (as for the benchmark shapes).
pub const INLINE_GROWTH: usize = 2;

/// A parameter of a generated function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// Any value of the type.
    Free(Ty),
    /// A private function's parameter that every call passes the same
    /// constant to (interprocedural SCCP can substitute it).
    Fixed(Ty, i64),
    /// The `i32` depth of a recursive function, in `0..=max_recursion`.
    Depth,
}

impl Param {
    /// The parameter's type.
    pub fn ty(self) -> Ty {
        match self {
            Param::Free(ty) | Param::Fixed(ty, _) => ty,
            Param::Depth => Ty::I32,
        }
    }
}

/// A function that later functions may call.
#[derive(Clone, Debug)]
pub struct Callee {
    /// Symbol name without `@`.
    pub name: String,
    /// Parameters.
    pub params: Vec<Param>,
    /// Result types.
    pub results: Vec<Ty>,
    /// Ops of its body once every call in it is inlined, recursively.
    pub inlined_ops: usize,
    /// Estimated most ops one call executes.
    pub dynamic_ops: u64,
}

/// `func.call` of an earlier function, or a binary op when none fits the
/// inlining and execution allowances.
pub fn call(ctx: &mut Ctx<'_>) {
    let Some(callee) = pick_callee(ctx) else {
        return arith::binop(ctx);
    };
    let args = call_args(ctx, &callee.params);
    let cost = callee.dynamic_ops.saturating_mul(ctx.w.weight());
    let results = ctx.w.call(&callee.name, &args, &callee.results);
    ctx.w.add_dynamic(cost);
    for r in results {
        ctx.scope.push(r);
    }
}

/// Arguments for parameters `params`: operands, the fixed constants, and
/// depths in `0..=max_recursion` (a constant, or an `i32` reduced with
/// `remui` by `max_recursion + 1`).
pub fn call_args(ctx: &mut Ctx<'_>, params: &[Param]) -> Vec<Value> {
    params
        .iter()
        .map(|&p| match p {
            Param::Free(ty) => ctx.operand(ty),
            Param::Fixed(ty, k) => {
                ctx.coverage.record(Feature::PrivateConstants);
                ctx.constant(k, ty)
            }
            Param::Depth => {
                let max = ctx.cfg.max_recursion as usize;
                if ctx.rng.chance(1, 2) {
                    let d = ctx.rng.range(0, max) as i64;
                    return ctx.constant(d, Ty::I32);
                }
                let v = ctx.operand(Ty::I32);
                let modulus = ctx.constant(max as i64 + 1, Ty::I32);
                let d = ctx.w.binop(BinOp::RemU, v, modulus);
                ctx.scope.push(d);
                d
            }
        })
        .collect()
}

/// Chooses a function to call, preferring recent ones, among those whose
/// inlined size and execution cost still fit; `None` if the few tries
/// found none.
fn pick_callee(ctx: &mut Ctx<'_>) -> Option<Callee> {
    let dynamic_left = ctx.cfg.max_dynamic_ops.saturating_sub(ctx.w.dynamic_ops());
    let (callees, weight, allowance) = (ctx.callees, ctx.w.weight(), ctx.inline_allowance);
    let idx = ctx.rng.pick_recent_index(callees.len(), 3, |i| {
        let callee = &callees[i];
        callee.inlined_ops <= allowance && callee.dynamic_ops.saturating_mul(weight) <= dynamic_left
    })?;
    let callee = &callees[idx];
    ctx.inline_allowance -= callee.inlined_ops;
    ctx.inlined_by_calls += callee.inlined_ops;
    Some(callee.clone())
}
