//! The users comments on forward references and regions, against what
//! mlir-opt-22 prints for the same input.

use crate::context::Context;
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::syntax::printer::{print_op, PrintOptions};

fn print_with_users(src: &str) -> String {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered(true);
    let parsed = parse_source(&ctx, src, ParseOptions::whole_file("t.mlir")).expect("parses");
    let options = PrintOptions {
        generic: true,
        value_users: true,
        ..PrintOptions::default()
    };
    print_op(&ctx, &parsed.body, parsed.op, &options)
}

#[test]
fn uses_parsed_before_the_definition_come_last_in_the_order_made() {
    let text = print_with_users(
        "\"t.graph\"() ({\n\
         %y = \"t.b\"(%x, %x) : (i32, i32) -> i32\n\
         %z = \"t.c\"(%x) : (i32) -> i32\n\
         %x = \"t.a\"() : () -> i32\n\
         \"t.d\"(%x) : (i32) -> ()\n\
         }) : () -> ()\n",
    );
    assert!(
        text.contains("\"t.a\"() : () -> i32 // users: %5, %2, %3\n"),
        "{text}"
    );
    assert!(
        text.contains("\"t.d\"(%4) : (i32) -> () // id: %5\n"),
        "{text}"
    );
    assert!(text.contains("(i32, i32) -> i32 // unused\n"), "{text}");
}

#[test]
fn region_ops_are_created_after_their_regions() {
    let text = print_with_users(
        "\"t.f\"() ({\n\
         ^bb0(%a: i32):\n\
         %r = \"t.region\"() ({\n\
           %in = \"t.use\"(%a) : (i32) -> i32\n\
           \"t.yield\"(%in) : (i32) -> ()\n\
         }) : () -> i32\n\
         %s = \"t.use\"(%a) : (i32) -> i32\n\
         }) : () -> ()\n",
    );
    // The later use first; the op nested in `t.region` before it.
    assert!(text.contains("// %arg0 is used by %3, %4\n"), "{text}");
    assert!(text.contains("}) : () -> i32 // unused\n"), "{text}");
}
