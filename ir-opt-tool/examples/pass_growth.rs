//! Measures how a pipeline's time grows from one input to a larger one,
//! with warm and with cold caches.
//!
//! ```sh
//! cargo run --release -p ir-opt-tool --example pass_growth -- \
//!     'builtin.module(func.func(convert-block-args-to-copies))' \
//!     bench/out/cfg-100k-1fn.mlir bench/out/cfg-1m-1fn.mlir
//! ```
//!
//! Each run parses the input, then times the pipeline alone (without
//! verification after each pass, like `-verify-each=false`); each time is
//! the fastest of several runs, taken twice:
//!
//! - **warm**: the pipeline runs right after parsing, as in `ir-opt`. The
//!   parser has just written the IR, and the part that fits in the
//!   last-level cache is still there: most of a 100k-op function's,
//!   little of a 1M-op function's;
//! - **cold**: the caches are flushed between parsing and the pipeline
//!   (see `common`), so both sizes start from memory, and the growth is
//!   the algorithm's.

use ir_core::pass::RunConfig;
use std::time::Duration;

mod common;
use common::{context, fastest, manager, ms, parse, passes, time, Flush};

/// Runs per measurement; the fastest counts.
const RUNS: usize = 3;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [pipeline, small, large] = &args[..] else {
        panic!("usage: pass_growth PIPELINE SMALL.mlir LARGE.mlir");
    };
    let (ctx, passes) = (context(), passes());
    let flush = Flush::new();
    let measure = |path: &str, cold: bool| {
        let text = std::fs::read_to_string(path).expect("read the input");
        let config = RunConfig {
            verify_each: false,
            ..RunConfig::default()
        };
        let mut manager = manager(&ctx, &passes, pipeline, config);
        fastest(RUNS, || {
            let mut module = parse(&ctx, path, &text);
            if cold {
                flush.evict();
            }
            let elapsed = time(|| assert!(manager.run(&ctx, &mut module).success));
            drop(module);
            elapsed
        })
    };
    let mut times: Vec<[Duration; 2]> = Vec::new();
    for path in [small, large] {
        let (warm, cold) = (measure(path, false), measure(path, true));
        println!("{path}: warm {}, cold {}", ms(warm), ms(cold));
        times.push([warm, cold]);
    }
    let growth = |i: usize| times[1][i].as_secs_f64() / times[0][i].as_secs_f64();
    println!("growth: warm {:.2}x, cold {:.2}x", growth(0), growth(1));
}
