//! Timing helpers of the examples that measure how time grows with input
//! size: the fastest of several runs, and a way to start a run with cold
//! caches.
//!
//! Why cold runs: a benchmark that repeats a computation on the same data
//! keeps an input that fits in the last-level cache (a 100k-op function,
//! tens of MB) in that cache from one run to the next, while a 10x larger
//! input never fits. Comparing the two then compares cache hits with
//! memory reads, not the algorithm's work; evicting everything before each
//! run puts both sizes on the same footing.

use std::time::{Duration, Instant};

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
    format!("{:.2} ms", time.as_secs_f64() * 1000.0)
}
