//! Branch conditions that folding cannot decide.
//!
//! If a pass can prove a branch condition constant, the untaken arm becomes
//! dead, and when a loop is in it MLIR's canonicalizer (LLVM 19 and 22) may
//! never terminate: merging a block into a lone latch predecessor leaves an
//! op using its own result, which the greedy driver then folds forever
//! (llvm/llvm-project PRs #221037 and #221152). Random conditions built from
//! constants and repeated subexpressions hit that within a few thousand ops.
//! So every branch compares a function argument (opaque to folding) with a
//! constant unique within the module: never foldable, never equal to
//! another condition even after CSE or inlining (calls pass only the
//! caller's arguments), and no branch ever dominates a branch on the same
//! condition.

use crate::ctx::Ctx;
use crate::ir::{Ty, Value};
use crate::ops::Pred;

/// Ops of [`arg_cond`]: the constant and the `cmpi`.
pub const ARG_COND_COST: usize = 2;
/// Ops of [`param_cond`]: the load, the constant and the `cmpi`.
pub const PARAM_COND_COST: usize = 3;

/// The next condition constant: unique in the module, never 0, -1,
/// `i32::MIN` or `i32::MAX`, so no predicate is trivially true or false.
fn unique_const(ctx: &mut Ctx<'_>) -> i64 {
    ctx.next_cond_const += 1;
    100 + ctx.next_cond_const
}

/// `cmpi pred, %argN, K` (or swapped); returns the `i1` (also in scope).
pub fn arg_cond(ctx: &mut Ctx<'_>) -> Value {
    let arg = ctx.rng.pick(&ctx.args);
    compare_with_unique(ctx, arg)
}

/// `-O0` flavour: loads a parameter slot, then compares it like
/// [`arg_cond`]. Parameter slots are never stored to after the prologue.
pub fn param_cond(ctx: &mut Ctx<'_>) -> Value {
    let slot = ctx.rng.pick(&ctx.params);
    let v = ctx.b.load(slot);
    compare_with_unique(ctx, v)
}

fn compare_with_unique(ctx: &mut Ctx<'_>, v: Value) -> Value {
    let k = unique_const(ctx);
    let k = ctx.b.constant(k, Ty::I32);
    let pred = ctx.rng.pick(&Pred::ALL);
    let c = if ctx.rng.chance(1, 2) {
        ctx.b.cmpi(pred, v, k)
    } else {
        ctx.b.cmpi(pred, k, v)
    };
    ctx.scope.push(c);
    c
}
