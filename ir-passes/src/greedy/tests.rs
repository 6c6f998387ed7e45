//! The greedy driver on a small dialect defined here: folding chains,
//! constant deduplication and hoisting, dead-op erasure, patterns, and
//! region simplification.

use super::{apply_patterns_and_fold, GreedyConfig, PatternSet};
use ir_core::interfaces::{Fold, FoldResult, PatternRewriter, RewritePattern};
use ir_core::ir::{Builder, OperationState};
use ir_core::ods::{AttrType, OpSpec, TypeConstraint};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{
    Attr, AttrKind, Context, Dialect, NamedAttr, OpDefinition, OpId, OpTraits, OpView, Type,
};

fn int_of(ctx: &Context, attr: Option<Attr>) -> Option<i128> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

fn fold_const(view: &OpView<'_>, _: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(view.inherent_attr("value")?)])
}

/// `t.add`: constants add up; `x + 0` is `x`.
fn fold_add(view: &OpView<'_>, operands: &[Option<Attr>]) -> Option<Vec<FoldResult>> {
    let ctx = view.ctx;
    let ty = view.result_types()[0];
    match (int_of(ctx, operands[0]), int_of(ctx, operands[1])) {
        (Some(a), Some(b)) => Some(vec![FoldResult::Attr(ctx.int_attr(a + b, ty))]),
        (_, Some(0)) => Some(vec![FoldResult::Value(view.operands().next()?)]),
        _ => None,
    }
}

fn materialize(builder: &mut Builder<'_>, value: Attr, ty: Type, loc: Attr) -> Option<OpId> {
    let ctx = builder.ctx;
    let mut state = OperationState::new(ctx.op_name("t.const"), loc);
    state.result_types = vec![ty];
    state.properties = Some(ctx.dictionary_attr(vec![NamedAttr {
        name: "value".into(),
        value,
    }]));
    Some(builder.create(state))
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
                .with_successor_operands(|view, _| 0..view.operands().len()),
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
    .with_constant_materializer(materialize)
}

/// Parses `src`, runs the driver over the top-level region, prints.
fn canonicalize(src: &str) -> String {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx.set_allow_unregistered(true);
    let options = ParseOptions {
        file: "t.mlir",
        line_offset: 0,
    };
    let mut owned = parse_source(&ctx, src, options).expect("test input parses");
    let mut patterns = PatternSet::default();
    patterns.add(ctx.op_name("t.neg"), Box::new(DoubleNegation));
    let roots = owned.body.regions(owned.op).to_vec();
    let body = owned.body.regions_body_mut(owned.op);
    let stats = apply_patterns_and_fold(&ctx, body, &roots, &patterns, &GreedyConfig::default());
    assert!(stats.converged);
    let printed = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
    printed
        .lines()
        .filter(|l| l.starts_with("  "))
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("\n")
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
