//! Command-line options of `ir-reduce`, spelled as `mlir-reduce`'s
//! (docs/Tools/mlir-reduce.md): `--reduction-tree='traversal-mode=0
//! test=SCRIPT test-arg=ARG'` and `--opt-reduction-pass='opt-pass=PIPELINE
//! test=SCRIPT'`, plus a `--test=SCRIPT` shorthand and the built-in tests
//! `--crash`, `--diagnostic` and `--miscompile`, which need no script.

use crate::reduce::BuiltinTest;
use clap::Parser;
use std::path::PathBuf;
use std::time::Duration;

/// Shrinks an MLIR file while a test still finds it interesting.
#[derive(Parser, Debug)]
#[command(name = "ir-reduce", version, about, long_about = None)]
pub(crate) struct ReduceOptions {
    /// Input file.
    pub input: PathBuf,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', default_value = "-")]
    pub output: PathBuf,
    /// `mlir-reduce`'s reduction tree: `traversal-mode=0 test=SCRIPT
    /// [test-arg=ARG]...` (only mode 0, a single path, is implemented,
    /// as in `mlir-reduce`).
    #[arg(long = "reduction-tree", value_name = "OPTIONS")]
    pub reduction_tree: Option<String>,
    /// `mlir-reduce`'s optimisation reduction: `opt-pass=PIPELINE
    /// test=SCRIPT [test-arg=ARG]...`: runs the pipeline once and keeps
    /// its output if smaller and interesting.
    #[arg(long = "opt-reduction-pass", value_name = "OPTIONS")]
    pub opt_reduction_pass: Option<String>,
    /// The interestingness script (exit status 1: interesting), run as
    /// `SCRIPT [TEST-ARG]... FILE`.
    #[arg(long = "test", value_name = "SCRIPT")]
    pub test: Option<PathBuf>,
    /// An argument the script gets before the file (repeatable).
    #[arg(long = "test-arg", value_name = "ARG")]
    pub test_arg: Vec<String>,
    /// Seconds a run of the script may take (fractions allowed); one that
    /// takes longer is killed, with what it started, and counts as not
    /// interesting. No limit by default, as in `mlir-reduce`.
    #[arg(long = "test-timeout", value_name = "SECONDS", value_parser = seconds)]
    pub test_timeout: Option<Duration>,
    /// Built-in test: PIPELINE panics or reports an internal error.
    #[arg(long = "crash", value_name = "PIPELINE")]
    pub crash: Option<String>,
    /// Built-in test: `--pipeline` reports an error containing TEXT.
    #[arg(long = "diagnostic", value_name = "TEXT", requires = "pipeline")]
    pub diagnostic: Option<String>,
    /// The pipeline of `--diagnostic`.
    #[arg(long = "pipeline", value_name = "PIPELINE")]
    pub pipeline: Option<String>,
    /// Built-in test: PIPELINE changes what `--entry` computes on
    /// `--args` in the interpreter, from a program that runs without
    /// undefined behaviour.
    #[arg(long = "miscompile", value_name = "PIPELINE")]
    pub miscompile: Option<String>,
    /// The function `--miscompile` runs.
    #[arg(long = "entry", default_value = "main")]
    pub entry: String,
    /// Its arguments, comma-separated (as `ir-run --args`).
    #[arg(long = "args", default_value = "")]
    pub args: String,
    /// Ops executed at most per run of `--miscompile`.
    #[arg(long = "fuel", default_value_t = 1_000_000)]
    pub fuel: u64,
    /// Rounds at most.
    #[arg(long = "max-rounds", default_value_t = 32)]
    pub max_rounds: usize,
}

/// What decides interestingness, and whether only a pipeline reduces.
#[derive(Debug)]
pub(crate) enum Choice {
    /// A script with its arguments.
    Script(PathBuf, Vec<String>),
    /// A built-in test.
    Builtin(BuiltinTest),
}

/// The test and the optimisation pipeline (`--opt-reduction-pass`) the
/// options ask for, or what is wrong with them.
pub(crate) fn choose(options: &ReduceOptions) -> Result<(Choice, Option<String>), String> {
    let mut choices = Vec::new();
    let mut opt_pass = None;
    let mut script_args = options.test_arg.clone();
    let mut script = options.test.clone();
    for (flag, text) in [
        ("--reduction-tree", &options.reduction_tree),
        ("--opt-reduction-pass", &options.opt_reduction_pass),
    ] {
        let Some(text) = text else { continue };
        for word in text.split_whitespace() {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| format!("{flag}: '{word}' is not KEY=VALUE"))?;
            match (flag, key) {
                ("--reduction-tree", "traversal-mode") => traversal_mode(value)?,
                ("--opt-reduction-pass", "opt-pass") => opt_pass = Some(module_pipeline(value)),
                (_, "test") => script = Some(PathBuf::from(value)),
                (_, "test-arg") => script_args.push(value.to_string()),
                _ => return Err(format!("{flag}: unknown option '{key}'")),
            }
        }
    }
    if options.opt_reduction_pass.is_some() && opt_pass.is_none() {
        return Err("--opt-reduction-pass needs opt-pass=PIPELINE".to_string());
    }
    if let Some(script) = script {
        choices.push(Choice::Script(script, script_args));
    }
    if let Some(pipeline) = &options.crash {
        choices.push(Choice::Builtin(BuiltinTest::Crash {
            pipeline: module_pipeline(pipeline),
        }));
    }
    if let (Some(text), Some(pipeline)) = (&options.diagnostic, &options.pipeline) {
        choices.push(Choice::Builtin(BuiltinTest::Diagnostic {
            text: text.clone(),
            pipeline: module_pipeline(pipeline),
        }));
    }
    if let Some(pipeline) = &options.miscompile {
        choices.push(Choice::Builtin(BuiltinTest::Miscompile {
            pipeline: module_pipeline(pipeline),
            entry: options.entry.clone(),
            args: options.args.clone(),
            fuel: options.fuel,
        }));
    }
    if choices.len() > 1 {
        return Err(
            "give one test: a script (test=, --test), --crash, --diagnostic or --miscompile"
                .to_string(),
        );
    }
    let choice = choices.pop().ok_or(
        "no test given: a script (--test=SCRIPT, or test= in --reduction-tree), --crash, --diagnostic or --miscompile",
    )?;
    Ok((choice, opt_pass))
}

/// A positive number of seconds, for `--test-timeout`.
fn seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() && s < 1e9 => Ok(Duration::from_secs_f64(s)),
        _ => Err(format!("'{text}' is not a positive number of seconds")),
    }
}

/// Checks `traversal-mode=VALUE` as `mlir-reduce` does: VALUE is an
/// unsigned integer (LLVM's `uint` option syntax), and only 0, MLIR's
/// `SinglePath`, is implemented; 1 (`Backtrack`) and 2 (`MultiPath`) are
/// named in MLIR's `TraversalMode` but rejected by its reduction tree.
fn traversal_mode(value: &str) -> Result<(), String> {
    match llvm_uint(value) {
        Some(0) => Ok(()),
        Some(mode) => Err(format!(
            "--reduction-tree: traversal-mode={mode}: unsupported traversal mode detected (only 0, a single path, is implemented, as in mlir-reduce)"
        )),
        None => Err(format!(
            "--reduction-tree: traversal-mode: '{value}' value invalid for uint argument"
        )),
    }
}

/// `text` as an LLVM `cl::opt<unsigned>` reads it (`getAsInteger` with
/// radix 0): decimal, `0x` hexadecimal, `0b` binary, `0o` or a leading
/// `0` octal, no sign, within 32 bits.
fn llvm_uint(text: &str) -> Option<u32> {
    let lower = text.to_ascii_lowercase();
    let (radix, digits) = if let Some(rest) = lower.strip_prefix("0x") {
        (16, rest)
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (2, rest)
    } else if let Some(rest) = lower.strip_prefix("0o") {
        (8, rest)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

/// `text` as a pipeline on the module: as written when it names
/// `builtin.module`, else nested in it (`canonicalize` reads as
/// `builtin.module(canonicalize)`, as `mlir-reduce`'s `opt-pass` does).
fn module_pipeline(text: &str) -> String {
    if text.trim_start().starts_with("builtin.module") {
        text.to_string()
    } else {
        format!("builtin.module({text})")
    }
}

#[cfg(test)]
mod tests {
    use super::{llvm_uint, seconds, traversal_mode};
    use std::time::Duration;

    #[test]
    fn timeouts_are_positive_seconds() {
        assert_eq!(seconds("0.5"), Ok(Duration::from_millis(500)));
        for text in ["0", "-1", "inf", "NaN", "soon"] {
            assert!(seconds(text).is_err(), "{text}");
        }
    }

    #[test]
    fn unsigned_integers_read_as_llvm_reads_them() {
        for (text, value) in [("0", 0), ("00", 0), ("0x1f", 31), ("0B11", 3), ("010", 8)] {
            assert_eq!(llvm_uint(text), Some(value), "{text}");
        }
        for text in ["", "+0", "-1", "x", "0x", "09", "4294967296"] {
            assert_eq!(llvm_uint(text), None, "{text}");
        }
    }

    #[test]
    fn only_single_path_is_accepted() {
        assert!(traversal_mode("0x0").is_ok());
        let error = traversal_mode("1").unwrap_err();
        assert!(
            error.contains("unsupported traversal mode detected"),
            "{error}"
        );
        let error = traversal_mode("fast").unwrap_err();
        assert!(
            error.contains("'fast' value invalid for uint argument"),
            "{error}"
        );
    }
}
