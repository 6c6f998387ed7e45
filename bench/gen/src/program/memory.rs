//! The `-O0` memory shape: variables are `memref.alloca` slots of the
//! entry block (`memref<i32>`, `memref<1xi32>`, `memref<4xi32>`), read with
//! `memref.load` and written with `memref.store` anywhere: in branch arms,
//! loop bodies and `scf` regions; `-O0` ifs and loops have no block
//! arguments, and loop counters live in memory.
//!
//! No access is undefined: every slot is allocated and fully stored in the
//! entry block before anything else runs, so no load reads an
//! uninitialised element; indices are constants below the slot's length,
//! or for `memref<4xi32>` an `index` masked with `andi ..., 3`; slots never
//! escape (no call receives one, no function returns one), so they are
//! live whenever they are used.

use super::cfg::branch_and_join;
use super::ctx::{Ctx, Nest};
use super::menu::fill;
use crate::ir::{Ty, Value};
use crate::ops::{BinOp, Pred};

/// Lengths of the slots (0 is `memref<i32>`), weighted by repetition.
const SLOT_LENGTHS: [u8; 5] = [0, 0, 1, 4, 4];

/// Allocates the variables (more for bigger functions) and the loop
/// counters in the entry block and stores every element of each variable.
pub fn prologue(ctx: &mut Ctx<'_>) {
    let n = (ctx.cfg.ops_per_function / 15).clamp(1, 6);
    for _ in 0..n {
        let len = ctx.rng.pick(&SLOT_LENGTHS);
        let slot = ctx.w.alloca(Ty::MemRef(len));
        ctx.slots.push(slot);
    }
    for _ in 0..ctx.cfg.max_loop_depth {
        let counter = ctx.w.alloca(Ty::MemRef(0));
        ctx.counters.push(counter);
    }
    for i in 0..ctx.slots.len() {
        let slot = ctx.slots[i];
        let Ty::MemRef(len) = slot.ty() else {
            unreachable!("slots are memrefs")
        };
        for element in 0..len.max(1) {
            let index = (len > 0).then(|| ctx.constant(i64::from(element), Ty::Index));
            let v = ctx.operand(Ty::I32);
            ctx.w.store(v, slot, index);
        }
    }
}

/// A random variable and an index into it (`None` for `memref<i32>`).
fn element(ctx: &mut Ctx<'_>) -> (Value, Option<Value>) {
    let slot = ctx.rng.pick(&ctx.slots);
    let index = match slot.ty() {
        Ty::MemRef(0) => None,
        Ty::MemRef(4) if ctx.rng.chance(1, 6) => {
            let i = ctx.operand(Ty::Index);
            let mask = ctx.constant(3, Ty::Index);
            let masked = ctx.w.binop(BinOp::And, i, mask);
            ctx.scope.push(masked);
            Some(masked)
        }
        Ty::MemRef(len) => {
            let i = ctx.rng.below(usize::from(len)) as i64;
            Some(ctx.constant(i, Ty::Index))
        }
        _ => unreachable!("slots are memrefs"),
    };
    (slot, index)
}

/// Loads a random element, made available.
pub fn load_value(ctx: &mut Ctx<'_>) -> Value {
    let (slot, index) = element(ctx);
    let v = ctx.w.load(slot, index);
    ctx.scope.push(v);
    v
}

/// `%v = memref.load` of a random element.
pub fn load(ctx: &mut Ctx<'_>) {
    load_value(ctx);
}

/// `memref.store` of an `i32` operand to a random element.
pub fn store(ctx: &mut Ctx<'_>) {
    let v = ctx.operand(Ty::I32);
    let (slot, index) = element(ctx);
    ctx.w.store(v, slot, index);
}

/// `x = a op b` or `x = a op K`: loads, a ring op and a store.
pub fn stmt(ctx: &mut Ctx<'_>) {
    let lhs = load_value(ctx);
    let rhs = if ctx.rng.chance(1, 4) {
        let k = ctx.random_const(Ty::I32);
        ctx.constant(k, Ty::I32)
    } else {
        load_value(ctx)
    };
    let op = ctx.rng.pick(&BinOp::RING);
    let r = ctx.w.binop(op, lhs, rhs);
    ctx.scope.push(r);
    let (slot, index) = element(ctx);
    ctx.w.store(r, slot, index);
}

/// `if (x pred K) {..} else {..}` on a loaded variable; the arms end in
/// plain `cf.br` to a join block without arguments.
pub fn if_else(ctx: &mut Ctx<'_>, rem: usize) {
    let with_else = ctx.rng.chance(1, 2);
    let v = load_value(ctx);
    let k = ctx.random_const(Ty::I32);
    let k = ctx.constant(k, Ty::I32);
    let pred = ctx.rng.pick(&Pred::ALL);
    let cond = ctx.w.cmpi(pred, v, k);
    branch_and_join(ctx, cond, with_else, rem.saturating_sub(6), &[]);
}

/// `for (i = 0; i < bound; ++i) {..}` with `i` in the counter slot of
/// this loop nesting level, which only this loop's header and latch touch,
/// so the trip count is at most the bound (see [`Ctx::trip_bound`]).
pub fn counted_loop(ctx: &mut Ctx<'_>, rem: usize) {
    let body_budget = ctx.sub_budget(rem.saturating_sub(10));
    let counter = ctx.counters[ctx.loop_depth];
    let bound = ctx.trip_bound(Ty::I32);
    let zero = ctx.constant(0, Ty::I32);
    ctx.w.store(zero, counter, None);
    let cond_b = ctx.w.new_block();
    let body = ctx.w.new_block();
    let exit = ctx.w.new_block();
    ctx.w.br(cond_b, &[]);

    ctx.w.start_block(cond_b, &[]);
    let iv = ctx.w.load(counter, None);
    ctx.scope.push(iv);
    let go_on = ctx.w.cmpi(Pred::Slt, iv, bound);
    ctx.w.cond_br(go_on, body, &[], exit, &[]);

    let nest = Nest::Loop {
        trips: u64::from(ctx.cfg.max_trips),
        single_block: false,
    };
    ctx.nested(nest, |ctx| {
        ctx.w.start_block(body, &[]);
        fill(ctx, body_budget);
        let iv = ctx.w.load(counter, None);
        let one = ctx.constant(1, Ty::I32);
        let next = ctx.w.binop(BinOp::Add, iv, one);
        ctx.w.store(next, counter, None);
        ctx.w.br(cond_b, &[]);
    });
    ctx.w.start_block(exit, &[]);
}
