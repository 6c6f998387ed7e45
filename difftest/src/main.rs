//! `ir-difftest`: generates programs and checks every pass and pipeline
//! on each (see the library). On a mismatch (a panic included) it prints
//! the seed, the pipeline, what differed and the reduced program, and
//! exits 1.
//!
//! `ir-difftest --count 10000 --seed 0` (the full run, outside the test
//! suite); `--pipeline` restricts it to one pipeline.

use bench_gen::{generate_program, ProgramConfig};
use clap::Parser;
use ir_difftest::{pipelines, Harness};
use ir_opt_tool::check_pipeline;
use ir_opt_tool::stdio::{self, WriteFailure};
use rayon::prelude::*;
use std::process::ExitCode;
use std::time::Instant;

/// Differential testing of the passes against the interpreter.
#[derive(Parser, Debug)]
#[command(name = "ir-difftest", version, about)]
struct Args {
    /// How many programs.
    #[arg(long, default_value_t = 1000)]
    count: u64,
    /// The first program's seed (programs use seed, seed + 1, ...).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Check only this pipeline (MLIR pipeline syntax).
    #[arg(long)]
    pipeline: Option<String>,
}

fn main() -> ExitCode {
    run().unwrap_or_else(|failure| stdio::exit_after(&failure))
}

fn run() -> Result<ExitCode, WriteFailure> {
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(error) => return ir_opt_tool::exit_for_usage(&error),
    };
    let harness = Harness::new();
    let pipelines = match &args.pipeline {
        Some(p) => {
            // A pipeline that does not parse is one error, before any program.
            if let Err(report) = check_pipeline(harness.ctx(), harness.passes(), p) {
                stdio::eprint(&report)?;
                return Ok(ExitCode::FAILURE);
            }
            vec![p.clone()]
        }
        None => pipelines(harness.passes()),
    };
    let start = Instant::now();
    let config = ProgramConfig::default();
    let failure = (args.seed..args.seed + args.count)
        .into_par_iter()
        .find_map_any(|seed| {
            let program = generate_program(seed, &config);
            pipelines
                .iter()
                .find_map(|p| harness.check(&program, p, seed).err())
                .map(|mismatch| (seed, mismatch))
        });
    let elapsed = start.elapsed().as_secs_f64();
    match failure {
        None => {
            stdio::print(&format!(
                "{} programs x {} pipelines: 0 mismatches, 0 panics ({elapsed:.1} s)\n",
                args.count,
                pipelines.len()
            ))?;
            Ok(ExitCode::SUCCESS)
        }
        Some((seed, mismatch)) => {
            let reduced = harness.reduce(&mismatch, seed);
            stdio::print(&format!(
                "MISMATCH (seed {seed}) {mismatch}\n--- reduced:\n{reduced}\n"
            ))?;
            Ok(ExitCode::FAILURE)
        }
    }
}
