//! `filecheck`: a FileCheck for our lit tests, built on the `litcheck-filecheck` library.
//!
//! It takes LLVM FileCheck's command line (`filecheck CHECK_FILE [--input-file PATH]
//! [--check-prefixes A,B] [--implicit-check-not P] [--strict-whitespace] ...`), reads the
//! input to verify from stdin by default, and exits non-zero with a diagnostic when a check
//! fails. Extra flags can be passed through the `FILECHECK_OPTS` environment variable.
//! Like LLVM's tools, long flags may be spelt with one dash (`-check-prefix=FOO`).

use std::{ffi::OsString, process::ExitCode};

use clap::{ColorChoice, Parser};
use litcheck_core::{
    diagnostics::{DiagResult, IntoDiagnostic},
    reporting::{self, ReportHandlerOpts},
    Input,
};
use litcheck_filecheck::{Config, Dump, Options, Test};

/// Verifies that an input matches the CHECK directives of a check file.
#[derive(Debug, Parser)]
#[command(name = "filecheck")]
struct Cli {
    /// The file holding the CHECK directives, usually the test file itself.
    #[arg(value_name = "CHECK_FILE")]
    check_file: Input,
    /// The file to verify, `-` (the default) for standard input.
    #[arg(long, value_name = "PATH", default_value = "-")]
    input_file: Input,
    #[command(flatten)]
    options: Options,
}

fn main() -> DiagResult<ExitCode> {
    let Cli {
        check_file,
        input_file,
        mut options,
    } = Cli::parse_from(std::env::args_os().map(two_dashes));
    if let Ok(extra) = std::env::var("FILECHECK_OPTS") {
        options.update_from(extra.split_whitespace().map(|arg| two_dashes(arg.into())));
    }
    options.check_prefixes.sort();
    options.check_prefixes.dedup();
    options.comment_prefixes.sort();
    options.comment_prefixes.dedup();
    options.validate()?;
    if options.dump_input == Dump::Help {
        println!("{}", Dump::HELP);
        return Ok(ExitCode::SUCCESS);
    }

    let color = options.color;
    reporting::set_hook(Box::new(move |_| {
        let opts = ReportHandlerOpts::new();
        Box::new(
            match color {
                ColorChoice::Auto => opts,
                choice => opts.color(choice == ColorChoice::Always),
            }
            .build(),
        )
    }))?;

    let config = Config {
        options,
        ..Config::default()
    };
    let check_file = check_file
        .into_source(true, config.source_manager())
        .into_diagnostic()?;
    let input_file = input_file
        .into_source(true, config.source_manager())
        .into_diagnostic()?;
    Test::new(check_file, &config).verify(input_file)?;
    Ok(ExitCode::SUCCESS)
}

/// Spells an LLVM-style long flag (`-check-prefix=X`) the clap way (`--check-prefix=X`),
/// leaving short flags (`-v`, `-vv`, `-DVAR=VALUE`) and everything else alone.
fn two_dashes(arg: OsString) -> OsString {
    match arg.to_str() {
        Some(s)
            if s.len() > 2
                && s.starts_with('-')
                && s.as_bytes()[1].is_ascii_lowercase()
                && s[1..].bytes().any(|b| b != b'v') =>
        {
            format!("-{s}").into()
        }
        _ => arg,
    }
}
