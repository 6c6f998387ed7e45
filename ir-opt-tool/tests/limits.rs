//! Robustness at scale: deep nesting, long block chains and absurdly nested
//! types parse, verify and print without overflowing the stack, and print
//! to a fixed point. (The 1,000,000-deep and 1,000,000-op cases run in the
//! benchmark script, `bench/limits.sh`: too slow for a debug test run.)

use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{verifier, Context};

fn context() -> Context {
    let mut ctx = Context::new();
    ir_dialects::register_all(&mut ctx);
    ctx
}

/// Parses, verifies and prints `src`; prints the result again and checks
/// that the second print equals the first.
fn round_trip(ctx: &Context, src: &str) -> Result<String, String> {
    let options = ParseOptions::whole_file("limits.mlir");
    let parsed = parse_source(ctx, src, options).map_err(|d| d.message)?;
    verifier::verify(ctx, &parsed.body, parsed.op).map_err(|d| d.message)?;
    let printed = print_op(ctx, &parsed.body, parsed.op, &PrintOptions::default());
    let again = parse_source(ctx, &printed, options).map_err(|d| d.message)?;
    assert_eq!(
        print_op(ctx, &again.body, again.op, &PrintOptions::default()),
        printed
    );
    Ok(printed)
}

#[test]
fn ten_thousand_nested_graph_regions() {
    let depth = 10_000;
    let src = "\"test.graph_region\"() ({\n".repeat(depth) + &"}) : () -> ()\n".repeat(depth);
    let printed = round_trip(&context(), &src).expect("deep nesting is valid");
    assert_eq!(printed.matches("test.graph_region").count(), depth);
}

#[test]
fn ten_thousand_nested_ssa_regions_use_a_value_from_the_top() {
    let depth = 10_000;
    let mut src = String::from(
        "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%x: i32):\n",
    );
    for _ in 0..depth {
        src.push_str("\"test.ssacfg_region\"() ({\n\"test.op\"(%x) : (i32) -> ()\n");
    }
    for _ in 0..depth {
        src.push_str("\"test.terminator\"() : () -> ()\n}) : () -> ()\n");
    }
    src.push_str("\"func.return\"() : () -> ()\n}) : () -> ()\n");
    round_trip(&context(), &src).expect("every use is dominated by the argument");
}

#[test]
fn a_use_that_does_not_dominate_deep_inside_is_reported() {
    let depth = 5_000;
    let mut src =
        String::from("\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n");
    for _ in 0..depth {
        src.push_str("\"test.ssacfg_region\"() ({\n");
    }
    src.push_str("\"test.op\"(%late) : (i32) -> ()\n");
    for _ in 0..depth {
        src.push_str("\"test.terminator\"() : () -> ()\n}) : () -> ()\n");
    }
    src.push_str(
        "%late = \"test.op\"() : () -> i32\n\"func.return\"() : () -> ()\n}) : () -> ()\n",
    );
    let error = round_trip(&context(), &src).expect_err("the use precedes the definition");
    assert!(error.contains("does not dominate"), "{error}");
}

#[test]
fn hundred_thousand_block_chain() {
    let blocks = 100_000;
    let mut src = String::from("\"func.func\"() <{function_type = (i32) -> i32, sym_name = \"chain\"}> ({\n^bb0(%a0: i32):\n");
    for i in 0..blocks {
        src.push_str(&format!(
            "  \"cf.br\"(%a{i})[^bb{}] : (i32) -> ()\n^bb{}(%a{}: i32):\n",
            i + 1,
            i + 1,
            i + 1
        ));
    }
    src.push_str(&format!(
        "  \"func.return\"(%a{blocks}) : (i32) -> ()\n}}) : () -> ()\n"
    ));
    let printed = round_trip(&context(), &src).expect("a long chain is valid");
    assert!(printed.contains(&format!("^bb{blocks}(")));
}

#[test]
fn absurdly_nested_types_are_a_diagnostic() {
    let depth = 100_000;
    let ty = "tuple<".repeat(depth) + &">".repeat(depth);
    let src = format!("\"test.op\"() {{t = {ty}}} : () -> ()\n");
    let error = round_trip(&context(), &src).expect_err("nesting is bounded");
    assert!(error.contains("nested"), "{error}");
}
