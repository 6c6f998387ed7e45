//! One command-line flag per registered pass (`--cse`, `-cse`,
//! `--canonicalize=max-iterations=3`, `--canonicalize{max-iterations=3}`),
//! and the pipeline the flags (or `--pass-pipeline`) describe.

use crate::cli::DiagnosticFormat;
use clap::{Arg, ArgAction, ArgMatches, Command};
use ir_core::diagnostics::{render_line, render_snippet, SourceManager};
use ir_core::pass::{
    parse_pass_flag_options, parse_pipeline, Anchor, OpPassManager, PassRegistry, PipelineError,
    UNWRAPPED,
};
use ir_core::{Context, Diagnostic};

/// Adds a flag for each registered pass to `command`, under "Passes"
/// (skipping a pass whose name is already a tool option). The flag's clap
/// id is the pass name.
pub fn add_pass_flags(mut command: Command, passes: &PassRegistry) -> Command {
    for info in passes.sorted() {
        let taken = command
            .get_arguments()
            .any(|a| a.get_long() == Some(info.argument) || a.get_id() == info.argument);
        if taken {
            continue;
        }
        let mut help = format!("{} [on {}]", info.summary, anchor_words(&info.anchor));
        if !info.options.is_empty() {
            let options: Vec<String> = info
                .options
                .iter()
                .map(|o| format!("{}={}", o.name, o.kind.placeholder()))
                .collect();
            help.push_str(&format!(" {{{}}}", options.join(" ")));
        }
        command = command.arg(
            Arg::new(info.argument)
                .long(info.argument)
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .value_name("OPTIONS")
                .action(ArgAction::Append)
                .help(help)
                .help_heading("Passes"),
        );
    }
    command
}

/// How an anchor reads in help: `'func.func' ops` or `any op`.
pub fn anchor_words(anchor: &Anchor) -> String {
    match anchor {
        Anchor::Op(name) => format!("'{name}' ops"),
        Anchor::Any => "any op".to_string(),
    }
}

/// A pipeline error, with the text it points into and the name that text
/// has in the diagnostic.
pub struct PipelineFailure {
    /// The error.
    pub diagnostic: Diagnostic,
    /// Name of the pseudo-file (`<pass-pipeline>`, `<command line>`).
    pub source: &'static str,
    /// The pipeline or flag text.
    pub text: String,
}

impl PipelineFailure {
    /// The failure of pipeline `text` (`--pass-pipeline`) with `error`.
    pub fn of_pipeline(ctx: &Context, text: &str, error: PipelineError) -> Self {
        Self {
            diagnostic: error.to_diagnostic(ctx, PIPELINE_SOURCE, text),
            source: PIPELINE_SOURCE,
            text: text.to_string(),
        }
    }

    /// The error as a snippet with a caret under the pipeline text, or in
    /// MLIR's one-line form.
    pub fn render(&self, ctx: &Context, format: DiagnosticFormat, colored: bool) -> String {
        match format {
            DiagnosticFormat::Snippet => {
                let mut sources = SourceManager::default();
                sources.add(self.source, &self.text);
                render_snippet(ctx, &sources, &self.diagnostic, colored)
            }
            DiagnosticFormat::Line => render_line(ctx, &self.diagnostic),
        }
    }
}

/// Name under which `--pass-pipeline` text appears in diagnostics.
const PIPELINE_SOURCE: &str = "<pass-pipeline>";
/// Name under which a pass flag appears in diagnostics.
const FLAG_SOURCE: &str = "<command line>";

/// The pipeline to run: from `--pass-pipeline` text, or from the pass flags
/// in command-line order, each nested as its anchor needs under a pipeline
/// on `top_level` ops (`builtin.module`, or with `-no-implicit-module`
/// the input's top-level op); `None` when neither is given.
pub fn build_pipeline(
    ctx: &Context,
    passes: &PassRegistry,
    pipeline_text: Option<&str>,
    matches: &ArgMatches,
    top_level: &str,
) -> Result<Option<OpPassManager>, PipelineFailure> {
    let flags = pass_flags_in_order(passes, matches);
    if let Some(text) = pipeline_text {
        if let Some((argument, _)) = flags.first() {
            let message = format!(
                "'--pass-pipeline' cannot be combined with pass flags such as '--{argument}': put the pass in the pipeline text"
            );
            return Err(PipelineFailure {
                diagnostic: Diagnostic::error(ctx.unknown_loc(), message),
                source: PIPELINE_SOURCE,
                text: text.to_string(),
            });
        }
        // As mlir-opt: `--pass-pipeline=` with no pipeline is an error.
        if text.trim().is_empty() {
            return Err(PipelineFailure {
                diagnostic: Diagnostic::error(ctx.unknown_loc(), UNWRAPPED),
                source: PIPELINE_SOURCE,
                text: text.to_string(),
            });
        }
        return parse_pipeline(ctx, passes, text)
            .map_err(|error| PipelineFailure::of_pipeline(ctx, text, error));
    }
    if flags.is_empty() {
        return Ok(None);
    }
    let mut pm = OpPassManager::new(Anchor::op(top_level));
    for (argument, options) in flags {
        let info = passes
            .lookup(argument)
            .expect("flags exist for registered passes");
        let prefix = format!("--{argument}=");
        let text = format!("{prefix}{options}");
        let fail = |error: PipelineError| PipelineFailure {
            diagnostic: error.to_diagnostic(ctx, FLAG_SOURCE, &text),
            source: FLAG_SOURCE,
            text: text.clone(),
        };
        let values = parse_pass_flag_options(info, &options).map_err(|mut error| {
            error.offset += prefix.len();
            fail(error)
        })?;
        pm.add_pass_nesting(info, values)
            .map_err(|message| fail(PipelineError { offset: 2, message }))?;
    }
    Ok(Some(pm))
}

/// The pass flags given, as (pass name, option text), in command-line order.
fn pass_flags_in_order<'a>(
    passes: &'a PassRegistry,
    matches: &ArgMatches,
) -> Vec<(&'a str, String)> {
    let mut found: Vec<(usize, &str, String)> = Vec::new();
    for info in passes.sorted() {
        let id = info.argument;
        let Ok(Some(values)) = matches.try_get_many::<String>(id) else {
            continue;
        };
        let indices = matches.indices_of(id).expect("given flags have indices");
        found.extend(
            indices
                .zip(values)
                .map(|(index, value)| (index, info.argument, value.clone())),
        );
    }
    found.sort_by_key(|&(index, _, _)| index);
    found
        .into_iter()
        .map(|(_, name, text)| (name, text))
        .collect()
}

/// Checks that pipeline `text` parses and runs some pass; if not, the
/// error rendered as a snippet under the pipeline text (for tools that
/// take a pipeline as a value: `ir-reduce`, `ir-difftest`).
pub fn check_pipeline(ctx: &Context, passes: &PassRegistry, text: &str) -> Result<(), String> {
    match parse_pipeline(ctx, passes, text) {
        Ok(Some(_)) => Ok(()),
        Ok(None) => Err(format!("error: the pipeline '{text}' runs no pass\n")),
        Err(error) => {
            let failure = PipelineFailure::of_pipeline(ctx, text, error);
            Err(failure.render(ctx, DiagnosticFormat::Snippet, false))
        }
    }
}
