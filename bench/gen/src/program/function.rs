//! One function of a program: its signature, its body (memory prologue,
//! random constructs, or the recursive template) and its results, which
//! mix several values computed in the body with an argument, so they
//! depend on the arguments and on most of what the body computed.

use super::calls::{call_args, Callee, Param, INLINE_GROWTH};
use super::config::{Feature, ProgramConfig};
use super::coverage::Coverage;
use super::ctx::{random_const, Ctx, Nest};
use super::memory;
use super::menu::fill;
use super::writer::Writer;
use crate::ir::{Ty, Value};
use crate::ops::{BinOp, Pred};
use crate::rng::Rng;
use crate::scope::Scope;

/// The name and interface of a function to generate.
#[derive(Clone, Debug)]
pub struct Signature {
    /// Symbol name without `@`.
    pub name: String,
    /// Whether it is `private`.
    pub private: bool,
    /// Parameters (a recursive function's first is [`Param::Depth`]).
    pub params: Vec<Param>,
    /// Result types.
    pub results: Vec<Ty>,
    /// Whether it calls itself.
    pub recursive: bool,
}

/// Parameter types of helper functions, weighted.
const PARAM_TYPES: [(Ty, u32); 5] = [
    (Ty::I1, 5),
    (Ty::I8, 15),
    (Ty::I32, 40),
    (Ty::I64, 20),
    (Ty::Index, 20),
];
/// Result types of helper functions, weighted.
const RESULT_TYPES: [(Ty, u32); 4] = [(Ty::I8, 15), (Ty::I32, 45), (Ty::I64, 20), (Ty::Index, 20)];
/// Parameter and result types of `@main`.
const MAIN_TYPES: [(Ty, u32); 3] = [(Ty::I32, 2), (Ty::I64, 1), (Ty::Index, 1)];

/// Plans the module: helpers `@f0`, `@f1`, ... (about half of them
/// private, some with fixed constant parameters, one maybe recursive) and
/// `@main` last, public, taking and returning `i32`/`i64`/`index`.
pub fn plan(rng: &mut Rng, cfg: &ProgramConfig) -> Vec<Signature> {
    let helpers = cfg.functions - 1;
    let allows = |f| cfg.features.contains(f);
    let recursive =
        (allows(Feature::Recursion) && helpers > 0 && rng.chance(2, 3)).then(|| rng.below(helpers));
    let mut sigs: Vec<Signature> = (0..helpers)
        .map(|i| {
            let private = rng.chance(1, 2);
            let is_recursive = recursive == Some(i);
            let mut params = Vec::new();
            if is_recursive {
                params.push(Param::Depth);
            }
            let n = rng.range(1, 4);
            while params.len() < n {
                let ty = rng.weighted(&PARAM_TYPES);
                let fixed = private && allows(Feature::PrivateConstants) && rng.chance(1, 2);
                params.push(if fixed {
                    Param::Fixed(ty, random_const(rng, ty))
                } else {
                    Param::Free(ty)
                });
            }
            let n = rng.range(1, 2);
            Signature {
                name: format!("f{i}"),
                private,
                params,
                results: (0..n).map(|_| rng.weighted(&RESULT_TYPES)).collect(),
                recursive: is_recursive,
            }
        })
        .collect();
    let n = rng.range(1, 3);
    let params = (0..n)
        .map(|_| Param::Free(rng.weighted(&MAIN_TYPES)))
        .collect();
    let n = rng.range(1, 2);
    sigs.push(Signature {
        name: "main".into(),
        private: false,
        params,
        results: (0..n).map(|_| rng.weighted(&MAIN_TYPES)).collect(),
        recursive: false,
    });
    sigs
}

/// Generates the function `sig` (calling only `callees`); returns its text
/// and its description for later callers.
pub fn generate(
    rng: &mut Rng,
    cfg: &ProgramConfig,
    sig: &Signature,
    callees: &[Callee],
    coverage: &mut Coverage,
) -> (String, Callee) {
    let param_tys: Vec<Ty> = sig.params.iter().map(|p| p.ty()).collect();
    let (w, args) = Writer::function(&sig.name, sig.private, &param_tys, &sig.results);
    let ops = cfg.ops_per_function;
    let budget = rng.range(ops / 2, ops + ops / 2).max(1);
    let mut ctx = Ctx {
        rng,
        cfg,
        w,
        scope: Scope::new(&args),
        args,
        slots: Vec::new(),
        counters: Vec::new(),
        callees,
        inline_allowance: INLINE_GROWTH * budget,
        inlined_by_calls: 0,
        depth: 0,
        loop_depth: 0,
        multi_block: true,
        coverage,
    };
    if ctx.allows(Feature::Memory) {
        memory::prologue(&mut ctx);
    }
    let mut dynamic_factor = 1;
    if sig.recursive {
        ctx.coverage.record(Feature::Recursion);
        recursive_body(&mut ctx, sig, budget);
        dynamic_factor = u64::from(cfg.max_recursion) + 1;
    } else {
        fill(&mut ctx, budget);
        let results = results(&mut ctx, &sig.results);
        ctx.w.ret(&results);
    }
    let callee = Callee {
        name: sig.name.clone(),
        params: sig.params.clone(),
        results: sig.results.clone(),
        inlined_ops: ctx.w.ops() + ctx.inlined_by_calls,
        dynamic_ops: ctx.w.dynamic_ops().saturating_mul(dynamic_factor),
    };
    (ctx.w.finish(), callee)
}

/// The body of a recursive function: if the depth (first argument) is
/// positive, code around a call of itself with the depth minus 1, else
/// other code; both arms return through a join block.
fn recursive_body(ctx: &mut Ctx<'_>, sig: &Signature, budget: usize) {
    let depth = ctx.args[0];
    let zero = ctx.constant(0, Ty::I32);
    let go_on = ctx.w.cmpi(Pred::Sgt, depth, zero);
    let recurse = ctx.w.new_block();
    let base = ctx.w.new_block();
    let exit = ctx.w.new_block();
    ctx.w.cond_br(go_on, recurse, &[], base, &[]);
    ctx.nested(Nest::Arm, |ctx| {
        ctx.w.start_block(recurse, &[]);
        let one = ctx.constant(1, Ty::I32);
        let next = ctx.w.binop(BinOp::Sub, depth, one);
        fill(ctx, budget / 3);
        let mut args = vec![next];
        args.extend(call_args(ctx, &sig.params[1..]));
        for r in ctx.w.call(&sig.name, &args, &sig.results) {
            ctx.scope.push(r);
        }
        fill(ctx, budget / 3);
        let results = results(ctx, &sig.results);
        ctx.w.br(exit, &results);
    });
    ctx.nested(Nest::Arm, |ctx| {
        ctx.w.start_block(base, &[]);
        fill(ctx, budget / 3);
        let results = results(ctx, &sig.results);
        ctx.w.br(exit, &results);
    });
    let results = ctx.w.start_block(exit, &sig.results);
    ctx.w.ret(&results);
}

/// The values to return: for each type, an argument converted to it,
/// mixed (`addi`/`xori`) with three values in scope and, with memory, a
/// loaded variable. (These conversions are made even without
/// [`Feature::Casts`]: results must depend on the arguments.)
fn results(ctx: &mut Ctx<'_>, tys: &[Ty]) -> Vec<Value> {
    tys.iter()
        .map(|&ty| {
            let arg = ctx.rng.pick(&ctx.args);
            let mut acc = ctx.convert(arg, ty);
            for _ in 0..3 {
                let from = ctx.scalar_type();
                let v = ctx.operand(from);
                acc = mix(ctx, acc, v);
            }
            if !ctx.slots.is_empty() {
                let v = memory::load_value(ctx);
                acc = mix(ctx, acc, v);
            }
            acc
        })
        .collect()
}

/// `acc + v` or `acc ^ v`, `v` converted to the type of `acc`.
fn mix(ctx: &mut Ctx<'_>, acc: Value, v: Value) -> Value {
    let v = ctx.convert(v, acc.ty());
    let op = ctx.rng.pick(&[BinOp::Add, BinOp::Xor]);
    let r = ctx.w.binop(op, acc, v);
    ctx.scope.push(r);
    r
}
