//! Growing the successor operands of `cf` branches: the segment found by
//! trial, `cf.switch`'s per-case counts, and a range no candidate can grow.

use super::{grow, plan_growth};
use crate::test_support::transform_text;
use ir_core::context::same_for_every_successor;
use ir_core::{Body, Context, Dialect, OpId, OpTraits, OpView, RegionId, ValueId};
use std::ops::Range;

/// The branches' successor ranges.
fn successor_ranges(view: &OpView<'_>) -> Vec<Range<usize>> {
    view.successor_ranges().expect("a branch").into_vec()
}

/// In the region of the first op of `roots`, the terminator of the entry
/// block and the block's first argument.
fn first_branch(body: &Body, roots: &[RegionId]) -> (OpId, ValueId) {
    let top = body.entry_block(roots[0]).expect("a module body");
    let holder = body.first_op(top).expect("the test region op");
    let entry = body
        .entry_block(body.regions(holder)[0])
        .expect("an entry block");
    let branch = body.last_op(entry).expect("a terminator");
    (branch, body.block_args(entry)[0])
}

/// Grows successor `target` of the first branch of `src` by its block's
/// first argument (twice), or reports that it cannot.
fn grown(src: &str, target: usize) -> String {
    let no_dialect = Dialect::new("u", Vec::new());
    transform_text(no_dialect, src, true, |ctx: &Context, body, roots| {
        let (branch, value) = first_branch(body, roots);
        match plan_growth(ctx, body, branch, &successor_ranges, target) {
            Some(growth) => grow(
                ctx,
                body,
                branch,
                &successor_ranges,
                target,
                &growth,
                &[value, value],
            ),
            None => body.set_operands(branch, &[]),
        }
    })
}

const COND_BR: &str = r#"
"test.region"() ({
^bb0(%c: i1, %x: i32):
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1(%a: i32, %b: i32):
  "test.end"() : () -> ()
^bb2(%y: i32, %z: i32, %w: i32):
  "test.end"() : () -> ()
}) : () -> ()
"#;

#[test]
fn cond_br_segments_grow_with_their_successor() {
    let first = grown(COND_BR, 0);
    assert!(
        first.contains("(%arg0, %arg0, %arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}>"),
        "{first}"
    );
    let second = grown(COND_BR, 1);
    assert!(
        second.contains("(%arg0, %arg1, %arg0, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 3>}>"),
        "{second}"
    );
}

#[test]
fn switch_cases_grow_their_own_count() {
    let out = grown(
        r#"
"test.region"() ({
^bb0(%f: i32):
  "cf.switch"(%f)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        2,
    );
    assert!(
        out.contains("case_operand_segments = array<i32: 0, 2>"),
        "{out}"
    );
    assert!(
        out.contains("operandSegmentSizes = array<i32: 1, 0, 2>"),
        "{out}"
    );
}

#[test]
fn a_range_no_candidate_grows_is_refused() {
    let dialect = Dialect::new(
        "t",
        vec![
            ir_core::OpDefinition::new("t.fixed", "passes operand 0 to both")
                .with_traits(OpTraits::TERMINATOR)
                .with_successor_operands(|view| same_for_every_successor(view, 0..1)),
        ],
    );
    let src = r#"
"test.region"() ({
^bb0(%x: i32):
  "t.fixed"(%x)[^bb1, ^bb1] : (i32) -> ()
^bb1(%a: i32):
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let out = transform_text(dialect, src, true, |ctx, body, roots| {
        let (branch, _) = first_branch(body, roots);
        assert!(plan_growth(ctx, body, branch, &successor_ranges, 0).is_none());
    });
    assert!(out.contains(r#""t.fixed"(%arg0)[^bb1, ^bb1]"#), "{out}");
}
