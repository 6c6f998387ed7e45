//! Tests of the lowering out of SSA on a small dialect with semantics:
//! classic cases (`examples`), random programs run before and after
//! (`random`), the pieces (`edges`), the liveness check and the pressure
//! against exact liveness (`live_check`, `pressure`); and on the shipped
//! dialects (`dialects`).

mod dialect;
mod dialects;
mod edges;
mod examples;
mod live_check;
mod pressure;
mod random;

use super::{convert_block_args_to_copies, verify_out_of_ssa, OutOfSsaOptions, OutOfSsaStats};
use crate::nested::for_each_isolated_body;
use ir_core::interp::{run_function, RtValue, RunLimits};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{Body, Context, OwnedOp, RegionId};

/// A context with `builtin`, `var` and the test dialects.
fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(ir_dialects::builtin::dialect());
    ctx.register_dialect(ir_dialects::var::dialect());
    dialect::register(&mut ctx);
    ctx
}

/// Parses and verifies `src`.
fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let options = ParseOptions::whole_file("t.mlir");
    let Ok(module) = parse_source(ctx, src, options) else {
        panic!("does not parse:\n{src}");
    };
    if let Err(d) = ir_core::verifier::verify(ctx, &module.body, module.op) {
        panic!("{}:\n{src}", d.message);
    }
    module
}

/// The body and region of the first function of `module`.
fn first_function(module: &OwnedOp) -> (&Body, RegionId) {
    let outer = module.body.regions(module.op)[0];
    let inner = module.body.regions_body(module.op);
    let entry = inner.entry_block(outer).expect("a module block");
    let function = inner.first_op(entry).expect("a function");
    (inner.regions_body(function), inner.regions(function)[0])
}

/// Lowers every function of `module`; the stats of the lowered bodies.
fn lower(ctx: &Context, module: &mut OwnedOp, options: OutOfSsaOptions) -> OutOfSsaStats {
    let mut total = OutOfSsaStats::default();
    for_each_isolated_body(module, |body, roots, holder| {
        let loc = holder.loc;
        let stats = convert_block_args_to_copies(ctx, body, roots, loc, options)
            .unwrap_or_else(|d| panic!("{}", d.message));
        verify_out_of_ssa(ctx, body, roots).unwrap_or_else(|d| panic!("{}", d.message));
        total.variables += stats.variables;
        total.max_live = total.max_live.max(stats.max_live);
        total.copies += stats.copies;
        total.naive_copies += stats.naive_copies;
        total.temporaries += stats.temporaries;
        total.split_edges += stats.split_edges;
    });
    if let Err(d) = ir_core::verifier::verify(ctx, &module.body, module.op) {
        panic!("{}:\n{}", d.message, print(ctx, module));
    }
    total
}

/// The module in the generic form.
fn print(ctx: &Context, module: &OwnedOp) -> String {
    let options = PrintOptions {
        generic: true,
        debug_info: false,
        ..Default::default()
    };
    print_op(ctx, &module.body, module.op, &options)
}

/// Runs `@name` on `i32` arguments with `fuel`.
fn run(
    ctx: &Context,
    module: &OwnedOp,
    name: &str,
    args: &[i128],
    fuel: u64,
) -> Result<Vec<RtValue>, String> {
    let args = args.iter().map(|&a| RtValue::int(a, 32)).collect();
    let limits = RunLimits {
        fuel,
        ..RunLimits::default()
    };
    run_function(ctx, &module.body, module.op, name, args, limits).map_err(|d| d.message)
}

/// `@f` of `src` lowered: its results on each of `inputs` equal the
/// original's, the lowered text parses back to the same text; returns the
/// stats and the lowered text.
fn lower_and_compare(
    src: &str,
    inputs: &[&[i128]],
    options: OutOfSsaOptions,
) -> (OutOfSsaStats, String) {
    let ctx = context();
    let original = parse(&ctx, src);
    let mut lowered = parse(&ctx, src);
    let stats = lower(&ctx, &mut lowered, options);
    let text = print(&ctx, &lowered);
    assert_eq!(print(&ctx, &parse(&ctx, &text)), text, "round trip");
    for args in inputs {
        let expected = run(&ctx, &original, "f", args, 100_000);
        let actual = run(&ctx, &lowered, "f", args, 1_000_000);
        assert_eq!(actual, expected, "on {args:?}:\n{text}");
    }
    (stats, text)
}
