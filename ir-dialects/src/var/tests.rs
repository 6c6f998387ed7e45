//! The `var` dialect: custom forms print and parse back, the verifier
//! checks element types, `!var.ref` spellings are canonical, builders
//! make what the parser makes, and the ops run in the interpreter.

use super::{element_type, ref_type};
use crate::test_support::{context, parse, print};
use ir_core::interp::{run_function, Interpretable, RtValue, RunLimits, Step};
use ir_core::ir::{Builder, InsertPoint};
use ir_core::syntax::parser::{parse_source, ParseOptions};
use ir_core::{Context, Dialect, OpDefinition, OpTraits};

const SWAP_THROUGH_VARIABLES: &str = r#"
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %v = var.declare : !var.ref<i32>
  %w = var.declare : !var.ref<i32>
  var.write %a, %v : !var.ref<i32>
  var.write %b, %w : !var.ref<i32>
  %t = var.read %v : !var.ref<i32>
  var.copy %w to %v : !var.ref<i32>
  var.write %t, %w : !var.ref<i32>
  %x = var.read %v : !var.ref<i32>
  %y = var.read %w : !var.ref<i32>
  "vt.ret"(%x, %y) : (i32, i32) -> ()
}
"#;

/// A context with every dialect and `vt.ret`, a return the interpreter
/// runs (the tests of this module need no other dialect's semantics).
fn context_with_return() -> Context {
    let mut ctx = context();
    ctx.register_dialect(Dialect::new(
        "vt",
        vec![OpDefinition::new("vt.ret", "returns its operands")
            .with_traits(OpTraits::TERMINATOR)
            .with_interface(Interpretable::simple(|_, _, values| {
                Ok(Step::Exit(values.to_vec()))
            }))],
    ));
    ctx
}

#[test]
fn custom_forms_print_and_parse_back() {
    let ctx = context_with_return();
    let module = parse(&ctx, SWAP_THROUGH_VARIABLES);
    let printed = print(&ctx, &module);
    for line in [
        "%var = var.declare : !var.ref<i32>",
        "var.write %arg0, %var : !var.ref<i32>",
        "%0 = var.read %var : !var.ref<i32>",
        "var.copy %var_0 to %var : !var.ref<i32>",
    ] {
        assert!(printed.contains(line), "{line} not in\n{printed}");
    }
    let again = print(&ctx, &parse(&ctx, &printed));
    assert_eq!(printed, again);
}

#[test]
fn the_swap_runs_in_the_interpreter() {
    let ctx = context_with_return();
    let module = parse(&ctx, SWAP_THROUGH_VARIABLES);
    let args = vec![RtValue::int(1, 32), RtValue::int(2, 32)];
    let results = run_function(
        &ctx,
        &module.body,
        module.op,
        "f",
        args,
        RunLimits::default(),
    )
    .expect("runs");
    assert_eq!(results, vec![RtValue::int(2, 32), RtValue::int(1, 32)]);
}

#[test]
fn reading_a_variable_never_written_gives_poison() {
    let ctx = context_with_return();
    let module = parse(
        &ctx,
        r#"func.func @f() -> i8 {
             %v = var.declare : !var.ref<i8>
             %x = var.read %v : !var.ref<i8>
             "vt.ret"(%x) : (i8) -> ()
           }"#,
    );
    let results = run_function(
        &ctx,
        &module.body,
        module.op,
        "f",
        Vec::new(),
        RunLimits::default(),
    )
    .expect("runs");
    assert_eq!(results, vec![RtValue::Poison]);
}

/// The verifier's message for `src`, which must parse.
fn verify_error(src: &str) -> String {
    let ctx = context_with_return();
    let options = ParseOptions::whole_file("t.mlir");
    let Ok(module) = parse_source(&ctx, src, options) else {
        panic!("does not parse");
    };
    let Err(error) = ir_core::verifier::verify(&ctx, &module.body, module.op) else {
        panic!("verifies");
    };
    error.message
}

#[test]
fn element_types_must_agree() {
    let message = verify_error(
        r#"%v = "var.declare"() : () -> !var.ref<i32>
           %x = "var.read"(%v) : (!var.ref<i32>) -> i64"#,
    );
    assert_eq!(
        message,
        "'var.read' op result type must be the element type of the variable"
    );
    let message = verify_error(
        r#"%v = "var.declare"() : () -> !var.ref<i32>
           %c = "var.read"(%v) : (!var.ref<i32>) -> i32
           %w = "var.declare"() : () -> !var.ref<i1>
           "var.write"(%c, %w) : (i32, !var.ref<i1>) -> ()"#,
    );
    assert_eq!(
        message,
        "'var.write' op written value type must be the element type of the variable"
    );
    let message = verify_error(
        r#"%v = "var.declare"() : () -> !var.ref<i32>
           %w = "var.declare"() : () -> !var.ref<i1>
           "var.copy"(%v, %w) : (!var.ref<i32>, !var.ref<i1>) -> ()"#,
    );
    assert!(message.contains("same type"), "{message}");
    let message = verify_error(r#"%v = "var.declare"() : () -> i32"#);
    assert!(message.contains("variable reference"), "{message}");
}

#[test]
fn ref_types_are_canonical_and_give_back_their_element() {
    let ctx = context_with_return();
    let module = parse(
        &ctx,
        r#"func.func @f(%a: !var.ref< i32 >, %b: !var.ref<tuple<i32,f32>>) {
             "vt.ret"() : () -> ()
           }"#,
    );
    let printed = print(&ctx, &module);
    assert!(
        printed.contains("%arg0: !var.ref<i32>, %arg1: !var.ref<tuple<i32, f32>>"),
        "{printed}"
    );
    let i32_ref = ref_type(&ctx, ctx.int_type(32));
    assert_eq!(element_type(&ctx, i32_ref), Some(ctx.int_type(32)));
    assert_eq!(element_type(&ctx, ctx.int_type(32)), None);
    let options = ParseOptions::whole_file("t.mlir");
    let Err(error) = parse_source(
        &ctx,
        "%v = \"var.declare\"() : () -> !var.box<i32>",
        options,
    ) else {
        panic!("!var.box parsed");
    };
    assert!(
        error
            .message
            .contains("unknown type `box` in dialect `var`"),
        "{}",
        error.message
    );
}

#[test]
fn builders_make_what_the_parser_makes() {
    let ctx = context_with_return();
    let mut module = parse(
        &ctx,
        "func.func @f(%a: i32) {\n  \"vt.ret\"() : () -> ()\n}",
    );
    let root = module.body.regions(module.op)[0];
    let module_body = module.body.regions_body_mut(module.op);
    let block = module_body.entry_block(root).expect("module block");
    let func = module_body.first_op(block).expect("func");
    let region = module_body.regions(func)[0];
    let body = module_body.regions_body_mut(func);
    let entry = body.entry_block(region).expect("entry");
    let arg = body.block_args(entry)[0];
    let loc = ctx.unknown_loc();
    let i32_type = ctx.int_type(32);
    let mut builder = Builder::new(&ctx, body);
    builder.set_insertion_point(InsertPoint::Start(entry));
    let v = super::declare(&mut builder, i32_type, loc);
    let w = super::declare(&mut builder, i32_type, loc);
    super::write(&mut builder, arg, v, loc);
    super::copy(&mut builder, v, w, loc);
    let x = super::read(&mut builder, w, i32_type, loc);
    super::write(&mut builder, x, v, loc);
    ir_core::verifier::verify(&ctx, &module.body, module.op).expect("verifies");
    let printed = print(&ctx, &module);
    let expected = "    %var = var.declare : !var.ref<i32>
    %var_0 = var.declare : !var.ref<i32>
    var.write %arg0, %var : !var.ref<i32>
    var.copy %var to %var_0 : !var.ref<i32>
    %0 = var.read %var_0 : !var.ref<i32>
    var.write %0, %var : !var.ref<i32>
";
    assert!(printed.contains(expected), "{printed}");
}
