//! `bench-gen` command line: writes one generated MLIR module to stdout or
//! `-o FILE`: a large benchmark input (`--shape`), or a small random
//! program for differential testing (`--program`).

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use bench_gen::{generate, generate_program, Config, Feature, Features, ProgramConfig, Shape};
use clap::Parser;

/// Generate an MLIR module: a large benchmark input in generic op form
/// (the default), or with `--program` a small random program in custom
/// form, free of undefined behaviour, for differential testing. The output
/// depends only on the arguments.
#[derive(Parser, Debug)]
#[command(name = "bench-gen", version)]
struct Args {
    /// Generate a random program instead of a benchmark input.
    #[arg(long, conflicts_with = "shape")]
    program: bool,
    /// Benchmark: kind of code to generate [default: mixed].
    #[arg(long, value_enum)]
    shape: Option<Shape>,
    /// Benchmark: total op count, including builtin.module, func.func and
    /// terminators [default: 10000]. Program: ops per function, roughly
    /// [default: 60].
    #[arg(long)]
    ops: Option<usize>,
    /// Benchmark: number of functions the ops are spread over [default: 1].
    /// Program: number of functions, @main included [default: 4].
    #[arg(long)]
    functions: Option<usize>,
    /// PRNG seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Program: the only features to generate, comma-separated [default: all].
    #[arg(long, value_enum, value_delimiter = ',', requires = "program")]
    features: Option<Vec<Feature>>,
    /// Program: features to leave out, comma-separated (names as for
    /// --features).
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        requires = "program",
        hide_possible_values = true
    )]
    without: Vec<Feature>,
    /// Program: deepest nesting of branches, loops and regions [default: 3].
    #[arg(long, requires = "program")]
    max_depth: Option<usize>,
    /// Program: deepest nesting of loops [default: 2].
    #[arg(long, requires = "program")]
    max_loop_depth: Option<usize>,
    /// Program: most iterations of any loop [default: 6].
    #[arg(long, requires = "program")]
    max_trips: Option<u32>,
    /// Output file (default: stdout).
    #[arg(short, long)]
    output: Option<PathBuf>,
}

/// What to write, from the arguments.
enum Job {
    Benchmark(Config),
    Program(u64, ProgramConfig),
}

impl Job {
    fn from_args(args: &Args) -> Result<Self, String> {
        if !args.program {
            let cfg = Config {
                shape: args.shape.unwrap_or(Shape::Mixed),
                ops: args.ops.unwrap_or(10_000),
                functions: args.functions.unwrap_or(1),
                seed: args.seed,
            };
            cfg.validate()?;
            return Ok(Job::Benchmark(cfg));
        }
        let default = ProgramConfig::default();
        let features = args
            .features
            .as_deref()
            .map_or_else(Features::all, Features::from_list)
            .without(&args.without);
        let cfg = ProgramConfig {
            functions: args.functions.unwrap_or(default.functions),
            ops_per_function: args.ops.unwrap_or(default.ops_per_function),
            max_depth: args.max_depth.unwrap_or(default.max_depth),
            max_loop_depth: args.max_loop_depth.unwrap_or(default.max_loop_depth),
            max_trips: args.max_trips.unwrap_or(default.max_trips),
            features,
            ..default
        };
        cfg.validate()?;
        Ok(Job::Program(args.seed, cfg))
    }

    fn write(&self, out: impl Write) -> io::Result<()> {
        let mut out = BufWriter::with_capacity(1 << 20, out);
        match self {
            Job::Benchmark(cfg) => generate(cfg, &mut out)?,
            Job::Program(seed, cfg) => out.write_all(generate_program(*seed, cfg).as_bytes())?,
        }
        out.flush()
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let job = match Job::from_args(&args) {
        Ok(job) => job,
        Err(e) => {
            eprintln!("bench-gen: {e}");
            return ExitCode::from(2);
        }
    };
    let result = match &args.output {
        Some(path) => File::create(path).and_then(|f| job.write(f)),
        None => job.write(io::stdout().lock()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-gen: {e}");
            ExitCode::FAILURE
        }
    }
}
