//! The greedy driver on a small dialect defined here: folding chains,
//! constant deduplication and hoisting, dead-op erasure, patterns, and
//! region simplification.

use super::{apply_patterns_and_fold, GreedyConfig, PatternSet};
use crate::test_support::{body_lines, int_value, materialize_t_const, transform_text};
use ir_core::context::same_for_every_successor;
use ir_core::interfaces::{Fold, FoldResult, PatternRewriter, RewritePattern};
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::{Attr, Dialect, NamedAttr, OpDefinition, OpId, OpTraits, OpView};

fn fold_const(view: &OpView<'_>, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(view.inherent_attr("value")?)])
}

/// `t.add`: constants add up; `x + 0` is `x`.
fn fold_add(view: &OpView<'_>, operands: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let ctx = view.ctx;
    let ty = view.result_types()[0];
    match (int_value(ctx, operands[0]), int_value(ctx, operands[1])) {
        (Some(a), Some(b)) => Some(vec![FoldResult::Attr(ctx.int_attr(a + b, ty))]),
        (_, Some(0)) => Some(vec![FoldResult::Value(view.operands().next()?)]),
        _ => None,
    }
}

/// `t.neg(t.neg(x))` → `x`.
struct DoubleNegation;

impl RewritePattern for DoubleNegation {
    fn name(&self) -> &'static str {
        "double-negation"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let body = rewriter.body();
        let inner = body.defining_op(body.operand(op, 0));
        let Some(inner) = inner.filter(|&i| body.op_name(i) == body.op_name(op)) else {
            return false;
        };
        let x = body.operand(inner, 0);
        rewriter.replace_op(op, &[x]);
        true
    }
}

/// `t.neg(t.const k)` → the constant itself, changed in place to `-k` (a
/// pattern that changes a constant other ops may share, as a downstream
/// dialect could write: the driver must not fold with the old value).
struct NegateConstantInPlace;

impl RewritePattern for NegateConstantInPlace {
    fn name(&self) -> &'static str {
        "negate-constant-in-place"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let constant = body.operand(op, 0);
        let Some(definer) = body.defining_op(constant) else {
            return false;
        };
        let view = OpView::new(ctx, body, definer);
        let Some(value) = int_value(ctx, view.inherent_attr("value")) else {
            return false;
        };
        let ty = body.value_type(constant);
        let negated = ctx.dictionary_attr(vec![NamedAttr {
            name: "value".into(),
            value: ctx.int_attr(-value, ty),
        }]);
        rewriter
            .body_mut()
            .set_op_properties(definer, Some(negated));
        rewriter.notify_modified(definer);
        rewriter.replace_op(op, &[constant]);
        true
    }
}

fn dialect() -> Dialect {
    let int = TypeConstraint::SIGNLESS_INTEGER_LIKE;
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.const", "constant")
                .with_traits(OpTraits::PURE | OpTraits::CONSTANT_LIKE)
                .with_interface(Fold(fold_const))
                .with_format(
                    OpSpec::new()
                        .attr("value", AttrType::Typed)
                        .result("r", int)
                        .infer("r", |ctx, known| {
                            Some(vec![ctx.attr_type(known.property("value")?)?])
                        }),
                    "$value attr-dict",
                ),
            OpDefinition::new("t.add", "addition")
                .with_traits(OpTraits::PURE)
                .with_interface(Fold(fold_add))
                .with_format(
                    OpSpec::new()
                        .operand("a", int)
                        .operand("b", int)
                        .result("r", int)
                        .same_types(&["a", "b", "r"]),
                    "$a `,` $b attr-dict `:` type($r)",
                ),
            OpDefinition::new("t.br", "branch")
                .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
                .with_successor_operands(|view| {
                    same_for_every_successor(view, 0..view.operands().len())
                }),
            OpDefinition::new("t.neg", "negation")
                .with_traits(OpTraits::PURE)
                .with_format(
                    OpSpec::new()
                        .operand("a", int)
                        .result("r", int)
                        .same_types(&["a", "r"]),
                    "$a attr-dict `:` type($r)",
                ),
        ],
    )
    .with_constant_materializer(materialize_t_const)
}

/// Parses `src`, runs the driver over the top-level region, prints.
fn canonicalize(src: &str) -> String {
    let printed = transform_text(dialect(), src, false, |ctx, body, roots| {
        let mut patterns = PatternSet::default();
        patterns.add(ctx.op_name("t.neg"), Box::new(DoubleNegation));
        let stats =
            apply_patterns_and_fold(ctx, body, roots, None, &patterns, &GreedyConfig::default());
        assert!(stats.converged);
    });
    body_lines(&printed).join("\n")
}

#[test]
fn folds_chains_and_shares_constants() {
    let out = canonicalize(
        "%x = \"test.def\"() : () -> i32\n\
         %a = t.const 1 : i32\n\
         %b = t.const 2 : i32\n\
         %c = t.add %a, %b : i32\n\
         %d = t.add %c, %a : i32\n\
         %e = t.const 4 : i32\n\
         \"test.use\"(%d, %e) : (i32, i32) -> ()",
    );
    assert_eq!(
        out,
        "%0 = t.const 4 : i32\n%1 = \"test.def\"() : () -> i32\n\"test.use\"(%0, %0) : (i32, i32) -> ()"
    );
}

#[test]
fn identity_fold_forwards_the_operand_and_dead_ops_go() {
    let out = canonicalize(
        "%x = \"test.def\"() : () -> i32\n\
         %z = t.const 0 : i32\n\
         %y = t.add %x, %z : i32\n\
         %unused = t.add %x, %x : i32\n\
         \"test.use\"(%y) : (i32) -> ()",
    );
    assert_eq!(
        out,
        "%0 = \"test.def\"() : () -> i32\n\"test.use\"(%0) : (i32) -> ()"
    );
}

#[test]
fn patterns_apply_and_their_users_are_revisited() {
    let out = canonicalize(
        "%x = \"test.def\"() : () -> i32\n\
         %n = t.neg %x : i32\n\
         %m = t.neg %n : i32\n\
         \"test.use\"(%m) : (i32) -> ()",
    );
    assert_eq!(
        out,
        "%0 = \"test.def\"() : () -> i32\n\"test.use\"(%0) : (i32) -> ()"
    );
}

#[test]
fn regions_lose_unreachable_blocks_and_unused_arguments() {
    let out = canonicalize(
        "\"test.region\"() ({\n\
         ^bb0:\n\
           %x = \"test.def\"() : () -> i32\n\
           \"t.br\"(%x, %x)[^bb1] : (i32, i32) -> ()\n\
         ^bb1(%a: i32, %b: i32):\n\
           \"test.use\"(%b) : (i32) -> ()\n\
           \"test.end\"() : () -> ()\n\
         ^bb2:\n\
           \"test.end\"() : () -> ()\n\
         }) : () -> ()",
    );
    assert!(!out.contains("^bb2"), "{out}");
    assert!(out.contains("^bb1(%1: i32):"), "{out}");
}

#[test]
fn a_constant_changed_in_place_folds_with_its_new_value() {
    let printed = transform_text(
        dialect(),
        "%a = t.const 1 : i32\n\
         %n = t.neg %a : i32\n\
         %s = t.add %a, %n : i32\n\
         \"test.use\"(%s) : (i32) -> ()",
        false,
        |ctx, body, roots| {
            let mut patterns = PatternSet::default();
            patterns.add(ctx.op_name("t.neg"), Box::new(NegateConstantInPlace));
            apply_patterns_and_fold(ctx, body, roots, None, &patterns, &GreedyConfig::default());
        },
    );
    // -1 + -1, not 1 + 1 nor 1 + -1.
    assert_eq!(
        body_lines(&printed).join("\n"),
        "%0 = t.const -2 : i32\n\"test.use\"(%0) : (i32) -> ()"
    );
}

#[test]
fn only_constants_unfolded_ops_use_are_made_latest_in_front() {
    let out = canonicalize(
        "%x = \"test.def\"() : () -> i32\n\
         %a = t.const 1 : i32\n\
         %b = t.add %a, %a : i32\n\
         %c = t.add %b, %x : i32\n\
         %d = t.add %b, %a : i32\n\
         %e = t.add %d, %d : i32\n\
         \"test.use\"(%c, %d) : (i32, i32) -> ()",
    );
    assert_eq!(
        out,
        "%0 = t.const 3 : i32\n\
         %1 = t.const 2 : i32\n\
         %2 = \"test.def\"() : () -> i32\n\
         %3 = t.add %1, %2 : i32\n\
         \"test.use\"(%3, %0) : (i32, i32) -> ()"
    );
}

/// Runs the driver without patterns over `src` in `dialect`: the body
/// printed and the numbers of ops (erased as dead, folded).
fn fold_only(dialect: Dialect, src: &str) -> (String, (u64, u64)) {
    let mut counts = (0, 0);
    let printed = transform_text(dialect, src, false, |ctx, body, roots| {
        let patterns = PatternSet::default();
        let stats =
            apply_patterns_and_fold(ctx, body, roots, None, &patterns, &GreedyConfig::default());
        counts = (stats.erased, stats.folded);
    });
    (body_lines(&printed).join("\n"), counts)
}

#[test]
fn dead_ops_are_erased_before_anything_folds() {
    let (out, counts) = fold_only(
        dialect(),
        "%a = t.const 1 : i32\n\
         %b = t.add %a, %a : i32\n\
         %c = t.add %b, %b : i32\n\
         \"test.use\"() : () -> ()",
    );
    assert_eq!(out, "\"test.use\"() : () -> ()");
    assert_eq!(counts, (3, 0));
}

#[test]
fn a_fold_whose_constant_cannot_be_made_leaves_the_op() {
    // The materializer makes no `i8` constants: both adds fold, neither
    // can be replaced, and the program stays as it was.
    let dialect = dialect().with_constant_materializer(|builder, value, ty, loc| {
        (ty != builder.ctx.int_type(8)).then_some(())?;
        materialize_t_const(builder, value, ty, loc)
    });
    let src = "%0 = t.const 1 : i8\n\
               %1 = t.add %0, %0 : i8\n\
               %2 = t.add %1, %1 : i8\n\
               \"test.use\"(%2) : (i8) -> ()";
    let (out, counts) = fold_only(dialect, src);
    assert_eq!(out, src);
    assert_eq!(counts, (0, 0));
}
