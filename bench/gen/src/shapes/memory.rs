//! The `memory` shape, what a C front end emits at `-O0`: every variable a
//! `memref.alloca` slot in the entry block, every use a `memref.load`, every
//! definition a `memref.store`, and branches/loops without block arguments.
//!
//! Parameters get slots that are only read after the prologue (as if they
//! were `const`), so branch conditions on them stay opaque after `mem2reg`.

use super::cond::{param_cond, PARAM_COND_COST};
use super::{emit_region, Construct, Shape};
use crate::ctx::Ctx;
use crate::ir::{Ty, Value};
use crate::ops::{BinOp, Overflow, Pred};

/// Construct weights of the `memory` shape.
pub const MENU: &[(Construct, u32)] = &[
    (Construct::MemStmt, 50),
    (Construct::MemStoreConst, 10),
    (Construct::MemStoreValue, 2),
    (Construct::MemCall, 4),
    (Construct::MemIf, 10),
    (Construct::MemLoop, 6),
];

/// Most ops of a call statement: up to four loads, the call, the store.
pub const CALL_MAX_OVERHEAD: usize = 6;
/// Most ops an if/else emits outside its arms: the condition, cond_br, two br.
pub const IF_MAX_OVERHEAD: usize = PARAM_COND_COST + 3;
/// Ops a counted loop emits outside its body: constant and store to
/// initialise the counter, br; load, constant, cmpi, cond_br in the
/// condition block; load, constant, addi, store, br to increment.
pub const LOOP_OVERHEAD: usize = 12;

/// Plans the variables of a function with `budget` body ops and `arity`
/// arguments: `(locals, loop counters)`, or `None` if the function is too
/// small to bother (the prologue must stay under half of the budget).
pub fn plan_vars(budget: usize, arity: usize) -> Option<(usize, usize)> {
    let counters = match budget {
        0..40 => 1,
        40..200 => 2,
        _ => 3,
    };
    let locals = (budget / 25).clamp(1, 64);
    let cost = prologue_cost(arity, locals, counters);
    (cost + EPILOGUE_COST <= budget / 2).then_some((locals, counters))
}

/// Ops of the prologue: an alloca per argument, local and counter, a store
/// per argument and local.
pub fn prologue_cost(arity: usize, locals: usize, counters: usize) -> usize {
    2 * (arity + locals) + counters
}

/// Ops of the `-O0` epilogue: load the result, return it.
pub const EPILOGUE_COST: usize = 2;

/// Emits the entry-block allocas and initial stores (see [`prologue_cost`]).
pub fn prologue(ctx: &mut Ctx<'_>, args: &[Value], locals: usize, counters: usize) {
    for _ in args {
        let slot = ctx.b.alloca();
        ctx.params.push(slot);
    }
    for _ in 0..locals {
        let slot = ctx.b.alloca();
        ctx.locals.push(slot);
    }
    for _ in 0..counters {
        let slot = ctx.b.alloca();
        ctx.counters.push(slot);
    }
    for (&arg, &slot) in args.iter().zip(&ctx.params) {
        ctx.b.store(arg, slot);
    }
    for i in 0..locals {
        let init = ctx.rng.pick(args);
        ctx.b.store(init, ctx.locals[i]);
    }
}

/// Loads a random variable, returns it (see [`EPILOGUE_COST`]).
pub fn epilogue(ctx: &mut Ctx<'_>) {
    let slot = readable_slot(ctx);
    let v = ctx.b.load(slot);
    ctx.b.ret(v);
}

/// A parameter or local slot, to read.
fn readable_slot(ctx: &mut Ctx<'_>) -> Value {
    let i = ctx.rng.below(ctx.params.len() + ctx.locals.len());
    match i.checked_sub(ctx.params.len()) {
        Some(j) => ctx.locals[j],
        None => ctx.params[i],
    }
}

/// A local slot, to write.
fn writable_slot(ctx: &mut Ctx<'_>) -> Value {
    ctx.rng.pick(&ctx.locals)
}

/// `x = a op b` or `x = a op K`: loads, arithmetic, store (4 ops).
pub fn stmt(ctx: &mut Ctx<'_>) {
    let a = readable_slot(ctx);
    let lhs = ctx.b.load(a);
    let rhs = if ctx.rng.chance(1, 4) {
        let k = ctx.random_const();
        ctx.b.constant(k, Ty::I32)
    } else {
        let b = readable_slot(ctx);
        ctx.b.load(b)
    };
    let op = ctx.rng.pick(&BinOp::RING);
    let r = ctx.b.binop(op, Overflow::None, lhs, rhs);
    let dst = writable_slot(ctx);
    ctx.b.store(r, dst);
}

/// `x = K` (2 ops).
pub fn store_const(ctx: &mut Ctx<'_>) {
    let k = ctx.random_const();
    let v = ctx.b.constant(k, Ty::I32);
    let dst = writable_slot(ctx);
    ctx.b.store(v, dst);
}

/// Stores an SSA value in scope (an argument, or in `mixed` any value) (1 op).
pub fn store_value(ctx: &mut Ctx<'_>) {
    let v = ctx.scope.pick_i32(ctx.rng);
    let dst = writable_slot(ctx);
    ctx.b.store(v, dst);
}

/// `x = f(p, q, ...)` with every argument loaded from a parameter slot
/// (arity + 2 ops; see `straight::call` for why parameters), or a plain
/// statement when no callee fits the inlining allowance.
pub fn call(ctx: &mut Ctx<'_>) {
    let Some(callee) = ctx.pick_callee() else {
        return stmt(ctx);
    };
    let args: Vec<_> = (0..callee.arity)
        .map(|_| {
            let slot = ctx.rng.pick(&ctx.params);
            ctx.b.load(slot)
        })
        .collect();
    let r = ctx.b.call(&callee.name, &args);
    let dst = writable_slot(ctx);
    ctx.b.store(r, dst);
}

/// `if (p < K) {..} else {..}` on a loaded parameter (see `cond`); arms
/// end in plain `cf.br` to a join block without arguments.
pub fn if_else(ctx: &mut Ctx<'_>, shape: Shape, rem: usize) {
    let with_else = ctx.rng.chance(1, 2);
    let overhead = PARAM_COND_COST + 2 + usize::from(with_else);
    let avail = rem - overhead;
    let t_budget = ctx.sub_budget(avail);
    let f_budget = if with_else {
        ctx.sub_budget(avail - t_budget)
    } else {
        0
    };
    let cond = param_cond(ctx);
    let then_b = ctx.b.new_block();
    let else_b = with_else.then(|| ctx.b.new_block());
    let join = ctx.b.new_block();
    ctx.b
        .cond_br(cond, then_b, &[], else_b.unwrap_or(join), &[]);
    let mark = ctx.scope.mark();
    ctx.depth += 1;
    for (block, budget) in [(Some(then_b), t_budget), (else_b, f_budget)] {
        let Some(block) = block else { continue };
        ctx.b.start_block(block, &[]);
        emit_region(ctx, shape, budget);
        ctx.b.br(join, &[]);
        ctx.scope.reset(mark);
    }
    ctx.depth -= 1;
    ctx.b.start_block(join, &[]);
}

/// `for (i = 0; i < N; ++i) {..}` with `i` in a dedicated counter slot that
/// the body never stores to, so the trip count is bounded by the constant N.
pub fn counted_loop(ctx: &mut Ctx<'_>, shape: Shape, rem: usize) {
    let body_budget = ctx.sub_budget(rem - LOOP_OVERHEAD);
    let counter = ctx.counters[ctx.mem_loop_depth];
    let zero = ctx.b.constant(0, Ty::I32);
    ctx.b.store(zero, counter);
    let cond_b = ctx.b.new_block();
    let body = ctx.b.new_block();
    let exit = ctx.b.new_block();
    ctx.b.br(cond_b, &[]);

    ctx.b.start_block(cond_b, &[]);
    let iv = ctx.b.load(counter);
    let trips = ctx.rng.range(1, 16) as i64;
    let bound = ctx.b.constant(trips, Ty::I32);
    let cmp = ctx.b.cmpi(Pred::Slt, iv, bound);
    ctx.b.cond_br(cmp, body, &[], exit, &[]);

    let mark = ctx.scope.mark();
    ctx.b.start_block(body, &[]);
    ctx.depth += 1;
    ctx.mem_loop_depth += 1;
    emit_region(ctx, shape, body_budget);
    ctx.mem_loop_depth -= 1;
    ctx.depth -= 1;
    let iv = ctx.b.load(counter);
    let one = ctx.b.constant(1, Ty::I32);
    let next = ctx.b.binop(BinOp::Add, Overflow::Nsw, iv, one);
    ctx.b.store(next, counter);
    ctx.b.br(cond_b, &[]);
    ctx.scope.reset(mark);

    ctx.b.start_block(exit, &[]);
}
