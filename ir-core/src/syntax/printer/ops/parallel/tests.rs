//! The parallel printer against the sequential one on a function large
//! enough to be printed in several batches of chunks, in both forms, with
//! and without locations.

use super::{is_large, CHUNK_BYTES, CHUNK_OPS, MIN_OPS};
use crate::ir::{Body, OpId};
use crate::ods::{Arity, OpSpec, TypeConstraint};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::syntax::printer::{print_op, print_op_to, PrintOptions};
use crate::{Context, Dialect, OpDefinition, OpTraits};
use std::fmt::Write;

/// Blocks of the big function (each has `OPS` adds, then a branch).
const BLOCKS: usize = 1200;
const OPS: usize = 30;
/// Ops of the big single-block loop nested in block 10.
const LOOP_OPS: usize = MIN_OPS + 100;
/// Ops, each with a long attribute, of a loop just before it, whose text
/// fills a chunk before the big loop is reached.
const NOTES: usize = 1100;
const NOTE_LEN: usize = 4096;

// More than a batch of two chunks; the long ops fill a chunk.
const _: () = assert!(BLOCKS * OPS > 2 * CHUNK_OPS && NOTES * NOTE_LEN > CHUNK_BYTES);

/// A custom-form add naming its result `%sum`, and a custom-form loop
/// whose terminator is implicit (elided when printed).
fn context() -> Context {
    let int = TypeConstraint::SIGNLESS_INTEGER_LIKE;
    let add = OpSpec::new()
        .operand("lhs", int)
        .operand("rhs", int)
        .result("result", int)
        .same_types(&["lhs", "rhs", "result"]);
    let ops = vec![
        OpDefinition::new("par.add", "add")
            .with_format(add, "$lhs `,` $rhs attr-dict `:` type($result)")
            .with_result_name(|_| Some("sum".into())),
        OpDefinition::new("par.loop", "loop")
            .with_implicit_terminator("par.yield")
            .with_format(
                OpSpec::new().region("body", Arity::Single),
                "$body attr-dict",
            ),
        OpDefinition::new("par.yield", "loop terminator")
            .with_traits(OpTraits::TERMINATOR)
            .with_format(OpSpec::new(), "attr-dict"),
    ];
    let mut ctx = Context::new();
    ctx.register_dialect(Dialect::new("par", ops));
    ctx.set_allow_unregistered(true);
    ctx
}

/// Appends `n` adds chaining from `from` (names `%{name}{i}`), and returns
/// the last value.
fn adds(s: &mut String, name: &str, from: &str, n: usize, indent: &str) -> String {
    let mut last = from.to_string();
    for i in 0..n {
        writeln!(
            s,
            "{indent}%{name}{i} = \"par.add\"({last}, %arg1) : (i32, i32) -> i32"
        )
        .unwrap();
        last = format!("%{name}{i}");
    }
    last
}

/// A function of `BLOCKS` blocks with arguments, forward and backward
/// branches, small nested loops, some empty blocks, and in block 10 a loop
/// of long ops then a big single-block loop.
fn source() -> String {
    let mut s = String::from("\"builtin.module\"() ({\n  \"test.func\"() ({\n");
    s.push_str("  ^bb0(%arg0: i32, %arg1: i32):\n    \"test.br\"(%arg0)[^bb1] : (i32) -> ()\n");
    for b in 1..=BLOCKS {
        writeln!(s, "  ^bb{b}(%b{b}: i32):").unwrap();
        let last = adds(&mut s, &format!("v{b}_"), &format!("%b{b}"), OPS, "    ");
        if b % 7 == 0 {
            s.push_str("    \"par.loop\"() ({\n");
            adds(&mut s, &format!("l{b}_"), &last, 2, "      ");
            s.push_str("      \"par.yield\"() : () -> ()\n    }) : () -> ()\n");
        }
        if b == 10 {
            let note = "n".repeat(NOTE_LEN);
            s.push_str("    \"par.loop\"() ({\n");
            for _ in 0..NOTES {
                writeln!(s, "      \"test.note\"() {{text = \"{note}\"}} : () -> ()").unwrap();
            }
            s.push_str("      \"par.yield\"() : () -> ()\n    }) : () -> ()\n");
            s.push_str("    \"par.loop\"() ({\n");
            adds(&mut s, "w", &last, LOOP_OPS, "      ");
            s.push_str("      \"par.yield\"() : () -> ()\n    }) : () -> ()\n");
        }
        let (next, back) = (b + 1, b.saturating_sub(3));
        match b {
            BLOCKS => writeln!(s, "    \"test.return\"({last}) : (i32) -> ()"),
            _ if b % 5 == 0 => writeln!(
                s,
                "    \"test.br\"({last})[^bb{next}, ^bb{back}] : (i32) -> ()"
            ),
            _ => writeln!(s, "    \"test.br\"({last})[^bb{next}] : (i32) -> ()"),
        }
        .unwrap();
        if b % 100 == 0 {
            writeln!(s, "  ^empty{b}:").unwrap();
        }
    }
    s.push_str("  }) : () -> ()\n}) : () -> ()\n");
    s
}

/// How many regions under `op` are large enough to be printed in parallel.
fn large_regions(body: &Body, op: OpId) -> usize {
    let inner = body.regions_body(op);
    body.regions(op)
        .iter()
        .map(|&region| {
            let nested: usize = inner
                .region_blocks(region)
                .flat_map(|block| inner.block_ops(block))
                .map(|op| large_regions(inner, op))
                .sum();
            nested + usize::from(is_large(inner, region))
        })
        .sum()
}

/// The first line where `a` and `b` differ (numbered from 1), for a
/// readable failure.
fn first_difference<'s>(
    a: &'s str,
    b: &'s str,
) -> Option<(usize, Option<&'s str>, Option<&'s str>)> {
    let (mut a, mut b) = (a.lines(), b.lines());
    let mut line = 0;
    loop {
        line += 1;
        match (a.next(), b.next()) {
            (None, None) => return None,
            (x, y) if x != y => return Some((line, x, y)),
            _ => {}
        }
    }
}

#[test]
fn parallel_printing_matches_sequential() {
    let ctx = context();
    let src = source();
    let parse = ParseOptions {
        file: "big.mlir",
        line_offset: 0,
    };
    let parsed = parse_source(&ctx, &src, parse).expect("parses");
    // The function's region and the big loop (not the others).
    assert_eq!(large_regions(&parsed.body, parsed.op), 2);
    // Two threads, so two chunks a batch whatever the machine.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("thread pool");
    for (generic, debug_info) in [(false, false), (false, true), (true, false), (true, true)] {
        let options = PrintOptions {
            generic,
            debug_info,
            ..Default::default()
        };
        let sequential = print_op(&ctx, &parsed.body, parsed.op, &options);
        let threads = PrintOptions {
            threads: true,
            ..options
        };
        let (parallel, streamed) = pool.install(|| {
            let mut streamed = Vec::new();
            print_op_to(&ctx, &parsed.body, parsed.op, &threads, &mut streamed).expect("prints");
            (print_op(&ctx, &parsed.body, parsed.op, &threads), streamed)
        });
        let streamed = String::from_utf8(streamed).expect("UTF-8");
        for printed in [&parallel, &streamed] {
            let difference = first_difference(&sequential, printed);
            assert_eq!(
                difference, None,
                "generic {generic}, debug info {debug_info}"
            );
            assert!(sequential == *printed);
        }
        for text in [
            "^bb0(%arg0: i32",
            "// 2 preds: ^bb6, ^bb10",
            ":  // no predecessors\n  ^bb",
        ] {
            assert!(sequential.contains(text), "{text}");
        }
        assert_eq!(
            sequential.contains("par.yield"),
            generic,
            "elided terminators"
        );
    }
}
