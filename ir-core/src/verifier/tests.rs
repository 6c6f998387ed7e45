//! Verifying with threads reports what verifying on one thread reports.

use super::{verify, verify_on_threads};
use crate::pass::test_support::context;
use crate::syntax::parser::{parse_source, ParseOptions};

/// The message of the error each way of verifying `text` reports.
fn errors(text: &str) -> (Option<String>, Option<String>) {
    let mut ctx = context();
    let options = ParseOptions {
        file: "test.mlir",
        line_offset: 0,
    };
    // Parsed with unregistered ops allowed, verified without.
    ctx.set_allow_unregistered(true);
    let parsed = parse_source(&ctx, text, options).expect("the text parses");
    ctx.set_allow_unregistered(false);
    let message = |r: Result<(), crate::Diagnostic>| r.err().map(|d| d.message);
    let single = message(verify(&ctx, &parsed.body, parsed.op));
    let threaded = message(verify_on_threads(&ctx, &parsed.body, parsed.op, true));
    (single, threaded)
}

const USE_BEFORE_DEF: &str = r#""t.func"() ({
  "t.op"(%0) : (i32) -> ()
  %0 = "t.op"() : () -> i32
}) : () -> ()
"#;
const UNREGISTERED_INSIDE: &str = r#""t.func"() ({
  "u.inside"() : () -> ()
}) : () -> ()
"#;
const UNREGISTERED_OUTSIDE: &str = "\"u.outside\"() : () -> ()\n";
const FINE: &str = r#""t.func"() ({
  %0 = "t.op"() : () -> i32
  "t.op"(%0) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn the_first_error_in_program_order_wins_whatever_the_threads() {
    let cases = [
        // Structure errors come before any dominance error ...
        (
            [FINE, USE_BEFORE_DEF, UNREGISTERED_INSIDE, FINE].concat(),
            "'u.inside' op is not registered",
        ),
        (
            [USE_BEFORE_DEF, FINE, UNREGISTERED_OUTSIDE].concat(),
            "'u.outside' op is not registered",
        ),
        // ... and among errors of one kind, the first in program order.
        (
            [FINE, UNREGISTERED_INSIDE, UNREGISTERED_OUTSIDE].concat(),
            "'u.inside' op is not registered",
        ),
        (
            [FINE, FINE, USE_BEFORE_DEF, USE_BEFORE_DEF].concat(),
            "operand #0 does not dominate this use",
        ),
    ];
    for (text, expected) in cases {
        let (single, threaded) = errors(&text);
        let single = single.expect("an error");
        assert!(single.contains(expected), "{single}");
        assert_eq!(Some(single), threaded, "{text}");
    }
    assert_eq!(errors(&[FINE, FINE, FINE].concat()), (None, None));
}
