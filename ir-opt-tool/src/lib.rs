//! The `ir-opt` driver as a library: [`opt_main`] is what a downstream
//! `foo-opt` calls with a function that registers its own dialects and
//! passes (MLIR's `MlirOptMain` pattern):
//!
//! ```no_run
//! fn main() -> std::process::ExitCode {
//!     ir_opt_tool::opt_main(std::env::args_os(), |registry| {
//!         ir_dialects::register_all(registry.context());
//!         ir_passes::register_all(registry.passes());
//!     })
//! }
//! ```

mod cli;
mod input;
mod list;
mod local_reproducer;
mod output;
mod pass_flags;
mod process;
pub mod reduce;
mod reduce_cli;
mod reduce_tool;
mod reproducer;
mod run;
pub mod stdio;
mod unknown_flag;

pub use cli::{DiagnosticFormat, Options, StatisticsLayout};
pub use input::{InputError, InputText};
pub use list::pass_list;
pub use output::Output;
pub use pass_flags::{check_pipeline, PipelineFailure};
pub use process::{process_buffer, split_chunks, Outcome};
pub use reduce_tool::reduce_main;
pub use run::run_main;
pub use stdio::WriteFailure;

use clap::{CommandFactory, FromArgMatches};
use ir_core::pass::{
    IrPrinting, PassManager, PassRegistry, RunConfig, TimingDisplay, TimingReport,
};
use ir_core::Context;
use std::ffi::OsString;
use std::process::ExitCode;
use std::time::Instant;

/// What a tool registers before it runs: dialects in the context, passes
/// in the pass registry.
#[derive(Default)]
pub struct OptRegistry {
    context: Context,
    passes: PassRegistry,
}

impl OptRegistry {
    /// The context, to register dialects in.
    pub fn context(&mut self) -> &mut Context {
        &mut self.context
    }

    /// The pass registry, to register passes in.
    pub fn passes(&mut self) -> &mut PassRegistry {
        &mut self.passes
    }
}

/// Runs the tool on command-line `args`: register dialects and passes,
/// parse options, read the input, run the pipeline, write the output.
/// Exit code 0 on success, 1 on any error (a failed write included: see
/// [`stdio`]).
pub fn opt_main(
    args: impl IntoIterator<Item = OsString>,
    register: impl FnOnce(&mut OptRegistry),
) -> ExitCode {
    run_opt(args, register).unwrap_or_else(|failure| stdio::exit_after(&failure))
}

fn run_opt(
    args: impl IntoIterator<Item = OsString>,
    register: impl FnOnce(&mut OptRegistry),
) -> Result<ExitCode, WriteFailure> {
    let start = Instant::now();
    let mut registry = OptRegistry::default();
    register(&mut registry);
    let OptRegistry {
        context: mut ctx,
        passes,
    } = registry;
    let command = cli::with_llvm_bool_flags(Options::command());
    let mut command = pass_flags::add_pass_flags(command, &passes);
    let parsed = command
        .try_get_matches_from_mut(cli::normalize_args(args))
        .and_then(|matches| Ok((Options::from_arg_matches(&matches)?, matches)));
    let (options, matches) = match parsed {
        Ok(parsed) => parsed,
        Err(error) => match unknown_flag::unknown_flag_message(&command, &error) {
            Some(message) => return fail(&message),
            None => return exit_for_usage(&error),
        },
    };
    if options.list_passes {
        stdio::print(&pass_list(&passes))?;
        return Ok(ExitCode::SUCCESS);
    }
    if options.show_dialects {
        let mut names: Vec<&str> = ctx.dialect_namespaces().collect();
        names.sort_unstable();
        stdio::print(&format!("Available Dialects: {}\n", names.join(",")))?;
        return Ok(ExitCode::SUCCESS);
    }
    ctx.set_allow_unregistered(options.allow_unregistered_dialect);
    ctx.set_multithreading(!options.disable_threading);
    // As mlir-opt: checked diagnostics come without the op attached.
    ctx.set_print_op_on_diagnostic(
        options.print_op_on_diagnostic && options.verify_diagnostics.is_none(),
    );
    if let Err(message) = check_printing_flags(&options, &passes) {
        return fail(&format!("error: {message}\n"));
    }
    // A reproducer names its pipeline: its input is read first.
    let mut input = None;
    let mut recorded = None;
    if options.run_reproducer {
        let (name, text) = match read_input(&options) {
            Ok(read) => read,
            Err(error) => {
                let colored = options.colored();
                return fail(&error.render(&ctx, options.diagnostic_format, colored));
            }
        };
        match reproducer::recorded_pipeline(&ctx, &name, text.as_str()) {
            Ok(pipeline) => recorded = Some(pipeline),
            Err(message) => return fail(&format!("error: {message}\n")),
        }
        input = Some((name, text));
    }
    let text = recorded.as_deref().or(options.pass_pipeline.as_deref());
    let pipeline = pass_flags::build_pipeline(&ctx, &passes, text, &matches, "builtin.module");
    let flags_follow_input = options.no_implicit_module && text.is_none();
    let mut manager = match pipeline {
        Ok(pipeline) => pipeline.map(|p| PassManager::new(p, run_config(&options))),
        Err(failure) => return fail(&render_pipeline_failure(&ctx, &options, &failure)),
    };
    if let (true, Some(manager)) = (options.dump_pass_pipeline, &manager) {
        let passes = manager.pipeline().items().len();
        stdio::eprint(&format!(
            "Pass Manager with {passes} passes:\n{}",
            manager.pipeline().pretty()
        ))?;
    }
    let read = input.map_or_else(|| read_input(&options), Ok);
    let (name, text) = match read {
        Ok(input) => input,
        Err(error) => {
            let colored = options.colored();
            return fail(&error.render(&ctx, options.diagnostic_format, colored));
        }
    };
    let mut output = Output::open(&options.output)?;
    // As mlir-opt, pass flags run on whatever op is at the top without an
    // implicit module.
    let reanchor = |top_level: &str| {
        pass_flags::build_pipeline(&ctx, &passes, None, &matches, top_level)
            .ok()
            .flatten()
    };
    let outcome = process_buffer(
        &ctx,
        &name,
        &text,
        &options,
        manager.as_mut(),
        flags_follow_input.then_some(&reanchor as &process::Reanchor<'_>),
        output.writer(),
    )?;
    // The IR is complete before what is said about it: a failed run
    // leaves no output (nor a truncated file).
    output.finish(outcome.success)?;
    stdio::eprint(&outcome.stderr)?;
    if options.timing {
        let mut report = TimingReport::new(!options.disable_threading);
        report.push("Parser", outcome.parse_time);
        if let Some(manager) = &manager {
            report.extend(manager.timing_rows());
        }
        report.push("Output", outcome.output_time);
        let display = match options.timing_display {
            cli::TimingLayout::Tree => TimingDisplay::Tree,
            cli::TimingLayout::List => TimingDisplay::List,
        };
        stdio::eprint(&report.render(start.elapsed(), display))?;
    }
    Ok(if outcome.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Reports `message` on standard error: exit code 1.
fn fail(message: &str) -> Result<ExitCode, WriteFailure> {
    stdio::eprint(message)?;
    Ok(ExitCode::from(1))
}

/// Prints a command-line error (or `--help`, `--version`) as clap does,
/// through [`stdio`];
/// exit code 1 for errors, 0 for help and version (whose text goes to
/// standard output, so its failure is reported).
pub fn exit_for_usage(error: &clap::Error) -> Result<ExitCode, WriteFailure> {
    let styled = error.render();
    if error.use_stderr() {
        let colored = std::io::IsTerminal::is_terminal(&std::io::stderr());
        return fail(&if colored {
            styled.ansi().to_string()
        } else {
            styled.to_string()
        });
    }
    stdio::print(&styled.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// The pass manager settings the options ask for.
fn run_config(options: &Options) -> RunConfig {
    RunConfig {
        verify_each: options.verify_each,
        // Parsed input is verified unless `-no-verify`.
        input_verified: !options.no_verify,
        check_incremental_verification: cfg!(debug_assertions),
        threads: !options.disable_threading,
        skip_fixed_points: true,
        timing: options.timing,
        printing: IrPrinting {
            before_all: options.print_ir_before_all,
            before: options.print_ir_before.clone(),
            after_all: options.print_ir_after_all,
            after: options.print_ir_after.clone(),
            after_change: options.print_ir_after_change,
            after_failure: options.print_ir_after_failure,
            module_scope: options.print_ir_module_scope,
            print: process::print_options(options),
        },
    }
}

/// Every pass named by `-mlir-print-ir-before=`/`-after=` is registered.
fn check_printing_flags(options: &Options, passes: &PassRegistry) -> Result<(), String> {
    let named = [
        ("-mlir-print-ir-before", &options.print_ir_before),
        ("-mlir-print-ir-after", &options.print_ir_after),
    ];
    for (flag, names) in named {
        if let Some(name) = names.iter().find(|n| passes.lookup(n).is_none()) {
            let mut message = format!("{flag} names no registered pass '{name}'");
            if let Some(close) = passes.closest(name) {
                message.push_str(&format!("; did you mean '{close}'?"));
            }
            return Err(message);
        }
    }
    Ok(())
}

/// A pipeline error with a caret under the pipeline (or flag) text.
fn render_pipeline_failure(ctx: &Context, options: &Options, failure: &PipelineFailure) -> String {
    let colored = options.colored();
    failure.render(ctx, options.diagnostic_format, colored)
}

fn read_input(options: &Options) -> Result<(String, InputText), InputError> {
    if options.input.as_os_str() == "-" {
        return Ok(("<stdin>".to_string(), InputText::from_stdin()?));
    }
    let name = options.input.display().to_string();
    let text = InputText::from_file(&options.input, &name, &options.output)?;
    Ok((name, text))
}
