//! Verifying with threads reports what verifying on one thread reports,
//! whether functions are verified apart or one large function is cut into
//! chunks.

pub(super) mod ir_text;

use super::chunks::{Plan, Split};
use super::{verify, verify_on_threads, verify_split};
use crate::context::Context;
use crate::ir::{Body, OpId};
use crate::pass::test_support::context;
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::OwnedOp;
use ir_text::{cfg_context, module, Edit, Text};

/// `text` parsed with unregistered ops allowed (verified without).
pub(super) fn parse(ctx: &mut Context, text: &str) -> OwnedOp {
    let options = ParseOptions::whole_file("test.mlir");
    ctx.set_allow_unregistered(true);
    let parsed = parse_source(ctx, text, options).expect("the text parses");
    ctx.set_allow_unregistered(false);
    parsed
}

/// The message of the error each way of verifying `text` reports.
fn errors(text: &str) -> (Option<String>, Option<String>) {
    let mut ctx = context();
    let parsed = parse(&mut ctx, text);
    let message = |r: Result<(), crate::Diagnostic>| r.err().map(|d| d.message);
    let single = message(verify(&ctx, &parsed.body, parsed.op));
    let threaded = message(verify_on_threads(&ctx, &parsed.body, parsed.op, true));
    (single, threaded)
}

const USE_BEFORE_DEF: &str = r#""t.func"() ({
  "t.op"(%0) : (i32) -> ()
  %0 = "t.op"() : () -> i32
}) : () -> ()
"#;
const UNREGISTERED_INSIDE: &str = r#""t.func"() ({
  "u.inside"() : () -> ()
}) : () -> ()
"#;
const UNREGISTERED_OUTSIDE: &str = "\"u.outside\"() : () -> ()\n";
const FINE: &str = r#""t.func"() ({
  %0 = "t.op"() : () -> i32
  "t.op"(%0) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn the_first_error_in_program_order_wins_whatever_the_threads() {
    let cases = [
        // Structure errors come before any dominance error ...
        (
            [FINE, USE_BEFORE_DEF, UNREGISTERED_INSIDE, FINE].concat(),
            "'u.inside' op is not registered",
        ),
        (
            [USE_BEFORE_DEF, FINE, UNREGISTERED_OUTSIDE].concat(),
            "'u.outside' op is not registered",
        ),
        // ... and among errors of one kind, the first in program order.
        (
            [FINE, UNREGISTERED_INSIDE, UNREGISTERED_OUTSIDE].concat(),
            "'u.inside' op is not registered",
        ),
        (
            [FINE, FINE, USE_BEFORE_DEF, USE_BEFORE_DEF].concat(),
            "operand #0 does not dominate this use",
        ),
    ];
    for (text, expected) in cases {
        let (single, threaded) = errors(&text);
        let single = single.expect("an error");
        assert!(single.contains(expected), "{single}");
        assert_eq!(Some(single), threaded, "{text}");
    }
    assert_eq!(errors(&[FINE, FINE, FINE].concat()), (None, None));
}

/// How the contents are cut in the tests, besides the default.
const SPLITS: [Split; 4] = [
    Split {
        min_ops: 1,
        chunks: 2,
        chunk_ops: usize::MAX,
    },
    Split {
        min_ops: 1,
        chunks: 3,
        chunk_ops: 5,
    },
    Split {
        min_ops: 1,
        chunks: 7,
        chunk_ops: 2,
    },
    Split {
        min_ops: 64,
        chunks: 40,
        chunk_ops: usize::MAX,
    },
];

/// The error (message and line) verifying `text` reports: the same on one
/// thread, with threads, and however the contents are cut, from the module
/// and from its only function.
fn first_error(text: &str) -> Option<(String, u32)> {
    let mut ctx = cfg_context();
    let parsed = parse(&mut ctx, text);
    first_error_of(&ctx, &parsed)
}

/// [`first_error`] of parsed IR.
fn first_error_of(ctx: &Context, parsed: &OwnedOp) -> Option<(String, u32)> {
    let single = verify(ctx, &parsed.body, parsed.op);
    let mut roots: Vec<(&Body, OpId)> = vec![(&parsed.body, parsed.op)];
    let inner = parsed.body.regions_body(parsed.op);
    let region = parsed.body.regions(parsed.op)[0];
    let functions: Vec<OpId> = inner
        .region_blocks(region)
        .flat_map(|b| inner.block_ops(b))
        .collect();
    if let [function] = functions[..] {
        roots.push((inner, function));
    }
    for (body, root) in roots {
        let reference = verify(ctx, body, root);
        assert_eq!(reference, single, "from the function alone");
        let threaded = verify_on_threads(ctx, body, root, true);
        assert_eq!(threaded, reference, "with threads");
        for split in SPLITS {
            assert_eq!(verify_split(ctx, body, root, split), reference, "{split:?}");
        }
    }
    single.err().map(|d| {
        let (_, line, _) = ctx.file_line_col(d.loc).expect("a file location");
        (d.message, line)
    })
}

/// Blocks and ops per block of the large functions: over 4096 top-level
/// ops, so that the default split cuts them.
const BLOCKS: usize = 1200;
const OPS: usize = 3;

/// The first error of one large function with `edits`: its message
/// contains `expected`, and it is at the op edit number `culprit` makes fail.
fn assert_first(edits: &[Edit], culprit: usize, expected: &str) {
    let (text, lines) = module(&[("t.func", BLOCKS, OPS, edits)]);
    let (message, line) = first_error(&text).expect("an error");
    assert!(message.contains(expected), "{message}");
    assert_eq!(line, lines[0][culprit], "{message}");
}

#[test]
fn a_large_function_is_cut_into_chunks_covering_its_ops_once() {
    let (text, _) = module(&[("t.func", BLOCKS, OPS, &[Edit::Nested(5)])]);
    let mut ctx = cfg_context();
    let parsed = parse(&mut ctx, &text);
    let inner = parsed.body.regions_body(parsed.op);
    let entry = inner.entry_block(parsed.body.regions(parsed.op)[0]);
    let function = inner.first_op(entry.expect("a block")).expect("a function");
    let body = inner.regions_body(function);
    let region = inner.regions(function)[0];
    let all: Vec<OpId> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect();
    assert!(all.len() >= 4096);
    for split in SPLITS.into_iter().chain([Split::for_threads()]) {
        assert!(split.cuts(inner, function), "{split:?}");
        let plan = Plan::new(inner, function, split);
        assert!(plan.chunks.len() >= 2, "{split:?}");
        let cut: Vec<OpId> = plan.chunks.iter().flat_map(|c| c.ops(body)).collect();
        assert_eq!(cut, all, "{split:?}");
        for block in body.region_blocks(region) {
            for (i, op) in body.block_ops(block).enumerate() {
                assert_eq!(plan.order[op], i as u32);
            }
        }
    }
    let small = Split {
        min_ops: all.len() + 1,
        chunks: 8,
        chunk_ops: 1,
    };
    assert!(!small.cuts(inner, function));
}

#[test]
fn a_large_function_verifies_whatever_the_cut() {
    let edits = [
        Edit::Nested(3),
        Edit::SkipFine(10, BLOCKS / 2),
        Edit::Nested(BLOCKS / 2),
        Edit::SkipFine(BLOCKS - 30, BLOCKS - 2),
    ];
    let (text, _) = module(&[("t.func", BLOCKS, OPS, &edits)]);
    assert_eq!(first_error(&text), None);
}

#[test]
fn an_error_early_in_the_middle_or_last_is_found() {
    for b in [1, BLOCKS / 2, BLOCKS - 1] {
        assert_first(
            &[Edit::Unregistered(b)],
            0,
            &format!("'u.bad{b}' op is not registered"),
        );
        assert_first(
            &[Edit::UseBeforeDef(b)],
            0,
            "operand #0 does not dominate this use",
        );
    }
}

#[test]
fn of_two_errors_in_different_chunks_the_first_wins() {
    let (early, late) = (7, BLOCKS - 9);
    let unregistered = [Edit::Unregistered(late), Edit::Unregistered(early)];
    assert_first(&unregistered, 1, &format!("'u.bad{early}' op"));
    let dominance = [Edit::UseBeforeDef(late), Edit::UseBeforeDef(early)];
    assert_first(&dominance, 1, "does not dominate");
    let nested = [
        Edit::NestedUseBeforeDef(late),
        Edit::UseBeforeDef(BLOCKS / 2),
    ];
    assert_first(&nested, 1, "does not dominate");
}

#[test]
fn a_use_not_dominated_across_chunks_is_found() {
    let skip = [Edit::Skip(2, BLOCKS - 3)];
    assert_first(&skip, 0, "operand #0 does not dominate this use");
    let later = [Edit::Skip(2, BLOCKS - 3), Edit::UseBeforeDef(BLOCKS - 2)];
    assert_first(&later, 0, "does not dominate");
}

#[test]
fn a_structure_error_wins_over_an_earlier_dominance_error() {
    let edits = [
        Edit::UseBeforeDef(2),
        Edit::Skip(3, 40),
        Edit::Unregistered(BLOCKS - 5),
    ];
    assert_first(&edits, 2, "'u.bad");
    let nested = [Edit::UseBeforeDef(2), Edit::NestedUnregistered(BLOCKS / 2)];
    assert_first(&nested, 1, &format!("'u.deep{}' op", BLOCKS / 2));
}

#[test]
fn errors_in_regions_nested_in_chunk_ops_are_found() {
    let b = BLOCKS / 2;
    let deep = [
        Edit::Nested(3),
        Edit::NestedUnregistered(b),
        Edit::Nested(b + 1),
    ];
    assert_first(&deep, 1, &format!("'u.deep{b}' op"));
    let late = [Edit::Nested(3), Edit::NestedUseBeforeDef(b)];
    assert_first(&late, 1, "does not dominate");
}

#[test]
fn the_enclosing_op_checks_keep_their_place() {
    // Its region verifier runs after its contents ...
    assert_first(&[Edit::RegionVerifierFails], 0, "region verifier fails");
    let structure = [Edit::RegionVerifierFails, Edit::Unregistered(BLOCKS - 2)];
    assert_first(&structure, 1, "'u.bad");
    // ... but before the uses are checked.
    let dominance = [Edit::RegionVerifierFails, Edit::UseBeforeDef(3)];
    assert_first(&dominance, 0, "region verifier fails");
    // A block without a terminator is reported when the walk leaves the
    // block, as MLIR does: after the errors of the blocks before it ...
    let terminator = [Edit::Unregistered(2), Edit::NoTerminator(BLOCKS - 4)];
    assert_first(&terminator, 0, "'u.bad2' op");
    // ... and before those of the blocks after it.
    let terminator = [Edit::NoTerminator(4), Edit::Unregistered(BLOCKS - 2)];
    assert_first(&terminator, 0, "block with no terminator");
    // So is an empty block, when the walk comes to it.
    let empty = [Edit::Unregistered(2), Edit::EmptyBlockAfter(BLOCKS / 2)];
    assert_first(&empty, 0, "'u.bad2' op");
    let empty = [
        Edit::EmptyBlockAfter(BLOCKS / 2),
        Edit::Unregistered(BLOCKS - 2),
    ];
    assert_first(&empty, 0, "empty block: expect at least a terminator");
}

#[test]
fn a_large_graph_region_is_cut_too() {
    // Uses in the graph region need no dominance, even from nested regions ...
    let b = BLOCKS / 2;
    let fine = [Edit::UseBeforeDef(3), Edit::NestedUseBeforeDef(b)];
    let (text, _) = module(&[("t.graph", BLOCKS, OPS, &fine)]);
    assert_eq!(first_error(&text), None);
    // ... but its ops are checked.
    let nested = [Edit::UseBeforeDef(3), Edit::NestedUnregistered(b)];
    let (text, lines) = module(&[("t.graph", BLOCKS, OPS, &nested)]);
    let (message, line) = first_error(&text).expect("an error");
    assert!(message.contains(&format!("'u.deep{b}' op")), "{message}");
    assert_eq!(line, lines[0][1]);
}

#[test]
fn a_large_function_among_others_is_cut_in_place() {
    let small = ("t.func", 3, 2, &[Edit::UseBeforeDef(1)][..]);
    let large = ("t.func", BLOCKS, OPS, &[Edit::UseBeforeDef(BLOCKS - 1)][..]);
    let fine = ("t.func", BLOCKS, OPS, &[][..]);
    for (functions, culprit) in [
        (vec![fine, small, large], 1),
        (vec![large, small], 0),
        (vec![small, fine], 0),
    ] {
        let (text, lines) = module(&functions);
        let (message, line) = first_error(&text).expect("an error");
        assert!(message.contains("does not dominate"), "{message}");
        assert_eq!(line, lines[culprit][0]);
    }
    assert_eq!(first_error(&module(&[fine, fine]).0), None);
}

#[test]
fn a_function_with_two_large_regions_sees_them_open_as_one_walk_does() {
    let mut t = Text::default();
    t.line(r#""builtin.module"() ({"#);
    t.line(r#"  "t.func"() ({"#);
    for r in 0..2 {
        if r == 1 {
            t.line("  }, {");
        }
        for b in 0..BLOCKS / 2 {
            if b > 0 {
                t.line(&format!("  ^bb{b}:"));
            }
            t.line(&format!(r#"    %r{r}v{b} = "t.op"() : () -> i32"#));
            t.line(&format!(r#"    "t.op"(%r{r}v{b}) : (i32) -> ()"#));
            match b + 1 == BLOCKS / 2 {
                true => t.line(r#"    "t.ret"() : () -> ()"#),
                false => t.line(&format!(r#"    "t.br"()[^bb{}] : () -> ()"#, b + 1)),
            };
        }
    }
    t.line("  }) : () -> ()");
    t.line("}) : () -> ()");
    // A use in one region of the value of the other. The walk enters all
    // regions of an op at once and leaves them in turn: the second region
    // is open while the first is walked (the use fails the dominance
    // test), but not the first while the second is (the use is outside
    // the definition's region). Either way it is reported.
    let cases = [(1, 0), (0, 1)];
    for (from, to) in cases {
        let expected = "operand #0 does not dominate this use";
        let mut ctx = cfg_context();
        let mut parsed = parse(&mut ctx, &t.text);
        let module_region = parsed.body.regions(parsed.op)[0];
        let inner = parsed.body.regions_body_mut(parsed.op);
        let entry = inner.entry_block(module_region).expect("a block");
        let function = inner.first_op(entry).expect("a function");
        let regions = inner.regions(function).to_vec();
        let body = inner.regions_body_mut(function);
        let ops_of = |body: &Body, r: usize| -> Vec<OpId> {
            let blocks = body.region_blocks(regions[r]);
            blocks.flat_map(|b| body.block_ops(b)).collect()
        };
        let value = body.results(ops_of(body, from)[3])[0];
        let user = ops_of(body, to)[BLOCKS / 2 + 1];
        body.set_operand(user, 0, value);
        let (message, _) = first_error_of(&ctx, &parsed).expect("an error");
        assert!(message.ends_with(expected), "{message}");
    }
}
