//! The lowering on the shipped dialects (`func`, `cf`, `arith`, `memref`):
//! the program of the `run.mlir` lit test computes the same in the
//! interpreter before and after leaving SSA, coalesced or not, on several
//! array sizes.

use crate::nested::for_each_isolated_body;
use crate::out_of_ssa::{convert_block_args_to_copies, OutOfSsaOptions};
use ir_core::interp::{run_function, RtValue, RunLimits};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::{Context, OwnedOp};

const PROGRAM: &str = include_str!("../../../../test/Transforms/out-of-ssa/run.mlir");

fn parse(ctx: &Context) -> OwnedOp {
    let options = ParseOptions::whole_file("run.mlir");
    let Ok(module) = parse_source(ctx, PROGRAM, options) else {
        panic!("run.mlir does not parse");
    };
    module
}

fn run(ctx: &Context, module: &OwnedOp, n: i128) -> Vec<RtValue> {
    let args = vec![RtValue::int(n, 64)];
    run_function(
        ctx,
        &module.body,
        module.op,
        "main",
        args,
        RunLimits::default(),
    )
    .unwrap_or_else(|d| panic!("{}", d.message))
}

#[test]
fn the_shipped_dialects_run_the_same_after_leaving_ssa() {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    let original = parse(&ctx);
    for coalesce in [true, false] {
        let mut lowered = parse(&ctx);
        for_each_isolated_body(&mut lowered, |body, roots, holder| {
            let loc = holder.loc;
            let options = OutOfSsaOptions {
                coalesce,
                measure_pressure: false,
            };
            convert_block_args_to_copies(&ctx, body, roots, loc, options)
                .unwrap_or_else(|d| panic!("{}", d.message));
        });
        ir_core::verifier::verify(&ctx, &lowered.body, lowered.op)
            .unwrap_or_else(|d| panic!("{}", d.message));
        for n in [0, 1, 2, 5, 9, 16] {
            assert_eq!(run(&ctx, &lowered, n), run(&ctx, &original, n), "n = {n}");
        }
    }
}
