//! Structured control flow: `scf.if`, `scf.for`, `scf.while`,
//! `scf.execute_region` and `scf.index_switch`, nested in each other and in
//! `cf` code. Their regions hold one block, except `scf.execute_region`'s,
//! where `cf` branches may appear again.
//!
//! Every loop terminates: `scf.for` runs from a lower bound in `0..=2` to
//! an upper bound in `0..=max_trips` ([`Ctx::trip_bound`]) with a positive
//! constant step; `scf.while` forwards its counter unchanged from its
//! `before` region to its `after` region, which yields the counter plus 1,
//! and goes on only while the counter is below a bound in
//! `0..=max_trips`, starting from 0.

use super::ctx::{Ctx, Nest};
use super::menu::fill;
use crate::ir::{Ty, Value};
use crate::ops::{BinOp, Pred};

/// Ends a region with `scf.yield` of operands of types `tys`; with no
/// types and `implicit`, leaves it out as `mlir-opt` does for `scf.if` and
/// `scf.for`.
fn yield_operands(ctx: &mut Ctx<'_>, tys: &[Ty], implicit: bool) {
    if tys.is_empty() && implicit {
        ctx.w.implicit_yield();
    } else {
        let vals = ctx.operands(tys);
        ctx.w.yield_values(&vals);
    }
}

/// Closes the op's last region and makes its results available.
fn close(ctx: &mut Ctx<'_>, results: Vec<Value>) {
    ctx.w.close();
    for r in results {
        ctx.scope.push(r);
    }
}

/// `scf.if` with 0..=2 results (`else` optional without results).
pub fn if_op(ctx: &mut Ctx<'_>, rem: usize) {
    let n = ctx.rng.range(0, 2);
    let tys = ctx.scalar_types(n);
    let with_else = n > 0 || ctx.rng.chance(1, 2);
    let avail = rem.saturating_sub(3);
    let t_budget = ctx.sub_budget(avail);
    let f_budget = ctx.sub_budget(avail - t_budget);
    let cond = ctx.condition();
    let results = ctx.w.open_if(cond, &tys);
    ctx.nested(Nest::Region, |ctx| {
        fill(ctx, t_budget);
        yield_operands(ctx, &tys, true);
    });
    if with_else {
        ctx.w.else_region();
        ctx.nested(Nest::Region, |ctx| {
            fill(ctx, f_budget);
            yield_operands(ctx, &tys, true);
        });
    }
    close(ctx, results);
}

/// `scf.for` over `index` (sometimes `i32` or `i64`) with 0..=2
/// `iter_args`.
pub fn for_op(ctx: &mut Ctx<'_>, rem: usize) {
    let ty = if ctx.rng.chance(4, 5) {
        Ty::Index
    } else {
        ctx.rng.pick(&[Ty::I32, Ty::I64])
    };
    let budget = ctx.sub_budget(rem.saturating_sub(4));
    let lb = ctx.rng.range(0, 2) as i64;
    let lb = ctx.constant(lb, ty);
    let ub = ctx.trip_bound(ty);
    let step = ctx.rng.range(1, 2) as i64;
    let step = ctx.constant(step, ty);
    let n = ctx.rng.range(0, 2);
    let tys = ctx.scalar_types(n);
    let inits = ctx.operands(&tys);
    let (results, iv, iter) = ctx.w.open_for(lb, ub, step, &inits);
    let nest = Nest::Loop {
        trips: u64::from(ctx.cfg.max_trips),
        single_block: true,
    };
    ctx.nested(nest, |ctx| {
        ctx.scope.push(iv);
        for v in iter {
            ctx.scope.push(v);
        }
        fill(ctx, budget);
        yield_operands(ctx, &tys, true);
    });
    close(ctx, results);
}

/// `scf.while` whose first value is a counter from 0 to a bound, with
/// 0..=2 more values of random types; both regions hold code.
pub fn while_op(ctx: &mut Ctx<'_>, rem: usize) {
    let ty = ctx.rng.pick(&[Ty::I32, Ty::I64, Ty::Index]);
    let avail = rem.saturating_sub(8);
    let before_budget = ctx.sub_budget(avail) / 2;
    let after_budget = ctx.sub_budget(avail - before_budget);
    let bound = ctx.trip_bound(ty);
    let zero = ctx.constant(0, ty);
    let n = ctx.rng.range(0, 2);
    let carried_tys = ctx.scalar_types(n);
    let mut inits = vec![zero];
    inits.extend(ctx.operands(&carried_tys));
    let tys: Vec<Ty> = inits.iter().map(|v| v.ty()).collect();
    let (results, before_args) = ctx.w.open_while(&inits);
    let trips = u64::from(ctx.cfg.max_trips);
    let before = Nest::Loop {
        trips: trips + 1,
        single_block: true,
    };
    ctx.nested(before, |ctx| {
        for &v in &before_args {
            ctx.scope.push(v);
        }
        fill(ctx, before_budget);
        let counter = before_args[0];
        let go_on = ctx.w.cmpi(Pred::Slt, counter, bound);
        let mut forwarded = vec![counter];
        forwarded.extend(ctx.operands(&carried_tys));
        ctx.w.condition(go_on, &forwarded);
    });
    let after_args = ctx.w.do_region(&tys);
    let after = Nest::Loop {
        trips,
        single_block: true,
    };
    ctx.nested(after, |ctx| {
        for &v in &after_args {
            ctx.scope.push(v);
        }
        fill(ctx, after_budget);
        let one = ctx.constant(1, ty);
        let next = ctx.w.binop(BinOp::Add, after_args[0], one);
        let mut yielded = vec![next];
        yielded.extend(ctx.operands(&carried_tys));
        ctx.w.yield_values(&yielded);
    });
    close(ctx, results);
}

/// `scf.execute_region` with 0..=2 results; its body may branch.
pub fn execute_region(ctx: &mut Ctx<'_>, rem: usize) {
    let n = ctx.rng.range(0, 2);
    let tys = ctx.scalar_types(n);
    let budget = ctx.sub_budget(rem.saturating_sub(2));
    let results = ctx.w.open_execute_region(&tys);
    ctx.nested(Nest::MultiBlockRegion, |ctx| {
        fill(ctx, budget);
        yield_operands(ctx, &tys, false);
    });
    close(ctx, results);
}

/// `scf.index_switch` with 1..=3 cases among `0..=4` and 1..=2 results,
/// on an `index` often masked to `0..=3` so that cases are taken.
pub fn index_switch(ctx: &mut Ctx<'_>, rem: usize) {
    let ncases = ctx.rng.range(1, 3);
    let cases = ctx.case_values(ncases);
    let n = ctx.rng.range(1, 2);
    let tys = ctx.scalar_types(n);
    let avail = rem.saturating_sub(4) / (ncases + 1);
    let mut selector = ctx.operand(Ty::Index);
    if ctx.rng.chance(2, 3) {
        let mask = ctx.constant(3, Ty::Index);
        selector = ctx.w.binop(BinOp::And, selector, mask);
        ctx.scope.push(selector);
    }
    let results = ctx.w.open_index_switch(selector, &tys, cases[0]);
    for i in 0..=ncases {
        if i > 0 {
            ctx.w.next_case(cases.get(i).copied());
        }
        let budget = ctx.sub_budget(avail);
        ctx.nested(Nest::Region, |ctx| {
            fill(ctx, budget);
            yield_operands(ctx, &tys, false);
        });
    }
    close(ctx, results);
}
