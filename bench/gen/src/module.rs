//! Module layout: splits the op budget over functions and writes the
//! `builtin.module` with its `func.func`s in generic form.

use std::io::{self, Write};

use crate::builder::FuncBuilder;
use crate::ctx::{Callee, Ctx, INLINE_GROWTH};
use crate::ir::Ty;
use crate::rng::Rng;
use crate::scope::Scope;
use crate::shapes::{emit_region, memory, Shape};

/// What to generate.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Kind of code.
    pub shape: Shape,
    /// Total number of operations, counting `builtin.module`, every
    /// `func.func` and every terminator (what `mlir-opt --print-op-stats`
    /// sums to). Generated exactly.
    pub ops: usize,
    /// Number of functions; the ops are spread over them unevenly (sizes
    /// vary about 1x..3x around the mean).
    pub functions: usize,
    /// Seed of the PRNG; the output is a pure function of the config.
    pub seed: u64,
}

impl Config {
    /// Checks that the op budget can hold the requested functions (each
    /// needs at least its `func.func` and a `func.return`).
    pub fn validate(&self) -> Result<(), String> {
        if self.functions == 0 {
            return Err("--functions must be at least 1".into());
        }
        let min = 1 + 2 * self.functions;
        if self.ops < min {
            return Err(format!(
                "--ops {} is too small for {} functions (need at least {min})",
                self.ops, self.functions
            ));
        }
        Ok(())
    }
}

/// Writes the module described by `cfg` to `out`.
///
/// Panics if `cfg` is invalid (see [`Config::validate`]).
pub fn generate(cfg: &Config, out: &mut impl Write) -> io::Result<()> {
    cfg.validate().expect("invalid config");
    let mut rng = Rng::new(cfg.seed);
    let budgets = split_budget(&mut rng, cfg.ops - 1 - cfg.functions, cfg.functions);
    let mut callees: Vec<Callee> = Vec::with_capacity(cfg.functions);
    let mut next_cond_const = 0;
    out.write_all(b"\"builtin.module\"() ({\n")?;
    for (i, &budget) in budgets.iter().enumerate() {
        let name = format!("f{i}");
        let arity = rng.range(1, 4);
        let body = function_body(
            &mut rng,
            cfg.shape,
            arity,
            budget,
            &callees,
            &mut next_cond_const,
        );
        let params = vec!["i32"; arity].join(", ");
        writeln!(
            out,
            "  \"func.func\"() <{{function_type = ({params}) -> i32, sym_name = \"{name}\"}}> ({{"
        )?;
        out.write_all(body.text.as_bytes())?;
        out.write_all(b"  }) : () -> ()\n")?;
        callees.push(Callee {
            name,
            arity,
            inlined_ops: budget + body.inlined_by_calls,
        });
    }
    out.write_all(b"}) : () -> ()\n")
}

/// [`generate`] into a string.
pub fn generate_string(cfg: &Config) -> String {
    let mut buf = Vec::new();
    generate(cfg, &mut buf).expect("writing to a Vec cannot fail");
    String::from_utf8(buf).expect("generator writes UTF-8")
}

/// Splits `total` body ops over `n` functions, each getting at least one.
fn split_budget(rng: &mut Rng, total: usize, n: usize) -> Vec<usize> {
    if n == 1 {
        return vec![total];
    }
    let weights: Vec<u128> = (0..n).map(|_| rng.range(1, 3) as u128).collect();
    let sum: u128 = weights.iter().sum();
    let extra = (total - n) as u128;
    let mut budgets: Vec<usize> = weights
        .iter()
        .map(|w| 1 + (extra * w / sum) as usize)
        .collect();
    let given: usize = budgets.iter().sum();
    *budgets.last_mut().expect("n > 1") += total - given;
    budgets
}

/// A generated function body.
struct Body {
    /// The text between the `func.func` line and its closing line.
    text: String,
    /// Ops its calls add when fully inlined.
    inlined_by_calls: usize,
}

/// Generates one function body of exactly `budget` ops (at least 1).
fn function_body(
    rng: &mut Rng,
    shape: Shape,
    arity: usize,
    budget: usize,
    callees: &[Callee],
    next_cond_const: &mut i64,
) -> Body {
    let (b, args) = FuncBuilder::new(arity);
    let mut ctx = Ctx {
        rng,
        b,
        scope: Scope::new(&args),
        args: args.clone(),
        next_cond_const: *next_cond_const,
        params: Vec::new(),
        locals: Vec::new(),
        counters: Vec::new(),
        mem_loop_depth: 0,
        depth: 0,
        callees,
        inline_allowance: INLINE_GROWTH * budget,
        inlined_by_calls: 0,
    };
    let plan = if shape.uses_memory() {
        memory::plan_vars(budget, arity)
    } else {
        None
    };
    let o0_return = plan.is_some() && shape == Shape::Memory;
    let mut fixed = if o0_return { memory::EPILOGUE_COST } else { 1 };
    if let Some((locals, counters)) = plan {
        fixed += memory::prologue_cost(arity, locals, counters);
        memory::prologue(&mut ctx, &args, locals, counters);
    }
    emit_region(&mut ctx, shape, budget - fixed);
    if o0_return {
        memory::epilogue(&mut ctx);
    } else {
        let v = ctx
            .scope
            .latest(Ty::I32)
            .expect("functions have an i32 argument");
        ctx.b.ret(v);
    }
    debug_assert_eq!(ctx.b.ops(), budget);
    *next_cond_const = ctx.next_cond_const;
    Body {
        inlined_by_calls: ctx.inlined_by_calls,
        text: ctx.b.finish(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_is_exact_and_positive() {
        let mut rng = Rng::new(3);
        for (total, n) in [(10, 10), (11, 10), (1000, 7), (999_999, 10_000)] {
            let b = split_budget(&mut rng, total, n);
            assert_eq!(b.len(), n);
            assert_eq!(b.iter().sum::<usize>(), total);
            assert!(b.iter().all(|&x| x >= 1));
        }
    }
}
