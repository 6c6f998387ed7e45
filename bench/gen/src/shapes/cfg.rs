//! The `cfg` shape: diamonds, bounded counted loops and irreducible two-entry
//! loops whose values flow through `cf.br`/`cf.cond_br` block arguments.

use super::cond::{arg_cond, ARG_COND_COST};
use super::{emit_region, Construct, Shape};
use crate::ctx::Ctx;
use crate::ir::Ty;
use crate::ops::{BinOp, Overflow, Pred};

/// Construct weights of the `cfg` shape.
pub const MENU: &[(Construct, u32)] = &[
    (Construct::BinOp, 30),
    (Construct::ConstChain, 6),
    (Construct::Repeat, 10),
    (Construct::CmpSelect, 6),
    (Construct::Call, 3),
    (Construct::Diamond, 10),
    (Construct::Loop, 6),
    (Construct::Irreducible, 2),
];

/// Most ops a diamond emits outside its arms: the condition, cond_br, two br.
pub const DIAMOND_MAX_OVERHEAD: usize = ARG_COND_COST + 3;
/// Ops a counted loop emits outside its body: three constants, br,
/// cmpi, cond_br, the increment and the back edge.
pub const LOOP_OVERHEAD: usize = 8;
/// Ops an irreducible loop emits outside its two bodies: three constants,
/// the condition and cond_br at the entry; subi, cmpi and cond_br in each body.
pub const IRREDUCIBLE_OVERHEAD: usize = 3 + ARG_COND_COST + 1 + 2 * 3;

/// If/else (or if-then) joined at a block whose arguments receive values
/// from each arm. Uses at most `rem` ops.
pub fn diamond(ctx: &mut Ctx<'_>, shape: Shape, rem: usize) {
    let with_else = ctx.rng.chance(2, 3);
    // The condition, cond_br, then the branch closing each arm.
    let avail = rem - (ARG_COND_COST + 2 + usize::from(with_else));
    let t_budget = ctx.sub_budget(avail);
    let f_budget = if with_else {
        ctx.sub_budget(avail - t_budget)
    } else {
        0
    };
    let nargs = ctx.rng.range(0, 3);
    let cond = arg_cond(ctx);
    let then_b = ctx.b.new_block();
    let else_b = with_else.then(|| ctx.b.new_block());
    let join = ctx.b.new_block();
    match else_b {
        Some(e) => ctx.b.cond_br(cond, then_b, &[], e, &[]),
        None => {
            let args = ctx.scope.pick_i32s(ctx.rng, nargs);
            ctx.b.cond_br(cond, then_b, &[], join, &args);
        }
    }
    let mark = ctx.scope.mark();
    ctx.depth += 1;
    for (block, budget) in [(Some(then_b), t_budget), (else_b, f_budget)] {
        let Some(block) = block else { continue };
        ctx.b.start_block(block, &[]);
        emit_region(ctx, shape, budget);
        let args = ctx.scope.pick_i32s(ctx.rng, nargs);
        ctx.b.br(join, &args);
        ctx.scope.reset(mark);
    }
    ctx.depth -= 1;
    for v in ctx.b.start_block(join, &vec![Ty::I32; nargs]) {
        ctx.scope.push(v);
    }
}

/// `for (i = 0; i < N; ++i)` with 1..=2 loop-carried values in header
/// block arguments; N is a small constant, so the trip count is bounded.
pub fn counted_loop(ctx: &mut Ctx<'_>, shape: Shape, rem: usize) {
    let body_budget = ctx.sub_budget(rem - LOOP_OVERHEAD);
    let trips = ctx.rng.range(1, 16) as i64;
    let zero = ctx.b.constant(0, Ty::I32);
    let bound = ctx.b.constant(trips, Ty::I32);
    let one = ctx.b.constant(1, Ty::I32);
    let ncarried = ctx.rng.range(1, 2);
    let mut init = vec![zero];
    init.extend(ctx.scope.pick_i32s(ctx.rng, ncarried));
    let header = ctx.b.new_block();
    let body = ctx.b.new_block();
    let exit = ctx.b.new_block();
    ctx.b.br(header, &init);

    let hargs = ctx.b.start_block(header, &vec![Ty::I32; 1 + ncarried]);
    let iv = hargs[0];
    for &v in &hargs[1..] {
        ctx.scope.push(v);
    }
    let cmp = ctx.b.cmpi(Pred::Slt, iv, bound);
    ctx.b.cond_br(cmp, body, &[], exit, &hargs[1..]);

    let mark = ctx.scope.mark();
    ctx.b.start_block(body, &[]);
    ctx.scope.push(iv);
    ctx.depth += 1;
    emit_region(ctx, shape, body_budget);
    ctx.depth -= 1;
    let next = ctx.b.binop(BinOp::Add, Overflow::None, iv, one);
    let mut latch = vec![next];
    latch.extend(ctx.scope.pick_i32s(ctx.rng, ncarried));
    ctx.b.br(header, &latch);
    ctx.scope.reset(mark);

    for v in ctx.b.start_block(exit, &vec![Ty::I32; ncarried]) {
        ctx.scope.push(v);
    }
}

/// Two blocks A and B that branch to each other, both entered from the
/// construct's entry: an irreducible loop. A counter passed through their
/// block arguments decreases on every edge, bounding the trip count.
pub fn irreducible(ctx: &mut Ctx<'_>, shape: Shape, rem: usize) {
    let avail = rem - IRREDUCIBLE_OVERHEAD;
    let a_budget = ctx.sub_budget(avail);
    let b_budget = ctx.sub_budget(avail - a_budget);
    let trips = ctx.rng.range(1, 8) as i64;
    let k = ctx.b.constant(trips, Ty::I32);
    let one = ctx.b.constant(1, Ty::I32);
    let zero = ctx.b.constant(0, Ty::I32);
    let entry_cond = arg_cond(ctx);
    let a = ctx.b.new_block();
    let b = ctx.b.new_block();
    let exit = ctx.b.new_block();
    let a_init = ctx.scope.pick_i32(ctx.rng);
    let b_init = ctx.scope.pick_i32(ctx.rng);
    ctx.b.cond_br(entry_cond, a, &[k, a_init], b, &[k, b_init]);

    let mark = ctx.scope.mark();
    ctx.depth += 1;
    for (this, other, budget) in [(a, b, a_budget), (b, a, b_budget)] {
        let args = ctx.b.start_block(this, &[Ty::I32, Ty::I32]);
        ctx.scope.push(args[1]);
        let left = ctx.b.binop(BinOp::Sub, Overflow::None, args[0], one);
        let go_on = ctx.b.cmpi(Pred::Sgt, left, zero);
        emit_region(ctx, shape, budget);
        let v = ctx.scope.pick_i32(ctx.rng);
        ctx.b.cond_br(go_on, other, &[left, v], exit, &[v]);
        ctx.scope.reset(mark);
    }
    ctx.depth -= 1;
    for v in ctx.b.start_block(exit, &[Ty::I32]) {
        ctx.scope.push(v);
    }
}
