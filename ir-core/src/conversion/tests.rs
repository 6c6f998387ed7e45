//! Unit tests of the conversion framework on a small dialect of its own:
//! pattern order, type rules, legalization of what patterns create,
//! materializations and their reconciliation, and failures that leave the
//! input unchanged.

use super::*;
use crate::ir::{InsertPoint, OperationState};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::syntax::printer::{print_op, PrintOptions};
use crate::{Context, Dialect, OpDefinition, OpId, OpTraits, OwnedOp, Type, TypeKind};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(Dialect::new(
        "builtin",
        vec![
            OpDefinition::new("builtin.module", "module")
                .with_traits(OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR),
            UnrealizedConversionCastOp::definition(),
        ],
    ));
    ctx.register_dialect(Dialect::new(
        "iso",
        vec![OpDefinition::new("iso.op", "an isolated op")
            .with_traits(OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR)],
    ));
    ctx.register_dialect(Dialect::new(
        "t",
        ["t.a", "t.b", "t.c", "t.use", "t.keep"]
            .into_iter()
            .map(|name| OpDefinition::new(name, "an op"))
            .collect(),
    ));
    ctx
}

fn parse(ctx: &Context, body: &str) -> OwnedOp {
    let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()");
    let options = ParseOptions::whole_file("t.mlir");
    parse_source(ctx, &src, options).expect("parses")
}

fn print(ctx: &Context, root: &OwnedOp) -> String {
    let options = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    print_op(ctx, &root.body, root.op, &options)
}

/// A pattern that replaces the op by a new op named `to`, with the
/// adaptor's operands and the converted result types.
struct Rename {
    name: &'static str,
    to: &'static str,
    benefit: u16,
}

impl ConversionPattern for Rename {
    fn name(&self) -> &'static str {
        self.name
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool {
        let ctx = rewriter.ctx();
        let mut state = OperationState::new(ctx.op_name(self.to), rewriter.body().op_loc(op));
        state.operands = adaptor.flat().into_iter().collect();
        for &result in rewriter.body().results(op) {
            let ty = rewriter.body().value_type(result);
            let converted = rewriter.converter().and_then(|c| c.convert_one(ctx, ty));
            state.result_types.push(converted.unwrap_or(ty));
        }
        rewriter.set_insertion_point(InsertPoint::Before(op));
        let new = rewriter.create(state);
        let results = rewriter.body().results(new).to_vec();
        rewriter.replace_op(op, &results);
        true
    }
}

/// A pattern that never applies.
struct Declines;

impl ConversionPattern for Declines {
    fn name(&self) -> &'static str {
        "declines"
    }

    fn match_and_rewrite(
        &self,
        _: OpId,
        _: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> bool {
        rewriter.notify_match_failure("never applies");
        false
    }
}

fn rename(name: &'static str, to: &'static str, benefit: u16) -> Rename {
    Rename { name, to, benefit }
}

#[test]
fn patterns_are_tried_by_benefit_then_in_order() {
    let ctx = context();
    let mut set = ConversionPatternSet::new();
    set.add(ctx.op_name("t.a"), rename("first", "t.b", 1))
        .add_for_any_op(rename("any", "t.b", 2))
        .add(ctx.op_name("t.a"), rename("second", "t.b", 1))
        .add(ctx.op_name("t.a"), rename("best", "t.b", 3));
    let names: Vec<_> = set
        .for_op(ctx.op_name("t.a"))
        .iter()
        .map(|p| p.name())
        .collect();
    assert_eq!(names, ["best", "any", "first", "second"]);
    let names: Vec<_> = set
        .for_op(ctx.op_name("t.b"))
        .iter()
        .map(|p| p.name())
        .collect();
    assert_eq!(names, ["any"]);
}

fn index_to_i64(identity: bool) -> TypeConverter {
    let mut converter = if identity {
        TypeConverter::with_identity_fallback()
    } else {
        TypeConverter::new()
    };
    converter.add_one_to_one(|ctx, ty| {
        matches!(ctx.type_kind(ty), TypeKind::Index).then(|| ctx.int_type(64))
    });
    converter
}

#[test]
fn rules_run_last_added_first_and_reach_nested_types() {
    let ctx = context();
    let (index, i64, i32) = (ctx.index_type(), ctx.int_type(64), ctx.int_type(32));
    let mut converter = index_to_i64(true);
    let function = ctx.function_type(vec![index, i32], vec![index]);
    let converted = converter.convert_type(&ctx, function).expect("converts");
    assert_eq!(
        converted.as_slice(),
        [ctx.function_type(vec![i64, i32], vec![i64])]
    );
    assert!(converter.is_legal(&ctx, i32));
    assert!(!converter.is_legal(&ctx, index));
    // A later rule wins; one that passes leaves it to the earlier ones.
    converter.add_rule(|_, _, _| RuleResult::Pass);
    converter.add_rule(move |_, ctx, ty| match ctx.type_kind(ty) {
        TypeKind::Index => RuleResult::Convert(smallvec::smallvec![]),
        _ => RuleResult::Pass,
    });
    assert_eq!(
        converter.convert_type(&ctx, index).map(|t| t.len()),
        Some(0)
    );
    assert_eq!(
        converter.convert_type(&ctx, i32).map(|t| t.to_vec()),
        Some(vec![i32])
    );
    // Without the identity fallback a type no rule changes does not convert.
    let strict = index_to_i64(false);
    assert_eq!(strict.convert_type(&ctx, i32), None);
    assert_eq!(strict.convert_types(&ctx, &[index, i32]), None);
    // A nested type that does not convert makes its holder fail.
    let tuple = ctx.intern_type(TypeKind::Tuple(vec![index, i32]));
    assert_eq!(strict.convert_type(&ctx, tuple), None);
}

fn t_target(ctx: &Context) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("builtin")
        .add_illegal_op(ctx.op_name("t.a"))
        .add_illegal_op(ctx.op_name("t.b"))
        .add_legal_op(ctx.op_name("t.c"))
        .add_legal_op(ctx.op_name("t.use"));
    target
}

const CHAIN: &str = r#"  "t.use"() ({
  ^bb0(%x: index):
    %0 = "t.a"(%x) : (index) -> index
    "t.use"(%0) : (index) -> ()
  }) : () -> ()"#;

#[test]
fn ops_created_by_patterns_are_legalized_and_casts_reconciled() {
    let ctx = context();
    let mut root = parse(&ctx, CHAIN);
    let mut patterns = ConversionPatternSet::new();
    patterns
        .add(ctx.op_name("t.a"), rename("a-to-b", "t.b", 1))
        .add(ctx.op_name("t.b"), rename("b-to-c", "t.c", 1));
    let target = t_target(&ctx);
    let converter = index_to_i64(true);
    let conversion = Conversion {
        target: &target,
        patterns: &patterns,
        converter: Some(&converter),
    };
    let stats = apply_partial_conversion(&ctx, &mut root, &conversion).expect("converts");
    assert_eq!(stats.rewritten, 2);
    let text = print(&ctx, &root);
    // `t.use` stays unconverted: it sees `index` through casts both ways;
    // the intermediate cast of `t.b`'s result folded away.
    assert!(text.contains(r#""t.c"(%0) : (i64) -> i64"#), "{text}");
    assert_eq!(
        text.matches("unrealized_conversion_cast").count(),
        2,
        "{text}"
    );
    assert!(!text.contains("t.b"), "{text}");
}

#[test]
fn full_conversion_with_no_pattern_for_an_op_changes_nothing() {
    let ctx = context();
    let src = format!("{CHAIN}\n  \"t.keep\"() : () -> ()");
    let mut root = parse(&ctx, &src);
    let before = print(&ctx, &root);
    let mut patterns = ConversionPatternSet::new();
    patterns.add(ctx.op_name("t.a"), rename("a-to-c", "t.c", 1));
    let target = t_target(&ctx);
    let conversion = Conversion {
        target: &target,
        patterns: &patterns,
        converter: None,
    };
    let failure =
        apply_full_conversion(&ctx, &mut root, &conversion).expect_err("t.keep is unknown");
    assert_eq!(failure.message, "failed to legalize operation 't.keep'");
    assert_eq!(print(&ctx, &root), before);
    // A partial conversion leaves the unknown op.
    apply_partial_conversion(&ctx, &mut root, &conversion).expect("converts");
    assert!(print(&ctx, &root).contains("t.keep"));
}

#[test]
fn a_declining_pattern_is_named_with_its_reason() {
    let ctx = context();
    let mut root = parse(&ctx, CHAIN);
    let mut patterns = ConversionPatternSet::new();
    patterns.add(ctx.op_name("t.a"), Declines);
    let target = t_target(&ctx);
    let conversion = Conversion {
        target: &target,
        patterns: &patterns,
        converter: None,
    };
    let failure = apply_partial_conversion(&ctx, &mut root, &conversion).expect_err("t.a stays");
    assert_eq!(
        failure.message,
        "failed to legalize operation 't.a' that was explicitly marked illegal"
    );
    let notes: Vec<&str> = failure.notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(notes, ["patterns tried: declines", "never applies"]);
}

#[test]
fn reconcile_folds_round_trips_and_keeps_live_casts() {
    let ctx = context();
    let src = r#"  "t.use"() ({
  ^bb0(%x: i32):
    %0 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> i64
    %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i32
    %2 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> i16
    "t.use"(%1, %2) : (i32, i16) -> ()
  }) : () -> ()"#;
    let mut root = parse(&ctx, src);
    let roots = root.body.regions(root.op).to_vec();
    let body = root.body.regions_body_mut(root.op);
    let casts = casts_in(&ctx, body, &roots);
    assert_eq!(casts.len(), 3);
    let (stats, left) = reconcile_casts(&ctx, body, &casts);
    assert_eq!(
        stats,
        ReconcileStats {
            folded: 1,
            erased: 2
        }
    );
    assert_eq!(left.len(), 1);
    let text = print(&ctx, &root);
    assert!(
        text.contains(r#""t.use"(%arg0, %0) : (i32, i16) -> ()"#),
        "{text}"
    );
}

#[test]
fn signature_conversion_splits_and_drops_arguments() {
    let ctx = context();
    let src = r#"  "t.use"() ({
  ^bb0(%x: index, %y: i32):
    "t.use"(%x, %y) : (index, i32) -> ()
  }) : () -> ()"#;
    let mut root = parse(&ctx, src);
    let body = root.body.regions_body_mut(root.op);
    let holder = body
        .root_regions()
        .next()
        .and_then(|r| body.entry_block(r))
        .and_then(|b| body.first_op(b))
        .expect("holder");
    let region = body.regions(holder)[0];
    let block = body.entry_block(region).expect("block");
    let i64: Type = ctx.int_type(64);
    let conversion = SignatureConversion {
        inputs: vec![smallvec::smallvec![i64, i64], smallvec::smallvec![]],
    };
    let casts = signature::apply_signature_conversion(&ctx, body, block, &conversion, None);
    assert_eq!(casts.len(), 2);
    let types: Vec<Type> = body
        .block_args(block)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    assert_eq!(types, [i64, i64]);
    let text = print(&ctx, &root);
    assert!(text.contains("(i64, i64) -> index"), "{text}");
    assert!(text.contains("() -> i32"), "{text}");
}

/// Bodies of isolated ops nested two deep, with ops to convert in each.
const NESTED_BODIES: &str = r#"  "iso.op"() ({
    "iso.op"() ({
      "t.a"() : () -> ()
    }) : () -> ()
    "t.c"() : () -> ()
  }) : () -> ()
  "iso.op"() ({
    "t.c"() : () -> ()
  }) : () -> ()
  "iso.op"() ({
    "t.b"() : () -> ()
    "iso.op"() ({
      "t.b"() : () -> ()
    }) : () -> ()
  }) : () -> ()"#;

/// Runs `convert` on `ctx` (threads as `threads` says) in a pool of four
/// threads, so that the parallel path runs even on a one-core machine.
fn on_threads<R: Send>(
    ctx: &mut Context,
    threads: bool,
    convert: impl FnOnce(&Context) -> R + Send,
) -> R {
    ctx.set_multithreading(threads);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .expect("a pool");
    let ctx = &*ctx;
    pool.install(|| convert(ctx))
}

#[test]
fn bodies_convert_the_same_with_and_without_threads() {
    let mut outputs = Vec::new();
    for threads in [false, true] {
        let mut ctx = context();
        let text = on_threads(&mut ctx, threads, |ctx| {
            let mut root = parse(ctx, NESTED_BODIES);
            let mut patterns = ConversionPatternSet::new();
            patterns
                .add(ctx.op_name("t.a"), rename("a-to-c", "t.c", 1))
                .add(ctx.op_name("t.b"), rename("b-to-c", "t.c", 1));
            let target = t_target(ctx);
            let conversion = Conversion {
                target: &target,
                patterns: &patterns,
                converter: None,
            };
            let stats = apply_partial_conversion(ctx, &mut root, &conversion).expect("converts");
            assert_eq!(stats.rewritten, 3);
            print(ctx, &root)
        });
        assert!(!text.contains("t.a") && !text.contains("t.b"), "{text}");
        outputs.push(text);
    }
    assert_eq!(outputs[0], outputs[1]);
}

#[test]
fn the_failure_reported_is_the_first_in_program_order_with_and_without_threads() {
    for threads in [false, true] {
        let mut ctx = context();
        let failure = on_threads(&mut ctx, threads, |ctx| {
            let mut root = parse(ctx, NESTED_BODIES);
            let mut patterns = ConversionPatternSet::new();
            patterns
                .add(ctx.op_name("t.a"), Declines)
                .add(ctx.op_name("t.b"), Declines);
            let target = t_target(ctx);
            let conversion = Conversion {
                target: &target,
                patterns: &patterns,
                converter: None,
            };
            apply_partial_conversion(ctx, &mut root, &conversion).expect_err("nothing converts")
        });
        // The `t.a` two bodies deep comes first in program order, though a
        // level-by-level walk meets the `t.b`s first.
        assert_eq!(
            failure.message,
            "failed to legalize operation 't.a' that was explicitly marked illegal",
            "threads: {threads}"
        );
    }
}
