//! Measures what running passes costs beyond the passes themselves: an
//! empty pipeline on every function (`builtin.module(func.func())`) and a
//! pass that does nothing on every function (`test-function-pass`), with
//! and without threads, against the time to parse the same file.
//!
//! ```sh
//! cargo run --release -p bench-gen -- --ops 1000000 --functions 10000 -o /tmp/10k-fn.mlir
//! cargo run --release -p ir-opt-tool --example pass_overhead /tmp/10k-fn.mlir
//! ```
//!
//! Each time is the median of several runs.

use ir_core::pass::RunConfig;
use ir_core::{Context, OwnedOp};
use std::time::Duration;

mod common;
use common::{context, manager, ms, parse, passes, time};

/// Runs per measurement.
const RUNS: usize = 7;

fn main() {
    let path = std::env::args().nth(1).expect("usage: pass_overhead FILE");
    let text = std::fs::read_to_string(&path).expect("read the input");
    let (ctx, passes) = (context(), passes());
    let parse_time = median(|| time(|| parse(&ctx, &path, &text)));
    let mut module = parse(&ctx, &path, &text);
    let functions = count_functions(&ctx, &module);
    println!("{path}: {functions} functions, parse {}", ms(parse_time));
    for pipeline in [
        "builtin.module(func.func())",
        "builtin.module(func.func(test-function-pass))",
    ] {
        for threads in [true, false] {
            let config = RunConfig {
                threads,
                ..RunConfig::default()
            };
            let mut manager = manager(&ctx, &passes, pipeline, config);
            let taken = median(|| {
                time(|| {
                    let result = manager.run(&ctx, &mut module);
                    assert!(result.success, "the pipeline runs");
                })
            });
            let share = 100.0 * taken.as_secs_f64() / parse_time.as_secs_f64();
            let mode = if threads { "threads" } else { "1 thread" };
            println!(
                "{pipeline:<48} {mode:<8}: {} = {share:.2}% of parsing ({:.0} ns per function)",
                ms(taken),
                taken.as_nanos() as f64 / functions as f64
            );
        }
    }
}

/// The number of ops directly in the module.
fn count_functions(ctx: &Context, module: &OwnedOp) -> usize {
    let body = module.body.regions_body(module.op);
    let mut count = 0;
    for &region in module.body.regions(module.op) {
        for block in body.region_blocks(region) {
            count += body
                .block_ops(block)
                .filter(|&op| ctx.op_name_str(body.op_name(op)) == "func.func")
                .count();
        }
    }
    count
}

/// The median of `RUNS` measurements.
fn median(mut measure: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS).map(|_| measure()).collect();
    times.sort();
    times[RUNS / 2]
}
