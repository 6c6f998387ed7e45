//! What the measuring examples share: the tool's set-up (every shipped
//! dialect and pass), reading an input, and timing: the fastest of several
//! runs, and a way to start a run with cold caches. Each example uses part
//! of it.
//!
//! Why cold runs: a benchmark that repeats a computation on the same data
//! keeps an input that fits in the last-level cache (a 100k-op function,
//! tens of MB) in that cache from one run to the next, while a 10x larger
//! input never fits. Comparing the two then compares cache hits with
//! memory reads, not the algorithm's work; evicting everything before each
//! run puts both sizes on the same footing.

#![allow(dead_code)]

use ir_core::pass::{parse_pipeline, PassManager, PassRegistry, RunConfig};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::{Context, OwnedOp};
use std::time::{Duration, Instant};

/// A context with every shipped dialect, unregistered ops allowed.
pub fn context() -> Context {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered(true);
    ctx
}

/// Every shipped pass.
pub fn passes() -> PassRegistry {
    let mut passes = PassRegistry::new();
    ir_passes::register_all(&mut passes);
    passes
}

/// Parses `text`, the contents of the file `path`.
pub fn parse(ctx: &Context, path: &str, text: &str) -> OwnedOp {
    let options = ParseOptions::whole_file(path);
    parse_source(ctx, text, options).expect("the input parses")
}

/// A pass manager that runs `pipeline` with `config`.
pub fn manager(
    ctx: &Context,
    passes: &PassRegistry,
    pipeline: &str,
    config: RunConfig,
) -> PassManager {
    let pm = parse_pipeline(ctx, passes, pipeline)
        .expect("the pipeline parses")
        .expect("the pipeline is not empty");
    PassManager::new(pm, config)
}

/// Bytes read to evict the caches: several times any last-level cache of
/// today's machines.
const FLUSH_BYTES: usize = 256 << 20;

/// A buffer whose reading evicts everything else from the caches.
pub struct Flush(Vec<u64>);

impl Flush {
    /// Allocates (and touches) the buffer.
    pub fn new() -> Self {
        Self(vec![1; FLUSH_BYTES / 8])
    }

    /// Reads the whole buffer.
    pub fn evict(&self) {
        std::hint::black_box(self.0.iter().fold(0u64, |a, &x| a ^ x));
    }
}

/// The time `f` takes, what it returns dropped outside the measurement.
pub fn time<T>(f: impl FnOnce() -> T) -> Duration {
    let start = Instant::now();
    let result = f();
    let elapsed = start.elapsed();
    drop(result);
    elapsed
}

/// The fastest of `runs` measurements.
pub fn fastest(runs: usize, measure: impl FnMut() -> Duration) -> Duration {
    std::iter::repeat_with(measure)
        .take(runs)
        .min()
        .expect("at least one run")
}

/// `time` in milliseconds, for reports.
pub fn ms(time: Duration) -> String {
    format!("{:.3} ms", time.as_secs_f64() * 1000.0)
}
