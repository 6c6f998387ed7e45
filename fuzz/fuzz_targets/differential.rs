//! `differential`: the fuzzer's bytes pick a seed and the generator's
//! knobs; the generated program goes through every transform pass and
//! standard pipeline and must compute the same in the interpreter
//! (a mismatch or a panic is a finding).
#![no_main]

use bench_gen::{generate_program, ProgramConfig};
use ir_difftest::{pipelines, Harness};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fuzz_target!(|data: &[u8]| {
    static HARNESS: OnceLock<Harness> = OnceLock::new();
    let harness = HARNESS.get_or_init(Harness::new);
    let mut bytes = [0u8; 8];
    for (i, b) in data.iter().take(8).enumerate() {
        bytes[i] = *b;
    }
    let seed = u64::from_le_bytes(bytes);
    let knob = |i: usize, range: usize| data.get(8 + i).map_or(0, |&b| b as usize % range);
    let config = ProgramConfig {
        functions: 1 + knob(0, 4),
        ops_per_function: 10 + knob(1, 100),
        max_trips: 1 + knob(2, 8) as u32,
        ..ProgramConfig::default()
    };
    let program = generate_program(seed, &config);
    for pipeline in pipelines(harness.passes()) {
        if let Err(mismatch) = harness.check(&program, &pipeline, seed) {
            panic!("{mismatch}");
        }
    }
});
