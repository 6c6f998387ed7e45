//! Tests of the format engine on a small dialect defined here: round trips
//! of optional groups, variadic groups with segment sizes, type inference,
//! stripped attributes and spacing, and the compiler's errors.

use crate::ods::{Arity, AttrType, OpSpec, TypeConstraint};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::syntax::printer::{print_op, PrintOptions};
use crate::{Context, Dialect, OpDefinition, OpTraits, TypeKind};

crate::bit_enum! {
    /// The flags of `fmt.bin`.
    struct Flags: "fmt::Flags" {
        /// `y`.
        Y = 0 => "y",
        /// `z`.
        Z = 1 => "z",
    }
    all = None;
    separator = ", ";
}

crate::attr_def! {
    /// `#fmt.flags<y, z>`.
    struct FlagsAttr = fmt.flags {
        /// The flags.
        flags: Flags,
    }
    format = "`<` $flags `>`";
}

fn flags_default(ctx: &Context) -> crate::Attr {
    ctx.make_attr(FlagsAttr { flags: Flags::NONE })
        .expect("flags need no check")
}

fn element_type(ctx: &Context, known: &crate::ods::KnownTypes<'_>) -> Option<Vec<crate::Type>> {
    match ctx.type_kind(known.single("mem")?) {
        TypeKind::MemRef { element, .. } => Some(vec![*element]),
        _ => None,
    }
}

fn dialect() -> Dialect {
    let int = TypeConstraint::SIGNLESS_INTEGER_LIKE;
    let flags = AttrType::of::<FlagsAttr>();
    Dialect::new(
        "fmt",
        vec![
            OpDefinition::new("fmt.bin", "binary op").with_format(
                OpSpec::new()
                    .operand("lhs", int)
                    .operand("rhs", int)
                    .result("result", int)
                    .default_attr("flags", flags, flags_default)
                    .same_types(&["lhs", "rhs", "result"]),
                "$lhs `,` $rhs (`flags` `` $flags^)? attr-dict `:` type($result)",
            ),
            OpDefinition::new("fmt.cmp", "comparison").with_format(
                OpSpec::new()
                    .attr("pred", AttrType::Enum(&["eq", "ne", "lt"]))
                    .operand("lhs", int)
                    .operand("rhs", int)
                    .result("result", TypeConstraint::I1)
                    .same_types(&["lhs", "rhs"]),
                "$pred `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
            ),
            OpDefinition::new("fmt.call", "call").with_format(
                OpSpec::new()
                    .attr("callee", AttrType::SymbolRef)
                    .variadic_operand("args", TypeConstraint::ANY)
                    .variadic_result("results", TypeConstraint::ANY),
                "$callee `(` $args `)` attr-dict `:` functional-type($args, results)",
            ),
            OpDefinition::new("fmt.seg", "two variadic groups").with_format(
                OpSpec::new()
                    .variadic_operand("a", TypeConstraint::INDEX)
                    .variadic_operand("b", TypeConstraint::INDEX)
                    .optional_attr("fast", AttrType::Unit),
                "(`fast` $fast^)? `(` $a `)` (`[` $b^ `]`)? attr-dict",
            ),
            OpDefinition::new("fmt.load", "load").with_format(
                OpSpec::new()
                    .operand("mem", TypeConstraint::MEMREF)
                    .variadic_operand("idx", TypeConstraint::INDEX)
                    .result("result", TypeConstraint::ANY)
                    .infer("result", element_type),
                "$mem `[` $idx `]` attr-dict `:` type($mem)",
            ),
            OpDefinition::new("fmt.region", "a region")
                .with_implicit_terminator("fmt.end")
                .with_format(
                    OpSpec::new().region("body", Arity::Single),
                    "$body attr-dict",
                ),
            OpDefinition::new("fmt.end", "terminator")
                .with_traits(OpTraits::TERMINATOR)
                .with_format(
                    OpSpec::new().variadic_operand("vals", TypeConstraint::ANY),
                    "attr-dict ($vals^ `:` type($vals))?",
                ),
        ],
    )
    .with_attr::<FlagsAttr>()
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx.set_allow_unregistered(true);
    ctx
}

/// Parses `src` and prints it in custom (or generic) form, or the error.
fn run(src: &str, generic: bool) -> String {
    let ctx = context();
    let options = ParseOptions::whole_file("t.mlir");
    match parse_source(&ctx, src, options) {
        Ok(owned) => {
            let print = PrintOptions {
                generic,
                debug_info: false,
                ..Default::default()
            };
            print_op(&ctx, &owned.body, owned.op, &print)
        }
        Err(d) => format!("error: {}", d.message),
    }
}

/// The body lines of a printed module (without `module {` and `}`).
fn ops_of(src: &str) -> Vec<String> {
    let printed = run(src, false);
    printed
        .lines()
        .filter(|l| l.starts_with("  "))
        .map(|l| l.trim().to_string())
        .collect()
}

const ARGS: &str = "\"test.def\"() : () -> (i32, i32, index, memref<4xf32>)";

fn with_args(body: &str) -> String {
    format!("%a, %b, %i, %m = {ARGS}\n{body}\n")
}

#[test]
fn optional_group_appears_only_when_not_default() {
    let ops = ops_of(&with_args(
        "%0 = fmt.bin %a, %b : i32\n%1 = fmt.bin %a, %b flags<z, y> : i32",
    ));
    assert_eq!(ops[1], "%1 = fmt.bin %0#0, %0#1 : i32");
    assert_eq!(ops[2], "%2 = fmt.bin %0#0, %0#1 flags<y, z> : i32");
}

#[test]
fn defaults_are_materialized_in_the_generic_form() {
    let printed = run(&with_args("%0 = fmt.bin %a, %b : i32"), true);
    assert!(
        printed.contains("<{flags = #fmt.flags<none>}> : (i32, i32) -> i32"),
        "{printed}"
    );
}

#[test]
fn enum_keyword_and_buildable_result_type() {
    let ops = ops_of(&with_args("%0 = fmt.cmp lt, %a, %b : i32"));
    assert_eq!(ops[1], "%1 = fmt.cmp lt, %0#0, %0#1 : i32");
    let generic = run(&with_args("%0 = fmt.cmp lt, %a, %b : i32"), true);
    assert!(
        generic.contains("<{pred = 2 : i64}> : (i32, i32) -> i1"),
        "{generic}"
    );
}

#[test]
fn unknown_enum_case_names_the_choices() {
    let error = run(&with_args("%0 = fmt.cmp le, %a, %b : i32"), false);
    assert_eq!(
        error,
        "error: expected string or keyword containing one of the following enum values for attribute 'pred' [eq, ne, lt]"
    );
}

#[test]
fn functional_type_and_symbol_reference() {
    let ops = ops_of(&with_args(
        "%0:2 = fmt.call @f(%a, %i) : (i32, index) -> (i8, i8)\nfmt.call @g() : () -> ()",
    ));
    assert_eq!(
        ops[1],
        "%1:2 = fmt.call @f(%0#0, %0#2) : (i32, index) -> (i8, i8)"
    );
    assert_eq!(ops[2], "fmt.call @g() : () -> ()");
}

#[test]
fn two_variadic_groups_get_segment_sizes() {
    let src = with_args("fmt.seg fast (%i, %i) [%i]\nfmt.seg (%i)");
    let ops = ops_of(&src);
    assert_eq!(ops[1], "fmt.seg fast(%0#2, %0#2) [%0#2]");
    assert_eq!(ops[2], "fmt.seg(%0#2)");
    let generic = run(&src, true);
    assert!(
        generic.contains("<{fast, operandSegmentSizes = array<i32: 2, 1>}>"),
        "{generic}"
    );
    assert!(
        generic.contains("<{operandSegmentSizes = array<i32: 1, 0>}>"),
        "{generic}"
    );
}

#[test]
fn inference_rule_gives_the_result_type() {
    let ops = ops_of(&with_args("%0 = fmt.load %m[%i] : memref<4xf32>"));
    assert_eq!(ops[1], "%1 = fmt.load %0#3[%0#2] : memref<4xf32>");
    let generic = run(&with_args("%0 = fmt.load %m[%i] : memref<4xf32>"), true);
    assert!(
        generic.contains(": (memref<4xf32>, index) -> f32"),
        "{generic}"
    );
}

#[test]
fn implicit_terminator_is_added_and_elided() {
    let ops = ops_of("fmt.region {\n}\nfmt.region {\n  fmt.end {a}\n}");
    assert_eq!(
        ops,
        vec!["fmt.region {", "}", "fmt.region {", "fmt.end {a}", "}"]
    );
    let generic = run("fmt.region {\n}", true);
    assert!(generic.contains("\"fmt.end\"() : () -> ()"), "{generic}");
}

#[test]
fn inherent_attribute_in_the_dictionary_becomes_a_property() {
    let generic = run(
        &with_args("%0 = fmt.cmp eq, %a, %b {pred = 1 : i64, other} : i32"),
        true,
    );
    assert!(generic.contains("<{pred = 1 : i64}> {other}"), "{generic}");
}

#[test]
fn spec_violations_are_verifier_errors() {
    let ctx = context();
    let src = with_args("%0 = \"fmt.bin\"(%a, %i) : (i32, index) -> i32");
    let owned = parse_source(&ctx, &src, ParseOptions::whole_file("t")).expect("parses");
    let error = crate::verifier::verify(&ctx, &owned.body, owned.op).expect_err("types differ");
    assert_eq!(
        error.message,
        "'fmt.bin' op failed to verify that all of {lhs, rhs, result} have same type"
    );
}

#[test]
fn format_errors_name_the_problem() {
    let spec = OpSpec::new().operand("x", TypeConstraint::ANY);
    let error = |text: &str| super::compile(&spec, text).expect_err(text);
    assert!(error("$y attr-dict").contains("'$y' names no operand"));
    assert!(error("($x)? attr-dict").contains("anchor"));
    assert!(error("$x `unterminated").contains("expected"));
}
