//! The `ir-opt` driver as a library: [`opt_main`] is what a downstream
//! `foo-opt` calls with a function that registers its own dialects (MLIR's
//! `MlirOptMain` pattern).

mod cli;
mod process;

pub use cli::{DiagnosticFormat, Options};
pub use process::{process_buffer, split_chunks, Outcome};

use clap::Parser;
use ir_core::Context;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::ExitCode;

/// Runs the tool on command-line `args`: parse options, read the input,
/// process it, write the output. Exit code 0 on success, 1 on any error.
pub fn opt_main(
    args: impl IntoIterator<Item = OsString>,
    register: impl FnOnce(&mut Context),
) -> ExitCode {
    let options = match Options::try_parse_from(cli::normalize_args(args)) {
        Ok(options) => options,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let mut ctx = Context::new();
    register(&mut ctx);
    ctx.set_allow_unregistered(options.allow_unregistered_dialect);
    let (name, text) = match read_input(&options) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(1);
        }
    };
    let outcome = match write_output(&options, |out| {
        process_buffer(&ctx, &name, &text, &options, out)
    }) {
        Ok(outcome) => outcome,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(1);
        }
    };
    eprint!("{}", outcome.stderr);
    if !outcome.success {
        discard_output_file(&options);
    }
    if outcome.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn read_input(options: &Options) -> Result<(String, String), String> {
    if options.input.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(("<stdin>".to_string(), text));
    }
    let name = options.input.display().to_string();
    let bytes = std::fs::read(&options.input).map_err(|e| format!("cannot read '{name}': {e}"))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "'{name}' is not valid UTF-8 (byte {})",
            e.utf8_error().valid_up_to()
        )
    })?;
    Ok((name, text))
}

/// Like mlir-opt, leaves no output file behind when the run failed; only a
/// regular file is removed (never `/dev/null` or another special file).
fn discard_output_file(options: &Options) {
    let is_regular_file =
        std::fs::symlink_metadata(&options.output).is_ok_and(|m| m.file_type().is_file());
    if options.output.as_os_str() != "-" && is_regular_file {
        let _ = std::fs::remove_file(&options.output);
    }
}

/// Runs `produce` with a buffered writer to the output file or stdout.
fn write_output(
    options: &Options,
    produce: impl FnOnce(&mut dyn Write) -> std::io::Result<Outcome>,
) -> Result<Outcome, String> {
    let target = options.output.display().to_string();
    let sink: Box<dyn Write> = if options.output.as_os_str() == "-" {
        Box::new(std::io::stdout().lock())
    } else {
        Box::new(
            std::fs::File::create(&options.output)
                .map_err(|e| format!("cannot write '{target}': {e}"))?,
        )
    };
    let mut writer = std::io::BufWriter::with_capacity(1 << 16, sink);
    let outcome = produce(&mut writer).map_err(|e| format!("cannot write '{target}': {e}"))?;
    writer
        .flush()
        .map_err(|e| format!("cannot write '{target}': {e}"))?;
    Ok(outcome)
}
