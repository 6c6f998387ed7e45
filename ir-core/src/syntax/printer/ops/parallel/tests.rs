//! The parallel printer against the sequential one: on a function large
//! enough to be printed in several batches of chunks, on a module of many
//! small functions, and on one where a huge function sits among small
//! ones; in both forms, with and without locations.

use super::{is_large, weight, Chunk, Resume, CHUNK_BYTES, CHUNK_OPS, MIN_OPS};
use crate::ir::{Body, OpId, RegionId};
use crate::syntax::printer::ops::{Item, Place, PrintOptions, Printer};
use crate::syntax::printer::style::Style;
use crate::syntax::printer::test_support::{
    adds, assert_same_on_threads, context, module_of_functions, parse,
};
use crate::syntax::printer::Names;
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

#[test]
fn parallel_printing_matches_sequential() {
    let ctx = context();
    let parsed = parse(&ctx, &source());
    // The function's region and the big loop (not the others).
    assert_eq!(large_regions(&parsed.body, parsed.op), 2);
    for (options, sequential) in assert_same_on_threads(&ctx, &parsed) {
        for text in [
            "^bb0(%arg0: i32",
            "// 2 preds: ^bb6, ^bb10",
            ":  // no predecessors\n  ^bb",
        ] {
            assert!(sequential.contains(text), "{text}");
        }
        assert_eq!(
            sequential.contains("par.yield"),
            options.generic,
            "elided terminators"
        );
    }
}

/// The chunks the ops of `region` (the region of a module) are cut into:
/// whether each is a heavy op alone, and the ops it prints.
fn chunks(ctx: &crate::Context, body: &Body, region: RegionId) -> Vec<(bool, Vec<OpId>)> {
    let names = Names::default();
    let printer = Printer::new(
        ctx,
        (&names, None),
        Style::PLAIN,
        PrintOptions::default(),
        Vec::new(),
    );
    let place = Place {
        indent: 0,
        dialect: None,
    };
    let mut chunks = Vec::new();
    let mut next = body
        .entry_block(region)
        .map(|entry| Resume::Block(entry, false));
    while let Some(at) = next {
        let mut ops = Vec::new();
        let Chunk { next: rest, heavy } = printer.chunk(body, at, place, true, |item| {
            if let Item::Op(_, op, _) = item {
                ops.push(op);
            }
        });
        chunks.push((heavy, ops));
        next = rest;
    }
    chunks
}

/// The chunks of the region of the module `op`, checked to print each of
/// its ops once, in order.
fn module_chunks(ctx: &crate::Context, body: &Body, op: OpId) -> Vec<(bool, Vec<OpId>)> {
    let (body, region) = (body.regions_body(op), body.regions(op)[0]);
    assert!(is_large(body, region));
    let chunks = chunks(ctx, body, region);
    let printed: Vec<OpId> = chunks.iter().flat_map(|(_, ops)| ops.clone()).collect();
    let ops: Vec<OpId> = body
        .region_blocks(region)
        .flat_map(|block| body.block_ops(block))
        .collect();
    assert_eq!(printed, ops);
    chunks
}

#[test]
fn many_small_functions_are_printed_in_chunks_of_similar_weight() {
    let ctx = context();
    let sizes: Vec<usize> = (0..600).map(|i| 40 + i % 50).collect();
    let parsed = parse(&ctx, &module_of_functions(&sizes));
    let module = parsed.body.regions_body(parsed.op);
    let chunks = module_chunks(&ctx, &parsed.body, parsed.op);
    // More chunks than a batch of two.
    assert!(chunks.len() > 2, "{} chunks", chunks.len());
    for (heavy, ops) in &chunks[..chunks.len() - 1] {
        assert!(!heavy);
        let total: usize = ops.iter().map(|&op| weight(module, op)).sum();
        assert!((CHUNK_OPS..CHUNK_OPS + 200).contains(&total), "{total}");
    }
    assert_same_on_threads(&ctx, &parsed);
}

#[test]
fn a_huge_function_among_small_ones_is_printed_alone_and_in_parallel() {
    let ctx = context();
    let mut sizes = vec![50; 301];
    sizes[100] = MIN_OPS + 100;
    let parsed = parse(&ctx, &module_of_functions(&sizes));
    let module = parsed.body.regions_body(parsed.op);
    let chunks = module_chunks(&ctx, &parsed.body, parsed.op);
    let heavy: Vec<bool> = chunks.iter().map(|(heavy, _)| *heavy).collect();
    assert_eq!(heavy, [false, true, false]);
    // `%top` and the functions before the huge one, which is alone.
    assert_eq!(chunks[0].1.len(), 101);
    let [huge] = chunks[1].1[..] else {
        panic!("the huge function alone");
    };
    // Its own region goes parallel when printed.
    let inner = module.regions_body(huge);
    assert!(is_large(inner, module.regions(huge)[0]));
    assert_same_on_threads(&ctx, &parsed);
}

#[test]
fn a_chunk_that_stops_inside_a_function_hands_on_its_names() {
    let ctx = context();
    // Small functions, one of which prints more text than a chunk holds
    // (long notes between a value's definition and its uses), so the
    // chunk printing it stops inside it and this printer goes on there.
    let mut text = module_of_functions(&[60; 600]);
    let note = "n".repeat(NOTE_LEN);
    let mut long = String::from("  \"par.func\"() ({\n  ^bb0(%arg0: i32, %arg1: i32):\n");
    long.push_str("    %x = \"par.add\"(%arg0, %arg1) : (i32, i32) -> i32\n");
    for _ in 0..NOTES {
        writeln!(long, "    \"test.note\"() {{text = \"{note}\"}} : () -> ()").unwrap();
    }
    long.push_str("    \"test.return\"(%x, %arg1) : (i32, i32) -> ()\n");
    long.push_str("  }) {sym_name = \"long\"} : () -> ()\n");
    let at = text.find("  \"par.func\"").expect("a function");
    let at = at
        + text[at + 1..]
            .find("  \"par.func\"")
            .expect("a second function")
        + 1;
    text.insert_str(at, &long);
    let parsed = parse(&ctx, &text);
    let module = parsed.body.regions_body(parsed.op);
    let entry = module.entry_block(parsed.body.regions(parsed.op)[0]);
    let ops = module.block_ops(entry.expect("a block"));
    assert!(
        ops.map(|op| weight(module, op)).all(|w| w < MIN_OPS),
        "no heavy function"
    );
    for (_, printed) in assert_same_on_threads(&ctx, &parsed) {
        assert!(!printed.contains("UNKNOWN"), "every name found");
        assert!(printed.contains("\"long\""));
    }
}
