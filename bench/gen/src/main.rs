//! `bench-gen` command line: writes one generated MLIR module to stdout or `-o FILE`.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use bench_gen::{generate, Config, Shape};
use clap::Parser;

/// Generate a large MLIR module (generic op form) for parser/printer/pass
/// benchmarks. The output depends only on the arguments.
#[derive(Parser, Debug)]
#[command(name = "bench-gen", version)]
struct Args {
    /// Kind of code to generate.
    #[arg(long, value_enum, default_value_t = Shape::Mixed)]
    shape: Shape,
    /// Total op count (including builtin.module, func.func and terminators).
    #[arg(long, default_value_t = 10_000)]
    ops: usize,
    /// Number of functions the ops are spread over.
    #[arg(long, default_value_t = 1)]
    functions: usize,
    /// PRNG seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Output file (default: stdout).
    #[arg(short, long)]
    output: Option<PathBuf>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let cfg = Config {
        shape: args.shape,
        ops: args.ops,
        functions: args.functions,
        seed: args.seed,
    };
    if let Err(e) = cfg.validate() {
        eprintln!("bench-gen: {e}");
        return ExitCode::from(2);
    }
    let result = match &args.output {
        Some(path) => File::create(path).and_then(|f| write(&cfg, f)),
        None => write(&cfg, io::stdout().lock()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-gen: {e}");
            ExitCode::FAILURE
        }
    }
}

fn write(cfg: &Config, out: impl Write) -> io::Result<()> {
    let mut out = BufWriter::with_capacity(1 << 20, out);
    generate(cfg, &mut out)?;
    out.flush()
}
