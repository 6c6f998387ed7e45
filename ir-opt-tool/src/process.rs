//! Processing one input buffer: split into chunks, parse, verify, run the
//! pipeline, print, and report or check diagnostics.

use crate::cli::{DiagnosticFormat, Options, StatisticsLayout};
use crate::input::InputText;
use crate::stdio::WriteFailure;
use ir_core::diagnostics::{
    render_line, render_snippet, verify::verify_diagnostics, SourceManager,
};
use ir_core::pass::{OpPassManager, PassEvent, PassManager, StatisticsDisplay};
use ir_core::syntax::parser::{parse_source_on_threads, ParseOptions, ReleaseText};
use ir_core::syntax::printer::{print_op_to, ElementsLimits, PrintOptions};
use ir_core::{verifier, Context, Diagnostic, OwnedOp};
use std::io::Write;
use std::time::{Duration, Instant};

/// What processing a buffer reported (the printed IR went to the writer).
#[derive(Debug, Default)]
pub struct Outcome {
    /// Rendered diagnostics and pass output for stderr, in order.
    pub stderr: String,
    /// False if any error was reported (or any expectation failed).
    pub success: bool,
    /// Time spent parsing and verifying the input.
    pub parse_time: Duration,
    /// Time spent printing the output.
    pub output_time: Duration,
}

/// The line that separates chunks with `-split-input-file`.
const SPLIT_MARKER: &str = "// -----";

/// The IR of a chunk of at least this many bytes is freed on a thread of
/// its own (see [`dispose`]).
const BACKGROUND_DROP_BYTES: usize = 1 << 20;

/// Splits `text` into chunks at lines starting with `// -----`, with the
/// number of lines before each chunk (`-split-input-file`).
pub fn split_chunks(text: &str) -> Vec<(&str, u32)> {
    let mut chunks = Vec::new();
    let (mut start, mut start_line, mut line) = (0, 0, 0);
    let mut offset = 0;
    for piece in text.split_inclusive('\n') {
        if piece.starts_with(SPLIT_MARKER) {
            chunks.push((&text[start..offset], start_line));
            start = offset + piece.len();
            start_line = line + 1;
        }
        offset += piece.len();
        line += 1;
    }
    chunks.push((&text[start..], start_line));
    chunks
}

/// Builds the pipeline again on a top-level op of the given name.
pub type Reanchor<'a> = dyn Fn(&str) -> Option<OpPassManager> + 'a;

/// Parses, verifies, transforms (with `passes`, if any) and prints every
/// chunk of a buffer named `name`, streaming the printed IR to `out`;
/// chunks are separated by `// -----`. Each chunk's text is released (see
/// [`InputText::release`]) as it is parsed. A failed write to `out` is
/// reported as one to the output `options` names; text a pass prints to
/// standard output goes there (with `-o FILE`, to standard output).
/// `reanchor`, if given, builds the pipeline again on a chunk's top-level
/// op when it is not the one `passes` is anchored on (`-no-implicit-module`
/// with pass flags, which run on whatever op the input holds).
pub fn process_buffer(
    ctx: &Context,
    name: &str,
    input: &InputText,
    options: &Options,
    mut passes: Option<&mut PassManager>,
    reanchor: Option<&Reanchor<'_>>,
    out: &mut dyn Write,
) -> Result<Outcome, WriteFailure> {
    let failed = |error| WriteFailure::output(&options.output, error);
    let text = input.as_str();
    let mut sources = SourceManager::default();
    sources.add(name, text);
    let chunks = if options.split_input_file {
        split_chunks(text)
    } else {
        vec![(text, 0)]
    };
    let mut outcome = Outcome {
        success: true,
        ..Default::default()
    };
    let colored = options.colored();
    let render = |diagnostic: &Diagnostic| match options.diagnostic_format {
        DiagnosticFormat::Snippet => render_snippet(ctx, &sources, diagnostic, colored),
        DiagnosticFormat::Line => render_line(ctx, diagnostic),
    };
    for (index, (chunk, line_offset)) in chunks.into_iter().enumerate() {
        // As mlir-opt, a separator between every two chunks, whether or
        // not they print anything.
        if index > 0 {
            writeln!(out, "{SPLIT_MARKER}").map_err(failed)?;
        }
        // Each chunk is a file of its own (mlir-opt parses each into a
        // fresh context): no resource of an earlier chunk is seen.
        ctx.clear_resources();
        let start = Instant::now();
        let release = |parsed: &str| input.release(parsed);
        let parse = ParseOptions {
            file: name,
            line_offset,
            // As mlir-opt, a later chunk's implicit module is located
            // just after the marker that starts it.
            implicit_module_at: (index > 0).then_some((line_offset, SPLIT_MARKER.len() as u32 + 1)),
            implicit_module: !options.no_implicit_module,
        };
        let parsed = parse_and_verify(ctx, parse, chunk, options, &release);
        outcome.parse_time += start.elapsed();
        let mut diagnostics = Vec::new();
        match parsed {
            Ok(mut parsed) => {
                let mut succeeded = true;
                if let (Some(passes), Some(reanchor)) = (passes.as_deref_mut(), reanchor) {
                    let top_level = ctx.op_name_str(parsed.body.op_name(parsed.op));
                    if passes.pipeline().anchor().to_string() != top_level {
                        if let Some(pipeline) = reanchor(top_level) {
                            passes.set_pipeline(pipeline);
                        }
                    }
                }
                if let Some(passes) = passes.as_deref_mut() {
                    let result = match &options.crash_reproducer {
                        Some(file) => crate::reproducer::run_recording(
                            ctx,
                            passes,
                            &mut parsed,
                            file,
                            options,
                        )?,
                        None => passes.run(ctx, &mut parsed),
                    };
                    succeeded = result.success;
                    for event in result.output.events() {
                        match event {
                            PassEvent::Diagnostic(d) if options.verify_diagnostics.is_some() => {
                                diagnostics.push(d.clone())
                            }
                            PassEvent::Diagnostic(d) => {
                                outcome.success &= d.severity != ir_core::Severity::Error;
                                outcome.stderr.push_str(&render(d));
                            }
                            PassEvent::Stderr(text) => outcome.stderr.push_str(text),
                            // As mlir-opt's `llvm::outs()`: the terminal even
                            // when `-o` sends the IR to a file.
                            PassEvent::Stdout(text) if options.output.as_os_str() != "-" => {
                                crate::stdio::print(text)?
                            }
                            PassEvent::Stdout(text) => {
                                out.write_all(text.as_bytes()).map_err(failed)?
                            }
                        }
                    }
                    // As mlir-opt: a report for each chunk the pipeline ran
                    // on (none for one that failed to parse), after its run.
                    if options.pass_statistics {
                        let display = statistics_display(options);
                        outcome
                            .stderr
                            .push_str(&passes.take_statistics_report(display));
                    }
                }
                outcome.success &= succeeded || options.verify_diagnostics.is_some();
                if succeeded {
                    let start = Instant::now();
                    // Verified after parsing, and after each pass unless told not to.
                    let verified = !options.no_verify && (passes.is_none() || options.verify_each);
                    print_chunk(ctx, &parsed, options, verified, out).map_err(failed)?;
                    outcome.output_time += start.elapsed();
                }
                dispose(parsed, chunk.len());
            }
            Err(errors) => diagnostics.extend(errors),
        }
        let failures = match options.verify_diagnostics {
            Some(checked) => {
                verify_diagnostics(ctx, name, chunk, line_offset, &diagnostics, checked)
            }
            None => diagnostics,
        };
        for diagnostic in &failures {
            outcome.success &= diagnostic.severity != ir_core::Severity::Error;
            outcome.stderr.push_str(&render(diagnostic));
        }
    }
    Ok(outcome)
}

/// The layout `-mlir-pass-statistics-display` asks for.
fn statistics_display(options: &Options) -> StatisticsDisplay {
    match options.pass_statistics_display {
        StatisticsLayout::Pipeline => StatisticsDisplay::Pipeline,
        StatisticsLayout::List => StatisticsDisplay::List,
    }
}

/// Frees a chunk's IR. A large one (read from `text_len` bytes) is freed
/// on a thread of its own: the next chunk or the process's exit need not
/// wait for it (freeing a million ops takes some 100 ms; clang skips its
/// frees at exit for the same reason), and a library caller's memory is
/// still returned. If no thread can be started, the IR is freed here (the
/// failed spawn drops it).
fn dispose(ir: OwnedOp, text_len: usize) {
    if text_len >= BACKGROUND_DROP_BYTES {
        let free = std::thread::Builder::new().name("ir-opt-free".into());
        let _ = free.spawn(move || drop(ir));
    } else {
        drop(ir);
    }
}

/// Prints one chunk's IR (`verified` if it is known to verify).
fn print_chunk(
    ctx: &Context,
    parsed: &OwnedOp,
    options: &Options,
    verified: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    // The output carries the file metadata (IR dumps do not).
    let print = PrintOptions {
        assume_verified: verified,
        file_metadata: true,
        ..print_options(options)
    };
    print_op_to(ctx, &parsed.body, parsed.op, &print, out)?;
    if options.print_local_scope {
        return Ok(());
    }
    writeln!(out) // mlir-opt ends a top-level op's text with an empty line
}

/// The printer settings the options ask for.
pub(crate) fn print_options(options: &Options) -> PrintOptions {
    PrintOptions {
        generic: options.print_op_generic,
        debug_info: options.print_debuginfo,
        assume_verified: false,
        threads: !options.disable_threading,
        file_metadata: false,
        local_scope: options.print_local_scope,
        unique_ids: options.print_unique_ssa_ids,
        value_users: options.print_value_users,
        elements: ElementsLimits {
            hex_above: usize::try_from(options.print_elements_hex_if_larger).ok(),
            elide_above: options
                .elide_elements_if_larger
                .map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
        },
    }
}

/// One chunk, parsed (releasing its text as the parser moves on) and,
/// unless `-no-verify`, verified: the parse error, or as mlir-opt the
/// first error of each function that fails to verify.
fn parse_and_verify(
    ctx: &Context,
    parse: ParseOptions<'_>,
    chunk: &str,
    options: &Options,
    release: ReleaseText<'_>,
) -> Result<OwnedOp, Vec<Diagnostic>> {
    let threads = !options.disable_threading;
    let parsed =
        parse_source_on_threads(ctx, chunk, parse, threads, Some(release)).map_err(|d| vec![d])?;
    if !options.no_verify {
        verifier::verify_reporting_all(ctx, &parsed.body, parsed.op, threads)?;
    }
    Ok(parsed)
}

#[cfg(test)]
mod tests {
    use super::split_chunks;

    #[test]
    fn splits_at_marker_lines_with_line_offsets() {
        let chunks = split_chunks("a\n// -----\nb\nc\n// -----\nd");
        assert_eq!(chunks, vec![("a\n", 0), ("b\nc\n", 2), ("d", 5)]);
    }

    #[test]
    fn no_marker_gives_one_chunk() {
        assert_eq!(split_chunks("x\ny\n"), vec![("x\ny\n", 0)]);
    }
}
