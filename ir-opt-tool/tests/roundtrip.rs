//! Round-trip check over the whole lit corpus: for every `.mlir` file under
//! `test/`, every `// -----` chunk that parses and verifies (unregistered
//! dialects allowed) must print to a fixed point: parse → print → parse →
//! print gives the same bytes twice, in the custom and the generic form,
//! with and without locations (`debug_info`, which also checks that printed
//! locations are read back). Chunks that do not parse or verify (error
//! tests) are skipped and counted; the test fails if nothing was checked.

use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{verifier, Context};
use ir_opt_tool::split_chunks;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// Lines of context shown around a difference.
const CONTEXT: usize = 3;
/// At most this many changed lines are shown per side.
const MAX_SHOWN: usize = 20;

/// Every `.mlir` file under `dir`, sorted; lit's `Output/` is left out.
fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "Output") {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Parses and verifies `src`; prints it with `options`. `Err` carries the
/// first diagnostic's message (or a panic message).
fn parse_print(
    ctx: &Context,
    file: &str,
    src: &str,
    line_offset: u32,
    options: &PrintOptions,
) -> Result<String, String> {
    let result = catch_unwind(AssertUnwindSafe(|| {
        let parsed = parse_source(
            ctx,
            src,
            ParseOptions {
                file,
                line_offset,
                implicit_module_at: None,
                implicit_module: true,
            },
        )
        .map_err(|d| format!("parse error: {}", d.message))?;
        verifier::verify(ctx, &parsed.body, parsed.op)
            .map_err(|d| format!("verifier error: {}", d.message))?;
        Ok(print_op(ctx, &parsed.body, parsed.op, options))
    }));
    match result {
        Ok(result) => result,
        Err(payload) => Err(format!(
            "panic: {}",
            payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("<non-string payload>")
        )),
    }
}

/// A small line diff of `a` (`-`) against `b` (`+`): the common prefix and
/// suffix are trimmed, the rest is shown with a few lines of context.
fn line_diff(a: &str, b: &str) -> String {
    let a: Vec<&str> = a.split('\n').collect();
    let b: Vec<&str> = b.split('\n').collect();
    let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a_mid, b_mid) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let mut out = format!(
        "@@ -{},{} +{},{} @@\n",
        prefix + 1,
        a_mid.len(),
        prefix + 1,
        b_mid.len()
    );
    for line in &a[prefix.saturating_sub(CONTEXT)..prefix] {
        out += &format!(" {line}\n");
    }
    for (sign, lines) in [('-', a_mid), ('+', b_mid)] {
        for line in lines.iter().take(MAX_SHOWN) {
            out += &format!("{sign}{line}\n");
        }
        if lines.len() > MAX_SHOWN {
            out += &format!("{sign}... ({} more lines)\n", lines.len() - MAX_SHOWN);
        }
    }
    let after = a.len() - suffix;
    for line in &a[after..(after + CONTEXT).min(a.len())] {
        out += &format!(" {line}\n");
    }
    out
}

/// Checks one chunk in one print mode; `Err` describes the failure.
fn check_mode(
    ctx: &Context,
    file: &str,
    chunk: &str,
    line_offset: u32,
    options: &PrintOptions,
) -> Result<(), String> {
    let first = parse_print(ctx, file, chunk, line_offset, options)
        .map_err(|e| format!("the original chunk stopped parsing: {e}"))?;
    let second = parse_print(ctx, "<printed>", &first, 0, options).map_err(|e| {
        let shown: Vec<&str> = first.lines().take(MAX_SHOWN).collect();
        format!(
            "the printed text does not parse back: {e}\n--- printed (first {} lines):\n{}",
            shown.len(),
            shown.join("\n")
        )
    })?;
    if first == second {
        Ok(())
    } else {
        Err(format!(
            "second print differs from the first (--- first, +++ second)\n{}",
            line_diff(&first, &second)
        ))
    }
}

#[test]
fn every_valid_chunk_of_the_lit_corpus_prints_to_a_fixed_point() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered(true);

    let modes = [
        (
            "custom",
            PrintOptions {
                generic: false,
                debug_info: false,
                ..Default::default()
            },
        ),
        (
            "generic",
            PrintOptions {
                generic: true,
                debug_info: false,
                ..Default::default()
            },
        ),
        (
            "custom+debuginfo",
            PrintOptions {
                generic: false,
                debug_info: true,
                ..Default::default()
            },
        ),
        (
            "generic+debuginfo",
            PrintOptions {
                generic: true,
                debug_info: true,
                ..Default::default()
            },
        ),
    ];
    let files = mlir_files(&root);
    assert!(!files.is_empty(), "no .mlir files under {}", root.display());
    let (mut checked, mut skipped) = (0usize, 0usize);
    let mut failures = Vec::new();
    for path in &files {
        let name = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        for (index, (chunk, line_offset)) in split_chunks(&text).into_iter().enumerate() {
            // Only chunks that are valid as written take part (error tests do not).
            if parse_print(&ctx, &name, chunk, line_offset, &modes[0].1).is_err() {
                skipped += 1;
                continue;
            }
            checked += 1;
            for (mode, options) in &modes {
                if let Err(message) = check_mode(&ctx, &name, chunk, line_offset, options) {
                    failures.push(format!(
                        "{name} chunk #{index} (line {}) [{mode}]: {message}",
                        line_offset + 1
                    ));
                }
            }
        }
    }
    eprintln!(
        "round trip: {} files, {checked} chunks checked in {} modes, {skipped} skipped (do not parse or verify), {} failures",
        files.len(),
        modes.len(),
        failures.len()
    );
    assert!(
        checked > 0,
        "no chunk of the {} files parsed and verified: the check would pass vacuously",
        files.len()
    );
    assert!(
        failures.is_empty(),
        "{} round-trip failures:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn line_diff_shows_the_changed_lines_with_context() {
    let diff = line_diff("a\nb\nc\nd\n", "a\nb\nX\nd\n");
    assert_eq!(diff, "@@ -3,1 +3,1 @@\n a\n b\n-c\n+X\n d\n \n");
}
