//! Numbering on threads against numbering on one thread, on a module of
//! functions, of nested modules of functions, of a function holding a
//! function, and of a module where a suggested name is visible.

use super::{leave_jobs, leaves};
use crate::ir::Body;
use crate::syntax::printer::names::NameFlags;
use crate::syntax::printer::test_support::{assert_same_on_threads, context, function, parse};
use crate::syntax::printer::Names;

/// Functions in the outer module, and in the module nested in it.
const FUNCTIONS: usize = 300;
/// Adds in each of them (together, more ops than numbering on one thread takes).
const ADDS: usize = 60;
/// Functions of the module where a suggested name is visible.
const SHADOWED: usize = 3;

/// The module: a value, `FUNCTIONS` functions around another value, a
/// nested module of `FUNCTIONS` more, a function holding a function, and
/// a module where `%sum` is defined before its `SHADOWED` functions.
fn source() -> String {
    let mut s = String::from("\"builtin.module\"() ({\n  %top = \"test.top\"() : () -> i32\n");
    for index in 0..FUNCTIONS {
        function(&mut s, index, ADDS, "  ");
        if index == FUNCTIONS / 2 {
            s.push_str("  %mid:2 = \"test.mid\"() : () -> (i32, i32)\n");
        }
    }
    s.push_str("  \"par.module\"() ({\n");
    for index in 0..FUNCTIONS {
        function(&mut s, FUNCTIONS + index, ADDS, "    ");
    }
    s.push_str("  }) : () -> ()\n");
    s.push_str(
        "  \"par.func\"() ({\n  ^bb0(%arg0: i32, %arg1: i32):\n    \
         %h = \"test.h\"(%arg0, %arg1) : (i32, i32) -> i32\n",
    );
    function(&mut s, 2 * FUNCTIONS, 5, "    ");
    s.push_str("    \"test.return\"(%h) : (i32) -> ()\n  }) {sym_name = \"holder\"} : () -> ()\n");
    s.push_str(
        "  \"par.module\"() ({\n    %c = \"test.c\"() : () -> i32\n    \
         %s = \"par.add\"(%c, %c) : (i32, i32) -> i32\n",
    );
    for index in 0..SHADOWED {
        function(&mut s, 2 * FUNCTIONS + 1 + index, 5, "    ");
    }
    s.push_str("  }) : () -> ()\n}) : () -> ()\n");
    s
}

/// The name of every value, block and op without results stored in
/// `body` and the bodies nested in it.
fn all_names(names: &Names, body: &Body) -> Vec<String> {
    let mut all = Vec::new();
    let mut bodies = vec![body];
    while let Some(body) = bodies.pop() {
        for value in body.values.keys() {
            let mut name = String::new();
            names.write_value(body, value, &mut name);
            all.push(name);
        }
        for block in body.blocks.keys() {
            let mut name = String::new();
            names.write_block(body, block, &mut name);
            all.push(name);
        }
        for op in body.ops.keys().filter(|&op| body.results(op).is_empty()) {
            let mut name = String::new();
            names.write_op_id(body, op, &mut name);
            all.push(name);
        }
        bodies.extend(body.isolated_bodies().map(|(_, nested)| nested));
    }
    all
}

#[test]
fn functions_are_numbered_on_threads_as_on_one() {
    let ctx = context();
    let parsed = parse(&ctx, &source());
    let (body, op) = (&parsed.body, parsed.op);
    let leaves = leaves(body, op);
    // Every function but the holder; the one it holds.
    assert_eq!(leaves.len(), 2 * FUNCTIONS + 1 + SHADOWED);
    // Where `%sum` is visible, the custom form numbers functions in the walk.
    for (generic, left) in [(false, leaves.len() - SHADOWED), (true, leaves.len())] {
        for op_ids in [false, true] {
            let flags = NameFlags {
                op_ids,
                ..NameFlags::form(generic)
            };
            let (_, jobs) = leave_jobs(&ctx, body, op, flags, &leaves);
            assert_eq!(jobs.len(), left, "{flags:?}");
            let sequential = all_names(&Names::compute_with(&ctx, body, op, flags), body);
            let threads = Names::compute_for_printing(&ctx, body, op, flags, None);
            // Ops without results are numbered with `op_ids` only.
            let unnumbered = |name: &String| !op_ids && name == "<<UNKNOWN OPERATION>>";
            assert!(sequential
                .iter()
                .all(|name| !name.contains("UNKNOWN") || unnumbered(name)));
            assert!(sequential == all_names(&threads, body), "{flags:?}");
        }
    }
    let printed = assert_same_on_threads(&ctx, &parsed);
    let (custom, generic) = (&printed[0].1, &printed[2].1);
    // Functions start after the values of the module (`%top`, `%mid`).
    assert!(custom.contains("    %2:2 = \"test.pair\"(%sum_58)"));
    // Where `%sum` is visible, a function's first add is `%sum_0`.
    assert_eq!(
        custom.matches("%sum_0 = par.add %arg0, %arg1").count(),
        SHADOWED
    );
    // A function's arguments are `%arg0`, `%arg1` in the custom form (but
    // for the held one, numbered on from its holder's); in the generic form
    // numbers are unique across the module.
    let functions = 2 * FUNCTIONS + 1 + SHADOWED;
    assert_eq!(custom.matches("^bb0(%arg0: i32").count(), functions);
    assert!(custom.contains("^bb0(%arg2: i32, %arg3: i32)"));
    assert_eq!(generic.matches("^bb0(%arg0: i32").count(), 1);
}
