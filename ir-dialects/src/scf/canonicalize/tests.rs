//! The scf patterns applied through a [`PatternRewriter`] to IR parsed
//! from text: the module's top level holds the ops (constants are
//! `tc.constant`s), the printed result is checked.

use crate::scf::{ForOp, IfOp, IndexSwitchOp, WhileOp};
use crate::test_support::{context_with_constants, find_op, parse, print, IsOp};
use ir_core::interfaces::{Canonicalize, PatternRewriter};
use ir_core::ods::Op;
use ir_core::{Context, OpView};

/// The dialects, `tc.constant`, and unregistered ops for opaque values.
fn test_context() -> Context {
    let mut ctx = context_with_constants();
    ctx.set_allow_unregistered(true);
    ctx
}

/// Applies the canonicalization patterns of the first op of kind `is` in `src`
/// once; returns whether one applied and the module printed afterwards.
fn rewrite(src: &str, is: IsOp) -> (bool, String) {
    let ctx = test_context();
    let mut module = parse(&ctx, src);
    let (body, op) = find_op(&ctx, &module, is);
    let view = OpView::new(&ctx, body, op);
    let Canonicalize(patterns) = *view.interface::<Canonicalize>().expect("patterns");
    let body = module.body.regions_body_mut(module.op);
    let mut rewriter = PatternRewriter::new(&ctx, body);
    let changed = patterns()
        .iter()
        .any(|p| p.match_and_rewrite(op, &mut rewriter));
    if let Err(d) = ir_core::verifier::verify(&ctx, &module.body, module.op) {
        panic!(
            "invalid IR after rewriting: {}\n{}",
            d.message,
            print(&ctx, &module)
        );
    }
    (changed, print(&ctx, &module))
}

const PRELUDE: &str = r#"
%true = "tc.constant"() <{value = true}> : () -> i1
%false = "tc.constant"() <{value = false}> : () -> i1
%x = "test.op"() : () -> i32
%y = "test.op"() : () -> i32
"#;

#[test]
fn if_on_true_becomes_its_then_region() {
    let src = format!(
        "{PRELUDE}%r = scf.if %true -> (i32) {{\n  %a = \"test.then\"(%x) : (i32) -> i32\n  scf.yield %a : i32\n}} else {{\n  scf.yield %y : i32\n}}\n\"test.use\"(%r) : (i32) -> ()"
    );
    let (changed, out) = rewrite(&src, IfOp::matches);
    assert!(changed);
    assert!(!out.contains("scf.if"), "{out}");
    assert!(
        out.contains("%4 = \"test.then\"(%2) : (i32) -> i32\n  \"test.use\"(%4)"),
        "{out}"
    );
}

#[test]
fn if_on_false_becomes_its_else_region() {
    let src = format!(
        "{PRELUDE}%r = scf.if %false -> (i32) {{\n  scf.yield %x : i32\n}} else {{\n  %b = \"test.else\"(%y) : (i32) -> i32\n  scf.yield %b : i32\n}}\n\"test.use\"(%r) : (i32) -> ()"
    );
    let (changed, out) = rewrite(&src, IfOp::matches);
    assert!(changed);
    assert!(
        out.contains("%4 = \"test.else\"(%3) : (i32) -> i32\n  \"test.use\"(%4)"),
        "{out}"
    );
}

#[test]
fn if_on_false_without_else_disappears() {
    let src = format!("{PRELUDE}scf.if %false {{\n  \"test.then\"() : () -> ()\n}}");
    let (changed, out) = rewrite(&src, IfOp::matches);
    assert!(changed);
    assert!(
        !out.contains("scf.if") && !out.contains("test.then"),
        "{out}"
    );
}

#[test]
fn if_on_unknown_condition_stays() {
    let src = format!("{PRELUDE}%c = \"test.op\"() : () -> i1\nscf.if %c {{\n}}");
    let (changed, out) = rewrite(&src, IfOp::matches);
    assert!(!changed);
    assert!(out.contains("scf.if %4 {"), "{out}");
}

/// Constants made in the branches stop `ConvertTrivialIfToSelect`, not
/// `ReplaceIfYieldWithConditionOrValue`: the results become the condition
/// and its negation, made before the op by arith's materializer.
#[test]
fn if_yielding_constant_truths_is_its_condition() {
    let src = format!(
        "{PRELUDE}%c = \"test.op\"() : () -> i1\n\
         %r:2 = scf.if %c -> (i1, i1) {{\n\
         \x20 %t = arith.constant true\n\
         \x20 %f = arith.constant false\n\
         \x20 scf.yield %t, %f : i1, i1\n\
         }} else {{\n\
         \x20 %t = arith.constant true\n\
         \x20 %f = arith.constant false\n\
         \x20 scf.yield %f, %t : i1, i1\n\
         }}\n\"test.use\"(%r#0, %r#1) : (i1, i1) -> ()"
    );
    let (changed, out) = rewrite(&src, IfOp::matches);
    assert!(changed);
    assert!(
        out.contains(
            "%true = arith.constant true\n  %5 = arith.xori %4, %true : i1\n  %6:2 = scf.if %4"
        ),
        "{out}"
    );
    assert!(out.contains("\"test.use\"(%4, %5)"), "{out}");
}

/// A loop over `lb to ub step s` (constants of type `ty`) adding `%y` to `%x`.
fn loop_src(lb: i64, ub: i64, step: i64, ty: &str, unsigned: bool) -> String {
    let unsigned = if unsigned { "unsigned " } else { "" };
    let bounds = if ty == "index" {
        String::new()
    } else {
        format!(" : {ty}")
    };
    format!(
        "{PRELUDE}%lb = \"tc.constant\"() <{{value = {lb} : {ty}}}> : () -> {ty}\n\
         %ub = \"tc.constant\"() <{{value = {ub} : {ty}}}> : () -> {ty}\n\
         %s = \"tc.constant\"() <{{value = {step} : {ty}}}> : () -> {ty}\n\
         %r = scf.for {unsigned}%i = %lb to %ub step %s iter_args(%a = %x) -> (i32){bounds} {{\n\
         \x20 %n = \"test.add\"(%a, %y, %i) : (i32, i32, {ty}) -> i32\n\
         \x20 scf.yield %n : i32\n}}\n\"test.use\"(%r) : (i32) -> ()"
    )
}

#[test]
fn for_without_iterations_becomes_its_inits() {
    for (lb, ub) in [(4, 4), (5, 2)] {
        let (changed, out) = rewrite(&loop_src(lb, ub, 1, "index", false), ForOp::matches);
        assert!(changed, "{lb}..{ub}");
        assert!(
            !out.contains("scf.for") && out.contains("\"test.use\"(%2)"),
            "{out}"
        );
    }
}

#[test]
fn for_with_one_iteration_becomes_its_body() {
    for (lb, ub, step) in [(0, 1, 1), (3, 10, 7), (-2, 5, 100)] {
        let (changed, out) = rewrite(&loop_src(lb, ub, step, "i32", false), ForOp::matches);
        assert!(changed, "{lb}..{ub} step {step}");
        assert!(!out.contains("scf.for"), "{out}");
        assert!(
            out.contains(
                "%7 = \"test.add\"(%2, %3, %4) : (i32, i32, i32) -> i32\n  \"test.use\"(%7)"
            ),
            "{out}"
        );
    }
}

#[test]
fn for_with_more_iterations_or_unknown_step_stays() {
    for (lb, ub, step) in [(0, 2, 1), (0, 10, 9)] {
        let (changed, _) = rewrite(&loop_src(lb, ub, step, "index", false), ForOp::matches);
        assert!(!changed, "{lb}..{ub} step {step}");
    }
}

#[test]
fn for_bounds_compare_at_their_width_and_signedness() {
    // -100 < 100 in i8: the loop runs (the difference overflows i8).
    let (changed, _) = rewrite(&loop_src(-100, 100, 1, "i8", false), ForOp::matches);
    assert!(!changed);
    // Unsigned, 200 > 100 in i8 (-56 and 100 as signed): no iteration.
    let (changed, out) = rewrite(&loop_src(-56, 100, 1, "i8", true), ForOp::matches);
    assert!(changed && !out.contains("scf.for"), "{out}");
    // Unsigned, 100 < 200: 100 iterations, one step of 200 covers them.
    let (changed, out) = rewrite(&loop_src(100, -56, -56, "i8", true), ForOp::matches);
    assert!(changed && !out.contains("scf.for"), "{out}");
}

#[test]
fn for_drops_the_iter_args_that_carry_nothing() {
    // %p is yielded back, %q yields its initial value, %u is read by no
    // one: each holds its initial value; only %live carries anything.
    let src = format!(
        "{PRELUDE}%n = \"test.op\"() : () -> index\n\
         %c0 = \"tc.constant\"() <{{value = 0 : index}}> : () -> index\n\
         %c1 = \"tc.constant\"() <{{value = 1 : index}}> : () -> index\n\
         %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%live = %x, %p = %x, %q = %y, %u = %x) -> (i32, i32, i32, i32) {{\n\
         \x20 %s = \"test.add\"(%live, %p, %q) : (i32, i32, i32) -> i32\n\
         \x20 scf.yield %s, %p, %y, %s : i32, i32, i32, i32\n}}\n\
         \"test.use\"(%r#0, %r#1, %r#2) : (i32, i32, i32) -> ()"
    );
    let (changed, out) = rewrite(&src, ForOp::matches);
    assert!(changed);
    assert!(out.contains("iter_args(%arg1 = %2) -> (i32) {"), "{out}");
    assert!(
        out.contains("%8 = \"test.add\"(%arg1, %2, %3) : (i32, i32, i32) -> i32"),
        "{out}"
    );
    assert!(out.contains("scf.yield %8 : i32"), "{out}");
    assert!(out.contains("\"test.use\"(%7, %2, %3)"), "{out}");
}

#[test]
fn for_keeps_the_iter_args_that_carry_values() {
    let (changed, out) = rewrite(&loop_src(0, 2, 1, "index", false), ForOp::matches);
    assert!(!changed);
    assert!(out.contains("iter_args(%arg1 = %2) -> (i32)"), "{out}");
}

#[test]
fn while_loses_the_result_unused_after_it_and_in_its_body() {
    let src = format!(
        "{PRELUDE}%r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {{\n  \
         %c = \"test.cond\"(%a) : (i32) -> i1\n  scf.condition(%c) %a, %b : i32, i32\n}} do {{\n\
         ^bb0(%a2: i32, %b2: i32):\n  %n = \"test.next\"(%a2) : (i32) -> i32\n  \
         %m = \"test.other\"() : () -> i32\n  scf.yield %n, %m : i32, i32\n}}\n\
         \"test.use\"(%r#0) : (i32) -> ()"
    );
    let (changed, out) = rewrite(&src, WhileOp::matches);
    assert!(changed);
    assert!(
        out.contains("%4 = scf.while (%arg0 = %2, %arg1 = %3) : (i32, i32) -> i32"),
        "{out}"
    );
    assert!(out.contains("scf.condition(%5) %arg0 : i32"), "{out}");
    assert!(out.contains("^bb0(%arg0: i32):"), "{out}");
    // The `before` argument the yield still feeds is left to the next pattern.
    assert!(out.contains("scf.yield %5, %6 : i32, i32"), "{out}");
}

#[test]
fn index_switch_loses_what_every_case_takes_from_outside() {
    let src = format!(
        "{PRELUDE}%i = \"test.op\"() : () -> index\n%r:2 = scf.index_switch %i -> i32, i32\n\
         case 1 {{\n  %a = \"test.a\"() : () -> i32\n  scf.yield %a, %x : i32, i32\n}}\n\
         default {{\n  scf.yield %y, %x : i32, i32\n}}\n\"test.use\"(%r#0, %r#1) : (i32, i32) -> ()"
    );
    let (changed, out) = rewrite(&src, IndexSwitchOp::matches);
    assert!(changed);
    assert!(
        out.contains("\"test.use\"(%5, %2) : (i32, i32) -> ()"),
        "{out}"
    );
    assert!(out.contains("scf.yield %6 : i32"), "{out}");
}

#[test]
fn an_scf_if_holding_the_most_ops_merged_takes_no_more() {
    use super::combine_ifs::{CombineIfs, MAX_MERGED};
    use ir_core::interfaces::RewritePattern;
    // `ops` ops in the first scf.if, then an scf.if on the same condition.
    let src = |ops: usize| {
        let body = "  \"u.a\"() : () -> ()\n".repeat(ops);
        format!("%c = \"u.c\"() : () -> i1\nscf.if %c {{\n{body}}}\nscf.if %c {{\n  \"u.b\"() : () -> ()\n}}\n")
    };
    for (ops, merges) in [(MAX_MERGED - 1, true), (MAX_MERGED, false)] {
        let ctx = test_context();
        let mut module = parse(&ctx, &src(ops));
        let (body, first) = find_op(&ctx, &module, IfOp::matches);
        let second = body.next_op(first).expect("a second scf.if");
        let body = module.body.regions_body_mut(module.op);
        let mut rewriter = PatternRewriter::new(&ctx, body);
        // The yield ends the block: `ops` + 1 ops in all.
        assert_eq!(
            CombineIfs.match_and_rewrite(second, &mut rewriter),
            merges,
            "{ops} ops"
        );
    }
}
