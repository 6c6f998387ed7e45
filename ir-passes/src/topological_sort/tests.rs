//! Sorting blocks of a graph region: definitions first, a terminator
//! staying last, an already sorted block left untouched.

use super::{sort_regions, SortStats};
use crate::test_support::{body_lines, transform_text};
use ir_core::{Dialect, OpDefinition, OpTraits};

fn dialect() -> Dialect {
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.graph", "holds a graph region")
                .with_traits(OpTraits::GRAPH_REGIONS | OpTraits::NO_TERMINATOR),
            OpDefinition::new("t.op", "any op"),
            OpDefinition::new("t.end", "terminator").with_traits(OpTraits::TERMINATOR),
        ],
    )
}

/// The printed body after sorting the regions of the first op, and what
/// sorting did.
fn sort(src: &str) -> (Vec<String>, SortStats) {
    let mut stats = SortStats::default();
    let out = transform_text(dialect(), src, true, |ctx, body, roots| {
        let first = roots
            .first()
            .and_then(|&r| body.entry_block(r))
            .and_then(|b| body.first_op(b))
            .expect("an op");
        let regions = body.regions(first).to_vec();
        stats = sort_regions(ctx, body, &regions);
    });
    (body_lines(&out), stats)
}

#[test]
fn terminator_stays_last() {
    let (lines, stats) = sort(
        r#"
"t.graph"() ({
  "t.op"(%x) {name = "user"} : (i32) -> ()
  %y = "t.op"(%x) {name = "y"} : (i32) -> i32
  %x = "t.op"() {name = "x"} : () -> i32
  "t.end"(%y) : (i32) -> ()
}) : () -> ()
"#,
    );
    let names: Vec<&str> = lines
        .iter()
        .filter_map(|l| {
            l.split("name = \"")
                .nth(1)
                .and_then(|r| r.split('"').next())
        })
        .collect();
    assert_eq!(names, ["x", "user", "y"], "{lines:#?}");
    assert!(
        lines.iter().position(|l| l.contains("t.end"))
            > lines.iter().position(|l| l.contains("name = \"y\""))
    );
    assert_eq!(
        stats,
        SortStats {
            reordered: 1,
            cyclic: 0
        }
    );
}

#[test]
fn sorted_blocks_are_left_alone() {
    let (_, stats) = sort(
        r#"
"t.graph"() ({
  %x = "t.op"() : () -> i32
  %y = "t.op"(%x, %y) : (i32, i32) -> i32
}) : () -> ()
"#,
    );
    assert_eq!(stats, SortStats::default());
}

#[test]
fn cycles_are_counted() {
    let (_, stats) = sort(
        r#"
"t.graph"() ({
  %x = "t.op"(%y) : (i32) -> i32
  %y = "t.op"(%x) : (i32) -> i32
}) : () -> ()
"#,
    );
    assert_eq!(
        stats,
        SortStats {
            reordered: 0,
            cyclic: 1
        }
    );
}
