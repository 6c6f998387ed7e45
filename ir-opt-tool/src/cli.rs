//! Command-line options of `ir-opt` and of every downstream `*-opt` built on it.
//!
//! Options are spelled as in `mlir-opt`, with one dash (`-split-input-file`);
//! two dashes work too.

use clap::{Parser, ValueEnum};
use std::ffi::OsString;
use std::path::PathBuf;

/// How diagnostics are written to stderr.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum DiagnosticFormat {
    /// The source line with a caret under the spot, and notes likewise.
    #[default]
    Snippet,
    /// MLIR's one-line `file:line:col: error: message` form.
    Line,
}

/// Reads MLIR text, verifies it and prints it back.
#[derive(Parser, Debug)]
#[command(version, about, long_about = None)]
pub struct Options {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    pub input: PathBuf,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', default_value = "-")]
    pub output: PathBuf,
    /// Process each chunk between `// -----` lines on its own; outputs are
    /// separated by `// -----` too.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check diagnostics against `expected-error` (etc.) comments instead of reporting them.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Accept operations of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
    /// Print every op in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Do not verify the input after parsing.
    #[arg(long = "no-verify")]
    pub no_verify: bool,
    /// Colour diagnostics when stderr is a terminal.
    #[arg(long = "color", default_value_t = true, action = clap::ArgAction::Set)]
    pub color: bool,
    /// How to write diagnostics.
    #[arg(long = "diagnostic-format", value_enum, default_value_t)]
    pub diagnostic_format: DiagnosticFormat,
}

/// Turns MLIR's one-dash long options (`-split-input-file`) into clap's
/// two-dash form; `-o` and anything after `--` are left alone.
pub fn normalize_args(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    let mut seen_separator = false;
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            let Some(text) = arg.to_str() else { return arg };
            if i == 0 || seen_separator {
                return arg;
            }
            if text == "--" {
                seen_separator = true;
                return arg;
            }
            let one_dash_long = text.len() > 2 && text.starts_with('-') && !text.starts_with("--");
            if one_dash_long && !text.starts_with("-o") {
                OsString::from(format!("-{text}"))
            } else {
                arg
            }
        })
        .collect()
}
