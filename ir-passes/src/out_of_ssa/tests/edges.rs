//! The pieces on their own: splitting critical edges (and only those that
//! pass operands), and removing forwarded operands with their segments.

use super::{context, parse, print};
use crate::nested::for_each_isolated_body;
use crate::out_of_ssa::split_critical_edges;

/// Splits the critical edges of every function of `src`; the count and
/// the text.
fn split(src: &str, only_with_operands: bool) -> (usize, String) {
    let ctx = context();
    let mut module = parse(&ctx, src);
    let mut count = 0;
    for_each_isolated_body(&mut module, |body, roots, _| {
        count += split_critical_edges(&ctx, body, roots, only_with_operands).expect("splits");
    });
    ir_core::verifier::verify(&ctx, &module.body, module.op).expect("verifies");
    (count, print(&ctx, &module))
}

const DIAMOND_WITH_SHORTCUT: &str = r#"
"t.func"() <{sym_name = "f"}> ({
^bb0(%c: i1, %a: i32, %f: i32):
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1:
  "cf.switch"(%f, %a, %a)[^bb2, ^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>, case_operand_segments = array<i32: 0, 1>}> : (i32, i32, i32) -> ()
^bb3:
  "cf.br"(%a)[^bb2] : (i32) -> ()
^bb2(%x: i32):
  "t.ret"(%x) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn every_critical_edge_gets_a_block() {
    let (count, text) = split(DIAMOND_WITH_SHORTCUT, false);
    // bb0 -> bb2, bb1 -> bb2 twice and bb1 -> bb3 is not critical.
    assert_eq!(count, 3, "{text}");
    assert!(
        text.contains(
            "\"cf.cond_br\"(%arg0)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}>"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "\"cf.switch\"(%arg2)[^bb3, ^bb5, ^bb4] <{case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}>"
        ),
        "{text}"
    );
    assert_eq!(text.matches("\"cf.br\"(%arg1)").count(), 4, "{text}");
}

#[test]
fn only_edges_passing_operands() {
    // The critical edges to ^bb2 pass nothing, those to ^bb3 pass %a.
    let src = r#"
"t.func"() <{sym_name = "f"}> ({
^bb0(%c: i1, %a: i32):
  "cf.cond_br"(%c, %a)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1:
  "cf.cond_br"(%c, %a)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb4:
  "cf.cond_br"(%c)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb2:
  "t.ret"(%a) : (i32) -> ()
^bb3(%x: i32):
  "t.ret"(%x) : (i32) -> ()
}) : () -> ()
"#;
    let (count, text) = split(src, true);
    assert_eq!(count, 2, "{text}");
    let (count, text) = split(src, false);
    assert_eq!(count, 5, "{text}");
}
