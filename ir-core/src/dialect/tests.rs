//! Tests of dialect types and attributes as values: a parametric type
//! holding builtin types seen by the printer's aliases and by the type
//! replacement walk, the verbose form, and definitions whose mistakes
//! fail registration with the op's or type's name.

use crate::ods::{op_attrs::I64Attr, Op, OpSpec, TypeConstraint};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::syntax::printer::{print_op, PrintOptions};
use crate::{attr_def, op, type_def, Context, Dialect, OpDefinition, Type, TypeKind};

type_def! {
    /// `!pair.of<i32, f32>`.
    struct PairType = pair.of {
        /// Element types.
        elements: Vec<Type>,
    }
    format = "`<` $elements `>`";
}

attr_def! {
    /// `#pair.weight<3>`.
    struct WeightAttr = pair.weight {
        /// The weight.
        value: i64,
    }
    format = "`<` $value `>`";
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(
        Dialect::new("pair", vec![])
            .with_type::<PairType>()
            .with_attr::<WeightAttr>(),
    );
    ctx.set_allow_unregistered(true);
    ctx
}

fn round_trip(ctx: &Context, src: &str) -> String {
    let options = ParseOptions::whole_file("t.mlir");
    match parse_source(ctx, src, options) {
        Ok(owned) => print_op(ctx, &owned.body, owned.op, &PrintOptions::default()),
        Err(d) => format!("error: {}", d.message),
    }
}

#[test]
fn a_nested_builtin_type_prints_through_its_alias() {
    let ctx = context();
    let elements: Vec<String> = (0..17).map(|_| "i8".to_string()).collect();
    let tuple = format!("tuple<{}>", elements.join(", "));
    let src = format!("\"t.op\"() {{a = #pair.weight<3>}} : () -> !pair.of<{tuple}, f32>\n");
    let printed = round_trip(&ctx, &src);
    assert!(
        printed.starts_with(&format!("!tuple = {tuple}\n")),
        "{printed}"
    );
    assert!(printed.contains("!pair.of<!tuple, f32>"), "{printed}");
    assert!(printed.contains("#pair.weight<3>"), "{printed}");
    assert_eq!(round_trip(&ctx, &printed), printed);
}

#[test]
fn the_verbose_form_and_the_pretty_form_are_one_type() {
    let ctx = context();
    let verbose = round_trip(&ctx, "\"t.op\"() : () -> !pair<of<i32>>\n");
    let pretty = round_trip(&ctx, "\"t.op\"() : () -> !pair.of<i32>\n");
    assert_eq!(verbose, pretty);
    let unknown = round_trip(&ctx, "\"t.op\"() : () -> !pair.odd<i32>\n");
    assert_eq!(unknown, "error: unknown type `odd` in dialect `pair`");
}

#[test]
fn replacing_types_rebuilds_the_dialect_types_that_hold_them() {
    let ctx = context();
    let (i32, i64) = (ctx.int_type(32), ctx.int_type(64));
    let pair = ctx
        .make_type(PairType {
            elements: vec![i32, ctx.function_type(vec![i32], vec![])],
        })
        .expect("a pair");
    let memref = ctx.intern_type(TypeKind::MemRef {
        shape: vec![4],
        element: pair,
        layout: None,
        memory_space: None,
    });
    let widened = ctx.replace_types_deep(memref, &mut |t| (t == i32).then_some(i64));
    let TypeKind::MemRef { element, .. } = ctx.type_kind(widened) else {
        panic!("still a memref");
    };
    let expected = PairType {
        elements: vec![i64, ctx.function_type(vec![i64], vec![])],
    };
    assert_eq!(ctx.type_as::<PairType>(*element), Some(&expected));
    let mut seen = Vec::new();
    ctx.walk_type_subelements(*element, &mut |e| seen.push(e));
    assert_eq!(seen.len(), 2);
    assert_eq!(ctx.replace_types_deep(memref, &mut |_| None), memref);
}

#[test]
fn a_misspelt_spec_name_fails_registration_naming_the_op() {
    let mut ctx = Context::new();
    let spec = OpSpec::new()
        .operand("x", TypeConstraint::ANY)
        .result("result", TypeConstraint::ANY)
        .same_types(&["x", "reslt"]);
    let dialect = Dialect::new(
        "t",
        vec![OpDefinition::new("t.op", "an op").with_spec(spec)],
    );
    let error = ctx
        .try_register_dialect(dialect)
        .expect_err("a misspelt name");
    assert_eq!(
        error,
        "op 't.op': same_types names no operand or result 'reslt'"
    );
    assert!(ctx.lookup_op_def("t.op").is_none());
}

type_def! {
    /// A type whose format names a parameter it does not have.
    struct BadType = bad.ty {
        /// The element.
        element: Type,
    }
    format = "`<` $elemnt `>`";
}

#[test]
fn a_misspelt_format_parameter_fails_registration() {
    let mut ctx = Context::new();
    let error = ctx
        .try_register_dialect(Dialect::new("bad", vec![]).with_type::<BadType>())
        .expect_err("a misspelt parameter");
    assert_eq!(
        error,
        "dialect 'bad': invalid format for 'bad.ty': '$elemnt' names no parameter (parameters: element)"
    );
    let i32 = ctx.int_type(32);
    assert!(ctx.make_type(BadType { element: i32 }).is_err());
}

op! {
    /// `%r = t.shift %x by 3 : i32`.
    struct ShiftOp = t.shift {
        summary: "Shifts by a constant",
        operands: (x: one(TypeConstraint::SIGNLESS_INTEGER_LIKE)),
        results: (result: one(TypeConstraint::SIGNLESS_INTEGER_LIKE)),
        attributes: (amount: required(I64Attr)),
        constraints: |spec| spec.same_types(&["x", "result"]),
        format: "$x `by` $amount attr-dict `:` type($result)",
    }
}

#[test]
fn a_handle_builds_matches_and_reads_its_op() {
    let mut ctx = Context::new();
    ctx.register_dialect(Dialect::new("t", vec![ShiftOp::definition()]));
    let mut body = crate::Body::new();
    let i32 = ctx.int_type(32);
    let block = body.create_block();
    let x = body.add_block_arg(block, i32, ctx.unknown_loc());
    let amount = ctx.int_attr(3, ctx.int_type(64));
    let state = ShiftOp::state(&ctx, ctx.unknown_loc(), i32, x, amount);
    let op = body.create_op(&ctx, state);
    let view = crate::OpView::new(&ctx, &body, op);
    let shift = view.as_op::<ShiftOp>().expect("a shift");
    assert_eq!((shift.x(), shift.amount()), (x, Some(3)));
    assert_eq!(view.body.value_type(shift.result()), i32);
    let defining = ShiftOp::defining(&ctx, &body, shift.result()).map(|s| s.op());
    assert_eq!(defining, Some(op));
    assert!(ShiftOp::defining(&ctx, &body, x).is_none());
    // The block argument is in no region here, so it prints unnamed.
    let printed = print_op(&ctx, &body, op, &PrintOptions::default());
    assert_eq!(
        printed.trim_end(),
        "%0 = t.shift <<UNKNOWN SSA VALUE>> by 3 : i32"
    );
}
