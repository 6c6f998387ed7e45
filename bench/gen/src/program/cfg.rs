//! `cf` control flow, generated only where the current region may hold
//! several blocks (a function body or `scf.execute_region`): diamonds,
//! counted loops, irreducible loops and switches, with values flowing
//! through block arguments.
//!
//! Every loop terminates: a counted loop's counter starts at 0, grows by 1
//! per iteration and the loop leaves once it is not below a bound in
//! `0..=max_trips` ([`Ctx::trip_bound`]); the irreducible loop's counter
//! starts at most at `max_trips` and drops by 1 on every entry of either of
//! its blocks, leaving when it reaches 0. No op makes poison, so no branch
//! depends on it.

use super::ctx::{Ctx, Nest};
use super::menu::fill;
use crate::ir::{Ty, Value};
use crate::labels::Block;
use crate::ops::{BinOp, Pred};

/// Types of loop counters.
const COUNTER_TYPES: [Ty; 3] = [Ty::I32, Ty::I64, Ty::Index];

/// If/else (or if-then) on [`Ctx::condition`], joined at a block whose
/// 0..=2 arguments receive values from each arm.
pub fn diamond(ctx: &mut Ctx<'_>, rem: usize) {
    let with_else = ctx.rng.chance(2, 3);
    let n = ctx.rng.range(0, 2);
    let join_tys = ctx.scalar_types(n);
    let cond = ctx.condition();
    branch_and_join(ctx, cond, with_else, rem.saturating_sub(4), &join_tys);
}

/// Branches on `cond` to a `then` arm and, with `with_else`, to an `else`
/// arm (else straight to the join), the arms of random sizes out of
/// `avail` ops, all ending at a join block taking `join_tys`; leaves the
/// insertion point in the join block, its arguments in scope.
pub fn branch_and_join(
    ctx: &mut Ctx<'_>,
    cond: Value,
    with_else: bool,
    avail: usize,
    join_tys: &[Ty],
) {
    let t_budget = ctx.sub_budget(avail);
    let f_budget = if with_else {
        ctx.sub_budget(avail - t_budget)
    } else {
        0
    };
    let then_b = ctx.w.new_block();
    let else_b = with_else.then(|| ctx.w.new_block());
    let join = ctx.w.new_block();
    match else_b {
        Some(e) => ctx.w.cond_br(cond, then_b, &[], e, &[]),
        None => {
            let args = ctx.operands(join_tys);
            ctx.w.cond_br(cond, then_b, &[], join, &args);
        }
    }
    for (block, budget) in [(Some(then_b), t_budget), (else_b, f_budget)] {
        let Some(block) = block else { continue };
        ctx.nested(Nest::Arm, |ctx| {
            ctx.w.start_block(block, &[]);
            fill(ctx, budget);
            let args = ctx.operands(join_tys);
            ctx.w.br(join, &args);
        });
    }
    for v in ctx.w.start_block(join, join_tys) {
        ctx.scope.push(v);
    }
}

/// `for (i = 0; i < bound; ++i)` with the counter and 1..=2 more values in
/// the header's block arguments.
pub fn counted_loop(ctx: &mut Ctx<'_>, rem: usize) {
    let body_budget = ctx.sub_budget(rem.saturating_sub(8));
    let ty = ctx.rng.pick(&COUNTER_TYPES);
    let bound = ctx.trip_bound(ty);
    let zero = ctx.constant(0, ty);
    let one = ctx.constant(1, ty);
    let n = ctx.rng.range(1, 2);
    let carried_tys = ctx.scalar_types(n);
    let mut init = vec![zero];
    init.extend(ctx.operands(&carried_tys));
    let header = ctx.w.new_block();
    let body = ctx.w.new_block();
    let exit = ctx.w.new_block();
    ctx.w.br(header, &init);

    let header_tys: Vec<Ty> = init.iter().map(|v| v.ty()).collect();
    let hargs = ctx.w.start_block(header, &header_tys);
    let iv = hargs[0];
    for &v in &hargs[1..] {
        ctx.scope.push(v);
    }
    let go_on = ctx.w.cmpi(Pred::Slt, iv, bound);
    ctx.w.cond_br(go_on, body, &[], exit, &hargs[1..]);

    let trips = u64::from(ctx.cfg.max_trips);
    ctx.nested(
        Nest::Loop {
            trips,
            single_block: false,
        },
        |ctx| {
            ctx.w.start_block(body, &[]);
            ctx.scope.push(iv);
            fill(ctx, body_budget);
            let next = ctx.w.binop(BinOp::Add, iv, one);
            let mut latch = vec![next];
            latch.extend(ctx.operands(&carried_tys));
            ctx.w.br(header, &latch);
        },
    );
    for v in ctx.w.start_block(exit, &carried_tys) {
        ctx.scope.push(v);
    }
}

/// Two blocks A and B that branch to each other, both entered from the
/// construct's entry: an irreducible loop. A counter passed through their
/// block arguments decreases on every entry, bounding the trip count.
pub fn irreducible(ctx: &mut Ctx<'_>, rem: usize) {
    let avail = rem.saturating_sub(12);
    let a_budget = ctx.sub_budget(avail);
    let b_budget = ctx.sub_budget(avail - a_budget);
    let trips = ctx.rng.range(1, ctx.cfg.max_trips as usize) as i64;
    let k = ctx.constant(trips, Ty::I32);
    let one = ctx.constant(1, Ty::I32);
    let zero = ctx.constant(0, Ty::I32);
    let ty = ctx.scalar_type();
    let entry_cond = ctx.condition();
    let a = ctx.w.new_block();
    let b = ctx.w.new_block();
    let exit = ctx.w.new_block();
    let a_init = ctx.operand(ty);
    let b_init = ctx.operand(ty);
    ctx.w.cond_br(entry_cond, a, &[k, a_init], b, &[k, b_init]);

    for (this, other, budget) in [(a, b, a_budget), (b, a, b_budget)] {
        let nest = Nest::Loop {
            trips: trips as u64,
            single_block: false,
        };
        ctx.nested(nest, |ctx| {
            let args = ctx.w.start_block(this, &[Ty::I32, ty]);
            ctx.scope.push(args[1]);
            let left = ctx.w.binop(BinOp::Sub, args[0], one);
            let go_on = ctx.w.cmpi(Pred::Sgt, left, zero);
            fill(ctx, budget);
            let v = ctx.operand(ty);
            ctx.w.cond_br(go_on, other, &[left, v], exit, &[v]);
        });
    }
    for v in ctx.w.start_block(exit, &[ty]) {
        ctx.scope.push(v);
    }
}

/// A target block of a switch: the block and its argument types.
struct Target {
    block: Block,
    tys: Vec<Ty>,
}

/// `cf.switch` on an integer (often masked to `0..=3` so cases are taken)
/// with 1..=3 cases among `0..=4`, over 1..=4 target blocks (cases may
/// share a target, with different operands), joined at a block with 0..=2
/// arguments.
pub fn switch(ctx: &mut Ctx<'_>, rem: usize) {
    let ncases = ctx.rng.range(1, 3);
    let ntargets = ctx.rng.range(1, ncases + 1);
    let avail = rem.saturating_sub(6) / ntargets;
    let ty = ctx.rng.pick(&[Ty::I8, Ty::I32, Ty::I64]);
    let mut flag = ctx.operand(ty);
    if ctx.rng.chance(2, 3) {
        let mask = ctx.constant(3, ty);
        flag = ctx.w.binop(BinOp::And, flag, mask);
        ctx.scope.push(flag);
    }
    let case_values = ctx.case_values(ncases);
    let targets: Vec<Target> = (0..ntargets)
        .map(|_| {
            let n = ctx.rng.range(0, 2);
            Target {
                block: ctx.w.new_block(),
                tys: ctx.scalar_types(n),
            }
        })
        .collect();
    // Edge i (the default first) goes to target i while there are unused
    // targets, so every target has a predecessor.
    let mut edges = Vec::with_capacity(ncases + 1);
    for i in 0..=ncases {
        let t = if i < ntargets {
            i
        } else {
            ctx.rng.below(ntargets)
        };
        let tys = &targets[t].tys;
        let args = tys.iter().map(|&ty| ctx.switch_operand(ty)).collect();
        edges.push((targets[t].block, args));
    }
    let n = ctx.rng.range(0, 2);
    let join_tys = ctx.scalar_types(n);
    let join = ctx.w.new_block();
    let (default_block, default_args) = edges.remove(0);
    let cases: Vec<(u32, Block, Vec<_>)> = case_values
        .into_iter()
        .zip(edges)
        .map(|(v, (b, args))| (v, b, args))
        .collect();
    ctx.w.switch(flag, (default_block, &default_args), &cases);
    for target in &targets {
        let budget = ctx.sub_budget(avail);
        ctx.nested(Nest::Arm, |ctx| {
            for v in ctx.w.start_block(target.block, &target.tys) {
                ctx.scope.push(v);
            }
            fill(ctx, budget);
            let args = ctx.operands(&join_tys);
            ctx.w.br(join, &args);
        });
    }
    for v in ctx.w.start_block(join, &join_tys) {
        ctx.scope.push(v);
    }
}
