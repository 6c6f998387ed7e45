//! Fixtures of the printer's threading tests: a dialect of custom-form ops
//! and isolated functions and modules, functions written as text, and the
//! check that threads print what one thread prints.

use super::{print_op, print_op_to, PrintOptions};
use crate::ir::OwnedOp;
use crate::ods::{Arity, OpSpec, TypeConstraint};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::{Context, Dialect, OpDefinition, OpTraits};
use std::fmt::Write;

/// A custom-form add naming its result `%sum`, a custom-form loop whose
/// terminator is implicit (elided when printed), and isolated functions
/// and modules (`builtin.module` and `par.module`, printed generically);
/// unregistered ops are allowed.
pub(super) fn context() -> Context {
    let int = TypeConstraint::SIGNLESS_INTEGER_LIKE;
    let module = OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR;
    let add = OpSpec::new()
        .operand("lhs", int)
        .operand("rhs", int)
        .result("result", int)
        .same_types(&["lhs", "rhs", "result"]);
    let ops = vec![
        OpDefinition::new("par.add", "add")
            .with_format(add, "$lhs `,` $rhs attr-dict `:` type($result)")
            .with_result_name(|_| Some("sum".into())),
        OpDefinition::new("par.loop", "loop")
            .with_implicit_terminator("par.yield")
            .with_format(
                OpSpec::new().region("body", Arity::Single),
                "$body attr-dict",
            ),
        OpDefinition::new("par.yield", "loop terminator")
            .with_traits(OpTraits::TERMINATOR)
            .with_format(OpSpec::new(), "attr-dict"),
        OpDefinition::new("par.func", "function").with_traits(OpTraits::ISOLATED_FROM_ABOVE),
        OpDefinition::new("par.module", "module").with_traits(module),
    ];
    let mut ctx = Context::new();
    let builtin = OpDefinition::new("builtin.module", "module").with_traits(module);
    ctx.register_dialect(Dialect::new("builtin", vec![builtin]));
    ctx.register_dialect(Dialect::new("par", ops));
    ctx.set_allow_unregistered(true);
    ctx
}

/// Parses `src` (generic form), as file `threads.mlir`.
pub(super) fn parse(ctx: &Context, src: &str) -> OwnedOp {
    let options = ParseOptions::whole_file("threads.mlir");
    parse_source(ctx, src, options).expect("parses")
}

/// Appends `n` adds chaining from `from` (names `%{name}{i}`), and returns
/// the last value.
pub(super) fn adds(s: &mut String, name: &str, from: &str, n: usize, indent: &str) -> String {
    let mut last = from.to_string();
    for i in 0..n {
        writeln!(
            s,
            "{indent}%{name}{i} = \"par.add\"({last}, %arg1) : (i32, i32) -> i32"
        )
        .unwrap();
        last = format!("%{name}{i}");
    }
    last
}

/// Appends function `f{index}` (`par.func`, isolated) of about `n` ops:
/// entry arguments, adds, an op with two results, a nested loop, and a
/// branch to a block with an argument.
pub(super) fn function(s: &mut String, index: usize, n: usize, indent: &str) {
    writeln!(s, "{indent}\"par.func\"() ({{").unwrap();
    writeln!(s, "{indent}^bb0(%arg0: i32, %arg1: i32):").unwrap();
    let body = format!("{indent}  ");
    let last = adds(s, "v", "%arg0", n, &body);
    writeln!(
        s,
        "{body}%pair:2 = \"test.pair\"({last}) : (i32) -> (i32, i32)\n\
         {body}\"par.loop\"() ({{\n\
         {body}  %in = \"par.add\"(%pair#0, %pair#1) : (i32, i32) -> i32\n\
         {body}  \"par.yield\"() : () -> ()\n\
         {body}}}) : () -> ()\n\
         {body}\"test.br\"(%pair#1)[^bb1] : (i32) -> ()\n\
         {indent}^bb1(%out: i32):\n\
         {body}\"test.return\"(%out) : (i32) -> ()\n\
         {indent}}}) {{sym_name = \"f{index}\"}} : () -> ()"
    )
    .unwrap();
}

/// A module whose region holds an op with a result (so functions do not
/// start numbering from 0), then functions of `sizes` ops.
pub(super) fn module_of_functions(sizes: &[usize]) -> String {
    let mut s = String::from("\"builtin.module\"() ({\n  %top = \"test.top\"() : () -> i32\n");
    for (index, &n) in sizes.iter().enumerate() {
        function(&mut s, index, n, "  ");
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// The first line where `a` and `b` differ (numbered from 1), for a
/// readable failure.
fn first_difference<'s>(
    a: &'s str,
    b: &'s str,
) -> Option<(usize, Option<&'s str>, Option<&'s str>)> {
    let (mut a, mut b) = (a.lines(), b.lines());
    let mut line = 0;
    loop {
        line += 1;
        match (a.next(), b.next()) {
            (None, None) => return None,
            (x, y) if x != y => return Some((line, x, y)),
            _ => {}
        }
    }
}

/// Asserts that `parsed` prints the same on two threads (to a string, and
/// streamed) as on one, in the custom and generic forms, with and without
/// locations; returns what one thread printed in each of those modes.
pub(super) fn assert_same_on_threads(
    ctx: &Context,
    parsed: &OwnedOp,
) -> Vec<(PrintOptions, String)> {
    // Two threads, so two chunks a batch whatever the machine.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("thread pool");
    let mut printed = Vec::new();
    for (generic, debug_info) in [(false, false), (false, true), (true, false), (true, true)] {
        let options = PrintOptions {
            generic,
            debug_info,
            ..Default::default()
        };
        let sequential = print_op(ctx, &parsed.body, parsed.op, &options);
        let threads = PrintOptions {
            threads: true,
            ..options
        };
        let (parallel, streamed) = pool.install(|| {
            let mut streamed = Vec::new();
            print_op_to(ctx, &parsed.body, parsed.op, &threads, &mut streamed).expect("prints");
            (print_op(ctx, &parsed.body, parsed.op, &threads), streamed)
        });
        let streamed = String::from_utf8(streamed).expect("UTF-8");
        for text in [&parallel, &streamed] {
            let difference = first_difference(&sequential, text);
            assert_eq!(
                difference, None,
                "generic {generic}, debug info {debug_info}"
            );
            assert!(sequential == *text);
        }
        printed.push((options, sequential));
    }
    printed
}
