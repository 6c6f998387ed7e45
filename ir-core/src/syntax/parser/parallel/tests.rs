use super::super::ops::{parse_source, RELEASE_STEP};
use super::*;
use crate::pass::test_support::context;
use crate::syntax::printer::{print_op, PrintOptions};

/// `count` isolated functions, each with a nested region, an alias use and
/// ops on several lines, optionally inside an explicit module.
fn functions(count: usize, wrap: Option<(&str, &str)>) -> String {
    let mut text = String::from("#sym = \"kept\"\n!ty = i32\n// a comment\n\n");
    let (open, close) = wrap.unwrap_or(("", ""));
    text.push_str(open);
    for i in 0..count {
        text.push_str(&format!(
            "  \"t.func\"() ({{\n  ^bb0(%a: !ty):\n    %{i} = \"t.op\"(%a) {{s = #sym, n = {i}}} : (!ty) -> i64\n    \"t.op\"() ({{\n      \"t.op\"(%{i}) : (i64) -> ()\n    }}) : () -> ()\n  }}) {{sym_name = \"f{i}\"}} : () -> ()\n\n"
        ));
    }
    text.push_str(close);
    text
}

const CUSTOM_MODULE: (&str, &str) = ("module @m {\n", "} loc(\"m.mlir\":1:1)\n");
const GENERIC_MODULE: (&str, &str) = ("\"builtin.module\"() ({\n", "}) : () -> ()\n");

fn printed(ctx: &Context, op: &OwnedOp) -> String {
    let options = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    print_op(ctx, &op.body, op.op, &options)
}

fn options() -> ParseOptions<'static> {
    ParseOptions {
        file: "t.mlir",
        line_offset: 3,
        implicit_module_at: None,
        implicit_module: true,
    }
}

fn parse_in_pieces(ctx: &Context, src: &str) -> Option<OwnedOp> {
    parse_source_in_pieces(ctx, src, options())
}

#[test]
fn pieces_parse_to_what_one_thread_parses() {
    let ctx = context();
    // (The custom `module` form needs the builtin dialect's syntax: the
    // ir-opt-tool tests cover it.)
    for wrap in [None, Some(GENERIC_MODULE)] {
        let src = functions(25, wrap);
        let sequential = parse_source(&ctx, &src, options()).expect("parses");
        let parallel = parse_in_pieces(&ctx, &src).expect("the plan holds");
        assert_eq!(
            printed(&ctx, &parallel),
            printed(&ctx, &sequential),
            "{wrap:?}"
        );
    }
}

#[test]
fn the_plan_finds_each_top_level_op_line() {
    let src = functions(3, Some(CUSTOM_MODULE));
    let plan = Plan::new(&src).expect("a plan");
    let starts: Vec<&str> = plan.ops.iter().map(|&(o, _)| &src[o..o + 11]).collect();
    assert_eq!(starts, ["  \"t.func\"(", "  \"t.func\"(", "  \"t.func\"("]);
    for &(offset, line) in &plan.ops {
        assert_eq!(src[..offset].matches('\n').count(), line as usize);
    }
    assert!(src[plan.body.end..].starts_with('}'));
    assert_eq!(
        src[plan.body.clone()].matches('\n').count(),
        plan.body_lines as usize
    );
    let pieces = plan.pieces(2);
    assert_eq!(pieces.len(), 2);
    assert_eq!(pieces[0].0.end, pieces[1].0.start);
}

#[test]
fn the_scan_gives_up_where_it_is_unsure() {
    let unsure = [
        // One op only.
        functions(1, None),
        // An alias after the ops (deferred location aliases look like this).
        functions(3, None) + "#loc = loc(\"x\":1:1)\n",
        // A block label at the module's top level.
        functions(
            2,
            Some(("\"builtin.module\"() ({\n^bb0:\n", "}) : () -> ()\n")),
        ),
        // A nested module among the ops.
        functions(2, None) + "module {\n}\n",
        // Unbalanced brackets.
        functions(2, None) + "}\n",
        // Something after the module.
        functions(2, Some(CUSTOM_MODULE)) + "\"t.op\"() : () -> ()\n",
    ];
    for src in unsure {
        assert_eq!(Plan::new(&src), None, "{src}");
    }
}

#[test]
fn a_cheap_line_test_skips_the_scan_of_a_single_huge_op() {
    let one = "module {\n  \"t.f\"() ({\n  ^bb0:\n    %0 = \"t.op\"() : () -> i32\n    \"t.op\"(%0) : (i32) -> ()\n  }) : () -> ()\n}\n";
    assert!(!may_hold_two_ops(one.as_bytes()));
    // Two ops at the first one's indentation, or less.
    assert!(may_hold_two_ops(functions(2, None).as_bytes()));
    assert!(may_hold_two_ops(
        b"  \"t.a\"() : () -> ()\n\"t.b\"() : () -> ()"
    ));
    // Nested ops as indented as the top-level ones: the scan decides.
    let flat = "\"t.f\"() ({\n\"t.op\"() : () -> ()\n}) : () -> ()\n";
    assert!(may_hold_two_ops(flat.as_bytes()));
    assert_eq!(Plan::new(flat), None);
    // A second op indented deeper than the first is not looked for: the
    // buffer is parsed on one thread (correct, only slower).
    let odd = "\"t.a\"() : () -> ()\n  \"t.b\"() : () -> ()\n";
    assert!(!may_hold_two_ops(odd.as_bytes()));
    assert_eq!(Plan::new(odd), None);
}

#[test]
fn pieces_that_cannot_stand_alone_fall_back() {
    let ctx = context();
    // A top-level op with a result another op uses.
    let src = functions(2, None) + "%v = \"t.op\"() : () -> i32\n\"t.op\"(%v) : (i32) -> ()\n";
    assert!(Plan::new(&src).is_some());
    assert!(parse_in_pieces(&ctx, &src).is_none());
    // A piece with a syntax error.
    let src = functions(3, None).replacen("\"t.op\"(%a)", "\"t.op\"(%a", 1);
    assert!(parse_in_pieces(&ctx, &src).is_none());
}

#[test]
fn on_threads_errors_and_results_match_one_thread() {
    let ctx = context();
    let good = functions(8000, None);
    assert!(good.len() >= MIN_PARALLEL_BYTES);
    let options = options();
    let plan = Plan::new(&good).expect("a plan");
    assert!(parse_planned(&ctx, &good, options, &plan, None).is_some());
    let one = parse_source(&ctx, &good, options).expect("parses");
    let many = parse_source_on_threads(&ctx, &good, options, true, None).expect("parses");
    assert_eq!(printed(&ctx, &many), printed(&ctx, &one));
    let bad = good.replacen("{sym_name = \"f6000\"}", "{sym_name = }", 1);
    let one = parse_source(&ctx, &bad, options).err().expect("an error");
    let many = parse_source_on_threads(&ctx, &bad, options, true, None)
        .err()
        .expect("an error");
    assert_eq!((many.loc, many.message), (one.loc, one.message));
}

#[test]
fn the_plan_reads_custom_forms() {
    let src = "!int = i32\nmodule @m attributes {a = \"{\"} {\n  func.func @f(%a: !int) {\n    return\n  }\n  // between\n  func.func @g() {\n    return\n  }\n} loc(\"x\":1:1)\n\n";
    let plan = Plan::new(src).expect("a plan");
    let lines: Vec<u32> = plan.ops.iter().map(|&(_, line)| line).collect();
    assert_eq!(lines, [2, 6]);
    assert!(src[plan.body.end..].starts_with("} loc"));
}

#[test]
fn depth_skips_strings_escapes_and_comments() {
    assert_eq!(depth_after(b"({[", 0), Some(3));
    assert_eq!(depth_after(br#"a("}\")" { // }"#, 1), Some(3));
    assert_eq!(depth_after(br#""\\" ("#, 0), Some(1));
    assert_eq!(depth_after(br#"( "unterminated )"#, 0), Some(1));
    assert_eq!(depth_after(br#"( "ends in \"#, 0), Some(1));
    assert_eq!(depth_after(b"})", 1), None);
    assert_eq!(depth_after(b"a / b ) ", 1), Some(0));
}

#[test]
fn released_text_lies_behind_the_parser_in_order() {
    let ctx = context();
    // One function of many ops (parsed as one piece) and many functions
    // (parsed in pieces on threads, each maybe too small to release
    // anything): each stretch released is a slice of the buffer, and no
    // two stretches overlap.
    let one_function = {
        let mut text = String::from("\"t.func\"() ({\n");
        for i in 0..80_000 {
            text.push_str(&format!("  %{i} = \"t.op\"() {{n = {i}}} : () -> i64\n"));
        }
        text.push_str("}) : () -> ()\n");
        text
    };
    for (src, releases) in [(one_function, true), (functions(8000, None), false)] {
        let stretches = std::sync::Mutex::new(Vec::new());
        let base = src.as_ptr() as usize;
        let record = |part: &str| {
            let start = part.as_ptr() as usize - base;
            stretches.lock().unwrap().push(start..start + part.len());
        };
        let parsed = parse_source_on_threads(&ctx, &src, options(), true, Some(&record));
        let sequential = parse_source(&ctx, &src, options()).expect("parses");
        assert_eq!(
            printed(&ctx, &parsed.expect("parses")),
            printed(&ctx, &sequential)
        );
        let mut stretches = stretches.into_inner().unwrap();
        if releases {
            assert!(
                stretches.len() >= src.len() / RELEASE_STEP - 1,
                "{stretches:?}"
            );
        }
        stretches.sort_by_key(|r| r.start);
        for pair in stretches.windows(2) {
            assert!(pair[0].end <= pair[1].start, "{pair:?} overlap");
        }
        assert!(stretches.iter().all(|r| r.end <= src.len()));
    }
}
