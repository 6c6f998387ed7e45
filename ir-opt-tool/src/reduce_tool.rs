//! `ir-reduce`: the reducer as a tool. [`reduce_main`] is what a
//! downstream `foo-reduce` calls with its own dialects and passes
//! registered, as `foo-opt` calls [`crate::opt_main`] (MLIR's
//! `mlirReduceMain`). Exit code 0 with the reduced module written, 1 with
//! a message on any error (bad options, a pipeline that does not parse,
//! input that does not parse or verify or is not interesting).

use crate::pass_flags::check_pipeline;
use crate::reduce::{quiet_panics, BuiltinTest, ReduceError, Reducer, ScriptTest};
use crate::reduce_cli::{choose, Choice, ReduceOptions};
use crate::stdio::{self, WriteFailure};
use crate::{fail, DiagnosticFormat, InputText, OptRegistry, Output};
use clap::Parser;
use ir_core::diagnostics::{render_snippet, SourceManager};
use std::ffi::OsString;
use std::process::ExitCode;
use std::sync::OnceLock;
use std::time::Instant;

/// Runs `ir-reduce` on command-line `args` with what `register` registers.
pub fn reduce_main(
    args: impl IntoIterator<Item = OsString>,
    register: impl FnOnce(&mut OptRegistry),
) -> ExitCode {
    run_reduce(args, register).unwrap_or_else(|failure| stdio::exit_after(&failure))
}

fn run_reduce(
    args: impl IntoIterator<Item = OsString>,
    register: impl FnOnce(&mut OptRegistry),
) -> Result<ExitCode, WriteFailure> {
    let start = Instant::now();
    let options = match ReduceOptions::try_parse_from(crate::cli::normalize_args(args)) {
        Ok(options) => options,
        Err(error) => return crate::exit_for_usage(&error),
    };
    let mut registry = OptRegistry::default();
    register(&mut registry);
    let OptRegistry {
        context: ctx,
        passes,
    } = registry;
    let (choice, opt_pass) = match choose(&options) {
        Ok(chosen) => chosen,
        Err(message) => return fail(&format!("error: {message}\n")),
    };
    let pipelines = match &choice {
        Choice::Builtin(
            BuiltinTest::Crash { pipeline }
            | BuiltinTest::Diagnostic { pipeline, .. }
            | BuiltinTest::Miscompile { pipeline, .. },
        ) => vec![pipeline],
        Choice::Script(..) => Vec::new(),
    };
    for pipeline in pipelines.into_iter().chain(&opt_pass) {
        if let Err(report) = check_pipeline(&ctx, &passes, pipeline) {
            return fail(&report);
        }
    }
    let name = options.input.display().to_string();
    let text = match InputText::from_file(&options.input, &name, &options.output) {
        Ok(text) => text,
        Err(error) => return fail(&error.render(&ctx, DiagnosticFormat::Snippet, false)),
    };
    let mut reducer = match &opt_pass {
        Some(pipeline) => Reducer::only_pipeline(&ctx, &passes, pipeline),
        None => Reducer::new(&ctx, &passes),
    };
    reducer.max_rounds = reducer.max_rounds.min(options.max_rounds);
    // The first reason a script could not run, for the error if nothing
    // was interesting.
    let script_error = OnceLock::new();
    let mut timed_out = 0;
    let reduced = match &choice {
        Choice::Script(script, args) => {
            let mut script = match ScriptTest::new(script.clone(), args.clone()) {
                Ok(script) => script,
                Err(message) => return fail(&format!("error: {message}\n")),
            };
            script.timeout = options.test_timeout;
            let reduced = reducer.reduce(&name, text.as_str(), &|variant| {
                script.run(variant).unwrap_or_else(|e| {
                    let _ = script_error.set(e);
                    false
                })
            });
            timed_out = script.timed_out();
            reduced
        }
        Choice::Builtin(test) => {
            let check = |variant: &str| test.is_interesting(&ctx, &passes, variant);
            if matches!(test, BuiltinTest::Crash { .. }) {
                quiet_panics(|| reducer.reduce(&name, text.as_str(), &check))
            } else {
                reducer.reduce(&name, text.as_str(), &check)
            }
        }
    };
    let reduced = match reduced {
        Ok(reduced) => reduced,
        Err(ReduceError::Invalid(diagnostic)) => {
            let mut sources = SourceManager::default();
            sources.add(&name, text.as_str());
            return fail(&render_snippet(&ctx, &sources, &diagnostic, false));
        }
        Err(ReduceError::NotInteresting) => {
            let why = match (script_error.get(), options.test_timeout) {
                (Some(e), _) => format!(" ({e})"),
                (None, Some(limit)) if timed_out > 0 => format!(
                    " (the test script ran longer than --test-timeout={} s and was stopped)",
                    limit.as_secs_f64()
                ),
                _ => String::new(),
            };
            return fail(&format!(
                "error: the input is not interesting to the test{why}\n"
            ));
        }
    };
    let mut output = Output::open(&options.output)?;
    let written = output.writer().write_all(reduced.text.as_bytes());
    written.map_err(|error| output.failure(error))?;
    output.finish(true)?;
    if let (Some(limit), 1..) = (options.test_timeout, timed_out) {
        stdio::eprint(&format!(
            "ir-reduce: {timed_out} runs of the test script took longer than --test-timeout={} s: stopped and counted as not interesting\n",
            limit.as_secs_f64()
        ))?;
    }
    stdio::eprint(&format!(
        "ir-reduce: {} ops -> {} ops in {} rounds, {} variants tested, {:.2} s\n",
        reduced.ops_before,
        reduced.ops_after,
        reduced.rounds,
        reduced.tests,
        start.elapsed().as_secs_f64()
    ))?;
    Ok(ExitCode::SUCCESS)
}
