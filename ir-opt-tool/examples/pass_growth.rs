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

use ir_core::pass::{parse_pipeline, PassManager, PassRegistry, RunConfig};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::Context;
use std::time::Duration;

mod common;
use common::{fastest, ms, time, Flush};

/// Runs per measurement; the fastest counts.
const RUNS: usize = 3;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [pipeline, small, large] = &args[..] else {
        panic!("usage: pass_growth PIPELINE SMALL.mlir LARGE.mlir");
    };
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered(true);
    let mut passes = PassRegistry::new();
    ir_passes::register_all(&mut passes);
    let flush = Flush::new();
    let measure = |path: &str, cold: bool| {
        let text = std::fs::read_to_string(path).expect("read the input");
        let pm = parse_pipeline(&ctx, &passes, pipeline)
            .expect("the pipeline parses")
            .expect("the pipeline is not empty");
        let config = RunConfig {
            verify_each: false,
            ..RunConfig::default()
        };
        let mut manager = PassManager::new(pm, config);
        fastest(RUNS, || {
            let options = ParseOptions {
                file: path,
                line_offset: 0,
            };
            let mut module = parse_source(&ctx, &text, options).expect("the input parses");
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
