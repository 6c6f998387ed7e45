//! Command-line options of `ir-opt` and of every downstream `*-opt` built on it.
//!
//! Options are spelled as in `mlir-opt`, with one dash (`-split-input-file`);
//! two dashes work too.

use clap::{ArgAction, Command, Parser, ValueEnum};
use ir_core::diagnostics::verify::Checked;
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

/// `-verify-diagnostics`'s value, as mlir-opt spells it (empty is `all`).
fn diagnostics_check(value: &str) -> Result<Checked, String> {
    match value {
        "" | "all" => Ok(Checked::All),
        "only-expected" => Ok(Checked::OnlyExpected),
        _ => Err(format!("'{value}' is not one of 'all' and 'only-expected'")),
    }
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
    /// Check diagnostics against `expected-error` (etc.) comments instead
    /// of reporting them: `all` of them (the default), or `only-expected`
    /// (each expectation must be met; other diagnostics are ignored).
    #[arg(long = "verify-diagnostics", num_args = 0..=1, require_equals = true,
          default_missing_value = "all", value_name = "all|only-expected",
          value_parser = diagnostics_check)]
    pub verify_diagnostics: Option<Checked>,
    /// Accept operations of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
    /// Print every op in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Print everything inline: no `#map`/`#loc`/`!tuple` aliases.
    #[arg(long = "mlir-print-local-scope")]
    pub print_local_scope: bool,
    /// Number values uniquely across the output: sibling regions and
    /// functions do not reuse numbers (the generic form always does this).
    #[arg(long = "mlir-print-unique-ssa-ids")]
    pub print_unique_ssa_ids: bool,
    /// Comment each value with its users (`// users: %3, %1`, `// unused`),
    /// and each op without results that has operands with its number
    /// (`// id: %5`). Users are listed in the order mlir-opt gives them
    /// when it parses the printed text.
    #[arg(long = "mlir-print-value-users")]
    pub print_value_users: bool,
    /// Print dense elements of more than N elements as one hex string
    /// (-1: never).
    #[arg(
        long = "mlir-print-elementsattrs-with-hex-if-larger",
        value_name = "N",
        default_value_t = 100,
        allow_negative_numbers = true
    )]
    pub print_elements_hex_if_larger: i64,
    /// Print dense elements of more than N elements (not splats) as
    /// `dense_resource<__elided__>`.
    #[arg(long = "mlir-elide-elementsattrs-if-larger", value_name = "N")]
    pub elide_elements_if_larger: Option<u64>,
    /// Attach the op to each error reported at an op, in the generic form
    /// (`note: see current operation: ...`); off with
    /// `-mlir-print-op-on-diagnostic=false` and under `-verify-diagnostics`.
    #[arg(long = "mlir-print-op-on-diagnostic", default_value_t = true, action = ArgAction::Set,
          num_args = 0..=1, require_equals = true, default_missing_value = "true",
          value_parser = llvm_bool)]
    pub print_op_on_diagnostic: bool,
    /// Do not verify the input after parsing.
    #[arg(long = "no-verify")]
    pub no_verify: bool,
    /// Do not put the top-level ops into an implicit `builtin.module`: the
    /// input must hold exactly one top-level op, which pass flags run on.
    #[arg(long = "no-implicit-module")]
    pub no_implicit_module: bool,
    /// Colour diagnostics when stderr is a terminal.
    #[arg(long = "color", default_value_t = true, action = clap::ArgAction::Set,
          value_parser = llvm_bool)]
    pub color: bool,
    /// How to write diagnostics.
    #[arg(long = "diagnostic-format", value_enum, default_value_t)]
    pub diagnostic_format: DiagnosticFormat,
    /// The pipeline to run, e.g. 'builtin.module(func.func(cse),sccp)'
    /// (given twice, the last one runs, as in mlir-opt).
    #[arg(
        long = "pass-pipeline",
        value_name = "PIPELINE",
        overrides_with = "pass_pipeline"
    )]
    pub pass_pipeline: Option<String>,
    /// Print the registered passes with their anchors and options, and exit.
    #[arg(long = "list-passes")]
    pub list_passes: bool,
    /// Print the registered dialects, and exit.
    #[arg(long = "show-dialects")]
    pub show_dialects: bool,
    /// Accepted as mlir-opt's flag to skip verifying the IR before printing
    /// it: ir-opt never runs the verifier before printing (it checks each
    /// op's spec, and prints one that fails it in the generic form rather
    /// than crash), so the output is the same either way.
    #[arg(long = "mlir-print-assume-verified")]
    pub print_assume_verified: bool,
    /// Print the pipeline that will run (to stderr).
    #[arg(long = "dump-pass-pipeline")]
    pub dump_pass_pipeline: bool,
    /// Verify the IR after each pass (`-verify-each=false` turns it off).
    #[arg(long = "verify-each", default_value_t = true, action = ArgAction::Set,
          num_args = 0..=1, require_equals = true, default_missing_value = "true",
          value_parser = llvm_bool)]
    pub verify_each: bool,
    /// Print the IR (to stderr) before every pass.
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_ir_before_all: bool,
    /// Print the IR before the passes named (comma-separated or repeated).
    #[arg(
        long = "mlir-print-ir-before",
        value_name = "PASS",
        value_delimiter = ','
    )]
    pub print_ir_before: Vec<String>,
    /// Print the IR (to stderr) after every pass.
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,
    /// Print the IR after the passes named (comma-separated or repeated).
    #[arg(
        long = "mlir-print-ir-after",
        value_name = "PASS",
        value_delimiter = ','
    )]
    pub print_ir_after: Vec<String>,
    /// When printing the IR after a pass, only print if the pass changed it.
    #[arg(long = "mlir-print-ir-after-change")]
    pub print_ir_after_change: bool,
    /// Print the IR after a pass only if the pass failed (for any pass).
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_ir_after_failure: bool,
    /// Print the top-level op in every IR dump, also around the passes of
    /// nested pipelines (which then run on one op at a time).
    #[arg(long = "mlir-print-ir-module-scope")]
    pub print_ir_module_scope: bool,
    /// Report the time spent parsing, in each pass and analysis, and printing.
    #[arg(long = "mlir-timing")]
    pub timing: bool,
    /// How to lay out the timing report.
    #[arg(long = "mlir-timing-display", value_enum, default_value_t)]
    pub timing_display: TimingLayout,
    /// Report the statistics the passes count.
    #[arg(long = "mlir-pass-statistics")]
    pub pass_statistics: bool,
    /// How to lay out the statistics report.
    #[arg(long = "mlir-pass-statistics-display", value_enum, default_value_t)]
    pub pass_statistics_display: StatisticsLayout,
    /// Parse, run passes, verify and print on one thread (the output is the same).
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// When the pipeline fails or panics, write the IR it started from
    /// with the pipeline, for `--run-reproducer`, to FILE.
    #[arg(long = "mlir-pass-pipeline-crash-reproducer", value_name = "FILE")]
    pub crash_reproducer: Option<PathBuf>,
    /// With a crash reproducer: record only the failing pass, and the IR
    /// just before it, instead of the whole pipeline and its input.
    #[arg(long = "mlir-pass-pipeline-local-reproducer")]
    pub local_reproducer: bool,
    /// Run the pipeline a crash reproducer names (its `mlir_reproducer`
    /// external resource) instead of one given on the command line.
    #[arg(long = "run-reproducer")]
    pub run_reproducer: bool,
}

impl Options {
    /// Whether diagnostics are coloured: asked for, and stderr is a terminal.
    pub fn colored(&self) -> bool {
        self.color && std::io::IsTerminal::is_terminal(&std::io::stderr())
    }
}

/// Layout of the `-mlir-pass-statistics` report.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum StatisticsLayout {
    /// Nested like the pipeline.
    #[default]
    Pipeline,
    /// One entry per pass, counters of its instances summed.
    List,
}

/// A boolean flag's value as LLVM's command line reads it: `true`,
/// `TRUE`, `True` or `1`; `false`, `FALSE`, `False` or `0`.
pub fn llvm_bool(text: &str) -> Result<bool, String> {
    match text {
        "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "'{text}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

/// Lets every on/off flag of `command` also take a value, as mlir-opt's
/// (LLVM's `cl::opt<bool>`) do: `-flag`, `-flag=true`, `-flag=0`, ...
pub fn with_llvm_bool_flags(command: Command) -> Command {
    command.mut_args(|arg| match arg.get_action() {
        ArgAction::SetTrue => arg
            .action(ArgAction::Set)
            .num_args(0..=1)
            .require_equals(true)
            .default_missing_value("true")
            .default_value("false")
            .value_parser(llvm_bool),
        _ => arg,
    })
}

/// Layout of the `-mlir-timing` report.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum TimingLayout {
    /// Nested like the pipeline.
    #[default]
    Tree,
    /// One row per name, times summed, the slowest first.
    List,
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
            let text = if one_dash_long && !text.starts_with("-o") {
                format!("-{text}")
            } else {
                text.to_string()
            };
            OsString::from(braces_to_equals(&text))
        })
        .collect()
}

/// `--pass{options}` (a pass flag with options in braces, as pipelines write
/// them) becomes `--pass=options`, the form clap reads.
fn braces_to_equals(text: &str) -> String {
    let Some(name_end) = text.find(['{', '=']) else {
        return text.to_string();
    };
    let is_braced =
        text.starts_with("--") && text[name_end..].starts_with('{') && text.ends_with('}');
    if is_braced {
        format!(
            "{}={}",
            &text[..name_end],
            &text[name_end + 1..text.len() - 1]
        )
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normalized(args: &[&str]) -> Vec<String> {
        normalize_args(args.iter().map(OsString::from))
            .into_iter()
            .map(|a| a.into_string().expect("utf-8"))
            .collect()
    }

    #[test]
    fn one_dash_flags_and_braced_pass_options() {
        assert_eq!(
            normalized(&[
                "ir-opt",
                "-cse",
                "-o",
                "out",
                "--canonicalize{max-iterations=3}"
            ]),
            [
                "ir-opt",
                "--cse",
                "-o",
                "out",
                "--canonicalize=max-iterations=3"
            ]
        );
        assert_eq!(
            normalized(&["ir-opt", "-p{a=1 b={x}}", "--q=a{b}", "--", "-x{y}"]),
            ["ir-opt", "--p=a=1 b={x}", "--q=a{b}", "--", "-x{y}"]
        );
    }
}
