//! SCCP on a small dialect defined here: constants through a loop's block
//! argument, a branch decided by a constant, never-executed code.

use super::propagate_constants;
use crate::greedy::PatternSet;
use ir_core::interfaces::{
    Canonicalize, ConstantSuccessor, Fold, FoldResult, PatternRewriter, RewritePattern,
};
use ir_core::ir::{Builder, OperationState};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::syntax::printer::{print_op, PrintOptions};
use ir_core::{
    Attr, AttrKind, Context, Dialect, NamedAttr, OpDefinition, OpId, OpTraits, OpView, Type,
};

fn int(ctx: &Context, attr: Option<Attr>) -> Option<i128> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => Some(*value),
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

/// `t.cond_br` on a constant becomes `t.br` to the taken block.
struct ConstantCondition;

impl RewritePattern for ConstantCondition {
    fn name(&self) -> &'static str {
        "constant-condition"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let condition = body.defining_op(body.operand(op, 0));
        let value = condition.and_then(|c| OpView::new(ctx, body, c).inherent_attr("value"));
        let Some(taken) = int(ctx, value) else {
            return false;
        };
        let target = body
            .successors(op)
            .nth(usize::from(taken == 0))
            .expect("two successors");
        let mut state = OperationState::new(ctx.op_name("t.br"), body.op_loc(op));
        state.successors = vec![target];
        rewriter.set_insertion_point(ir_core::ir::InsertPoint::Before(op));
        rewriter.create(state);
        rewriter.erase_op(op);
        true
    }
}

fn dialect() -> Dialect {
    let pure = OpTraits::PURE;
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.const", "constant")
                .with_traits(pure | OpTraits::CONSTANT_LIKE)
                .with_interface(Fold(|v, _| {
                    Some(vec![FoldResult::Attr(v.inherent_attr("value")?)])
                })),
            OpDefinition::new("t.add", "add")
                .with_traits(pure)
                .with_interface(Fold(|v, c| {
                    let ty = v.result_types()[0];
                    let sum = int(v.ctx, c[0])? + int(v.ctx, c[1])?;
                    Some(vec![FoldResult::Attr(v.ctx.int_attr(sum, ty))])
                })),
            OpDefinition::new("t.eq", "equality")
                .with_traits(pure)
                .with_interface(Fold(|v, c| {
                    let equal = int(v.ctx, c[0])? == int(v.ctx, c[1])?;
                    let i1 = v.ctx.int_type(1);
                    Some(vec![FoldResult::Attr(
                        v.ctx.int_attr(i128::from(equal), i1),
                    )])
                })),
            OpDefinition::new("t.br", "branch")
                .with_traits(OpTraits::TERMINATOR | pure)
                .with_successor_operands(|v, _| 0..v.operands().len()),
            OpDefinition::new("t.cond_br", "branch on operand 0, no forwarded values")
                .with_traits(OpTraits::TERMINATOR | pure)
                .with_successor_operands(|_, _| 1..1)
                .with_interface(ConstantSuccessor(|v, c| {
                    Some(usize::from(int(v.ctx, c[0])? == 0))
                }))
                .with_interface(Canonicalize(|| vec![Box::new(ConstantCondition)])),
            OpDefinition::new("t.ret", "return").with_traits(OpTraits::TERMINATOR | pure),
        ],
    )
    .with_constant_materializer(materialize)
}

fn sccp(src: &str) -> String {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx.set_allow_unregistered(true);
    let options = ParseOptions {
        file: "t.mlir",
        line_offset: 0,
    };
    let mut owned = parse_source(&ctx, src, options).expect("test input parses");
    let patterns = PatternSet::canonicalization(&ctx);
    let roots = owned.body.regions(owned.op).to_vec();
    propagate_constants(
        &ctx,
        owned.body.regions_body_mut(owned.op),
        &roots,
        &patterns,
    );
    print_op(&ctx, &owned.body, owned.op, &PrintOptions::default())
}

#[test]
fn a_loop_that_never_changes_its_variable_folds_away() {
    let out = sccp(
        r#"
"test.region"() ({
^bb0:
  %one = "t.const"() <{value = 1 : i32}> : () -> i32
  "t.br"(%one)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %c = "t.eq"(%x, %one) : (i32, i32) -> i1
  "t.cond_br"(%c)[^bb2, ^bb3] : (i1) -> ()
^bb2:
  "t.ret"(%x) : (i32) -> ()
^bb3:
  %z = "t.add"(%x, %one) : (i32, i32) -> i32
  "t.br"(%z)[^bb1] : (i32) -> ()
}) : () -> ()
"#,
    );
    assert!(
        !out.contains("t.add") && !out.contains("t.cond_br"),
        "{out}"
    );
    assert!(!out.contains("^bb1(%"), "the loop argument goes: {out}");
    assert!(out.contains("\"t.ret\"(%0) : (i32) -> ()"), "{out}");
    assert_eq!(out.matches("t.const").count(), 1, "{out}");
}

#[test]
fn values_that_differ_on_two_paths_stay() {
    let out = sccp(
        r#"
"test.region"() ({
^bb0:
  %c = "test.unknown"() : () -> i1
  %one = "t.const"() <{value = 1 : i32}> : () -> i32
  %two = "t.const"() <{value = 2 : i32}> : () -> i32
  "t.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "t.br"(%one)[^bb3] : (i32) -> ()
^bb2:
  "t.br"(%two)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %y = "t.add"(%x, %one) : (i32, i32) -> i32
  "t.ret"(%y) : (i32) -> ()
}) : () -> ()
"#,
    );
    assert!(out.contains("\"t.add\""), "{out}");
    assert!(out.contains("^bb3(%"), "{out}");
}
