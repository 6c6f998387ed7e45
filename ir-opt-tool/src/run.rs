//! `ir-run`: runs a function of an MLIR file in the interpreter and prints
//! its results, one per line. [`run_main`] is the library entry a
//! downstream tool calls with its own dialects.

use crate::stdio::{self, WriteFailure};
use crate::{DiagnosticFormat, InputText};
use clap::Parser;
use ir_core::diagnostics::{render_snippet, SourceManager};
use ir_core::interp::{function_signature, run_function, RtValue, RunLimits};
use ir_core::syntax::printer::print_type;
use ir_core::{Context, Diagnostic, OwnedOp};
use std::ffi::OsString;
use std::path::Path;
use std::process::ExitCode;

/// Runs a function of an MLIR file in the interpreter.
#[derive(Parser, Debug)]
#[command(name = "ir-run", version, about)]
struct RunOptions {
    /// Input file (`-` for standard input).
    input: std::path::PathBuf,
    /// The function to run.
    #[arg(short = 'e', long = "entry", default_value = "main")]
    entry: String,
    /// Its arguments, comma-separated (`3,-1,true,2.5`).
    #[arg(long = "args", default_value = "")]
    args: String,
    /// Ops executed at most before giving up.
    #[arg(long = "fuel", default_value_t = RunLimits::default().fuel)]
    fuel: u64,
}

/// Parses `args`, runs the entry function, prints its results; exit code 1
/// with a diagnostic on any error (undefined behaviour included), and on
/// a failed write (see [`crate::stdio`]).
pub fn run_main(
    args: impl IntoIterator<Item = OsString>,
    register: impl FnOnce(&mut Context),
) -> ExitCode {
    run_tool(args, register).unwrap_or_else(|failure| stdio::exit_after(&failure))
}

fn run_tool(
    args: impl IntoIterator<Item = OsString>,
    register: impl FnOnce(&mut Context),
) -> Result<ExitCode, WriteFailure> {
    let options = match RunOptions::try_parse_from(args) {
        Ok(options) => options,
        Err(error) => return crate::exit_for_usage(&error),
    };
    let mut ctx = Context::new();
    register(&mut ctx);
    let from_stdin = options.input.as_os_str() == "-";
    let name = if from_stdin {
        "<stdin>".to_string()
    } else {
        options.input.display().to_string()
    };
    let read = if from_stdin {
        InputText::from_stdin()
    } else {
        InputText::from_file(&options.input, &name, Path::new("-"))
    };
    let text = match read {
        Ok(text) => text,
        Err(error) => return crate::fail(&error.render(&ctx, DiagnosticFormat::Snippet, false)),
    };
    let text = text.as_str();
    match run(&ctx, &name, text, &options) {
        Ok(results) => {
            let lines: String = results.iter().map(|value| format!("{value}\n")).collect();
            stdio::print(&lines)?;
            Ok(ExitCode::SUCCESS)
        }
        Err(diagnostic) => {
            let mut sources = SourceManager::default();
            sources.add(&name, text);
            crate::fail(&render_snippet(&ctx, &sources, &diagnostic, false))
        }
    }
}

fn run(
    ctx: &Context,
    name: &str,
    text: &str,
    options: &RunOptions,
) -> Result<Vec<RtValue>, Diagnostic> {
    let module = crate::reduce::load(ctx, name, text)?;
    let args = entry_args(ctx, &module, &options.entry, &options.args)?;
    let limits = RunLimits {
        fuel: options.fuel,
        ..RunLimits::default()
    };
    run_function(ctx, &module.body, module.op, &options.entry, args, limits)
}

/// The arguments `text` gives (comma-separated, as `--args`) for the
/// function `entry` of `module`, checked against its signature.
pub(crate) fn entry_args(
    ctx: &Context,
    module: &OwnedOp,
    entry: &str,
    text: &str,
) -> Result<Vec<RtValue>, Diagnostic> {
    let (inputs, loc) = function_signature(ctx, &module.body, module.op, entry)
        .map(|((inputs, _), loc)| (inputs, loc))
        .ok_or_else(|| {
            let loc = module.body.op_loc(module.op);
            Diagnostic::error(loc, format!("no function '@{}' with a signature", entry))
        })?;
    let texts: Vec<&str> = text.split(',').filter(|a| !a.trim().is_empty()).collect();
    if texts.len() != inputs.len() {
        return Err(Diagnostic::error(
            loc,
            format!(
                "'@{}' takes {} arguments, {} given",
                entry,
                inputs.len(),
                texts.len()
            ),
        ));
    }
    texts
        .iter()
        .zip(&inputs)
        .enumerate()
        .map(|(index, (text, &ty))| {
            RtValue::parse(ctx, text, ty).map_err(|message| {
                let mut ty_text = String::new();
                print_type(ctx, ty, &mut ty_text);
                let message = format!("bad argument #{index} ({ty_text}) of '@{entry}': {message}");
                Diagnostic::error(loc, message)
            })
        })
        .collect()
}
