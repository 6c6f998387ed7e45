//! Parsing a large module on threads gives the IR one thread gives: the
//! custom forms of `module` and `func.func`, aliases defined above the
//! functions and used inside them, nested regions, comments between
//! functions, and locations (printed with `debug_info`, so every line and
//! column is compared). An error in one function is reported as one
//! thread reports it. Every lit input parses in pieces as on one thread,
//! and the brace scan of custom-form parsing agrees with the lexer on it.

use ir_core::syntax::parser::{
    brace_scan_agrees, parse_source, parse_source_in_pieces, parse_source_on_threads, ParseOptions,
};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::Context;

/// A module of `count` functions, over 1 MiB for 6000 (the size from
/// which parsing goes parallel).
fn module_text(count: usize) -> String {
    let mut text = String::from("!int = i32\n#one = 1 : i32\nmodule @m {\n");
    for i in 0..count {
        text.push_str(&format!(
            "  // function {i}\n  func.func @f{i}(%a: !int, %c: i1) -> !int {{\n    %k = arith.constant #one\n    %s = arith.addi %a, %k : !int\n    %r = scf.if %c -> (!int) {{\n      scf.yield %s : !int\n    }} else {{\n      scf.yield %a : !int\n    }}\n    return %r : !int\n  }}\n"
        ));
    }
    text.push_str("}\n");
    text
}

fn context() -> Context {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx
}

const OPTIONS: ParseOptions<'static> = ParseOptions::whole_file("big.mlir");

fn printed(ctx: &Context, src: &str, threads: bool) -> Result<String, String> {
    let op = parse_source_on_threads(ctx, src, OPTIONS, threads, None).map_err(|d| {
        let (_, line, col) = ctx.file_line_col(d.loc).expect("a file location");
        format!("{line}:{col}: {}", d.message)
    })?;
    let options = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    Ok(print_op(ctx, &op.body, op.op, &options))
}

#[test]
fn a_large_module_parses_on_threads_as_on_one() {
    let ctx = context();
    let src = module_text(6000);
    assert!(src.len() > 1 << 20);
    let one = printed(&ctx, &src, false).expect("parses");
    assert!(
        one.contains("loc(\"big.mlir\":65998:7)"),
        "the last function's ops keep their lines"
    );
    assert_eq!(printed(&ctx, &src, true), Ok(one));
    assert!(parse_source(&ctx, &src, OPTIONS).is_ok());
}

#[test]
fn an_error_in_one_function_is_reported_as_on_one_thread() {
    let ctx = context();
    let src = module_text(6000).replacen("%s = arith.addi %a, %k : !int\n    %r = scf.if %c -> (!int) {\n      scf.yield %s : !int\n    } else {\n      scf.yield %a : !int\n    }\n    return %r : !int\n  }\n  // function 4001", "%s = arith.addi %a, %k : !int\n    %r = scf.if %c -> (!int) {\n      scf.yield %s : !int\n    } else {\n      scf.yield %q : !int\n    }\n    return %r : !int\n  }\n  // function 4001", 1);
    let one = printed(&ctx, &src, false).expect_err("an undefined value");
    assert!(one.starts_with("44011:17:"), "{one}");
    assert_eq!(printed(&ctx, &src, true), Err(one));
}

/// Every `.mlir` file of the lit suite, split at `// -----` as
/// `-split-input-file` splits it.
fn lit_chunks() -> Vec<(std::path::PathBuf, String)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../test");
    let mut stack = vec![std::path::PathBuf::from(root)];
    let mut chunks = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).expect("test directory").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "mlir") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for chunk in text.split("\n// -----\n") {
                    chunks.push((path.clone(), chunk.to_string()));
                }
            }
        }
    }
    chunks
}

#[test]
fn every_lit_input_parses_in_pieces_as_on_one_thread() {
    let mut ctx = context();
    ctx.set_allow_unregistered(true);
    let options = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let (mut chunks, mut in_pieces) = (0, 0);
    for (path, chunk) in lit_chunks() {
        chunks += 1;
        let Some(pieces) = parse_source_in_pieces(&ctx, &chunk, OPTIONS) else {
            continue; // parsed on one thread, by construction as one thread parses it
        };
        in_pieces += 1;
        let one = parse_source(&ctx, &chunk, OPTIONS).unwrap_or_else(|d| {
            panic!(
                "{}: pieces parsed, one thread: {}",
                path.display(),
                d.message
            )
        });
        assert_eq!(
            print_op(&ctx, &pieces.body, pieces.op, &options),
            print_op(&ctx, &one.body, one.op, &options),
            "{}",
            path.display()
        );
    }
    // Most chunks hold one function, or ops the plan cannot place.
    assert!(
        in_pieces >= 100,
        "{in_pieces} of {chunks} chunks parsed in pieces"
    );
}

/// The byte scan that finds the regions a custom hook skips agrees with
/// the lexer wherever it does not give up.
#[test]
fn the_brace_scan_agrees_with_the_lexer_on_every_lit_input() {
    let (mut chunks, mut scanned) = (0, 0);
    for (path, chunk) in lit_chunks() {
        chunks += 1;
        let agrees = brace_scan_agrees(&chunk);
        assert_ne!(agrees, Some(false), "{}", path.display());
        scanned += usize::from(agrees.is_some());
    }
    assert!(scanned * 10 > chunks * 9, "scanned {scanned} of {chunks}");
}
