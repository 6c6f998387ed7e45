//! 200 generated programs through every transform pass and standard
//! pipeline, each run in the interpreter before and after: no result may
//! change (the 10,000-program run is `ir-difftest --count 10000`).

use bench_gen::{generate_program, ProgramConfig};
use ir_difftest::{pipelines, Harness};

#[test]
fn passes_keep_what_200_programs_compute() {
    let harness = Harness::new();
    let pipelines = pipelines(harness.passes());
    assert!(pipelines.len() >= 5, "too few pipelines: {pipelines:?}");
    let config = ProgramConfig::default();
    for seed in 0..200 {
        let program = generate_program(seed, &config);
        for pipeline in &pipelines {
            if let Err(mismatch) = harness.check(&program, pipeline, seed) {
                let reduced = harness.reduce(&mismatch, seed);
                panic!("seed {seed}: {mismatch}\n--- reduced:\n{reduced}");
            }
        }
    }
}
