//! Control-flow sinking on a small dialect defined here, through the
//! interfaces alone: a region-branch op whose first region runs at most
//! once and whose second has unknown bounds, pure ops, an op of unknown
//! effects.

use super::sink_into_regions;
use crate::test_support::{body_lines, transform_text};
use ir_core::interfaces::{InvocationBounds, RegionBranch, RegionInvocationBounds};
use ir_core::{Dialect, OpDefinition, OpTraits};

fn dialect() -> Dialect {
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.branch", "region 0 at most once, region 1 unbounded")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
                .with_interface(RegionBranch::one_of_its_regions())
                .with_interface(RegionInvocationBounds(|_, _| {
                    vec![InvocationBounds::AT_MOST_ONCE, InvocationBounds::UNKNOWN]
                })),
            OpDefinition::new("t.pure", "pure").with_traits(OpTraits::PURE),
            OpDefinition::new("t.holder", "holds a region, no effects of its own")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS),
            OpDefinition::new("t.unknown", "unknown effects"),
            OpDefinition::new("t.yield", "terminator")
                .with_traits(OpTraits::TERMINATOR | OpTraits::PURE),
        ],
    )
}

/// The printed body after the pass, and how many ops it sank.
fn sink(src: &str) -> (Vec<String>, u64) {
    let mut sunk = 0;
    let out = transform_text(dialect(), src, true, |ctx, body, roots| {
        sunk = sink_into_regions(ctx, body, roots);
    });
    (body_lines(&out), sunk)
}

#[test]
fn sinks_into_bounded_regions_only() {
    let (lines, sunk) = sink(
        r#"
%once = "t.pure"() {name = "once"} : () -> i32
%many = "t.pure"() {name = "many"} : () -> i32
%effect = "t.unknown"() : () -> i32
"t.branch"() ({
  "t.yield"(%once, %effect) : (i32, i32) -> ()
}, {
  "t.yield"(%many) : (i32) -> ()
}) : () -> ()
"#,
    );
    assert_eq!(sunk, 1);
    let at = |text: &str| lines.iter().position(|l| l.contains(text)).expect(text);
    assert!(at("name = \"once\"") > at("t.branch"), "{lines:#?}");
    assert!(at("name = \"many\"") < at("t.branch"), "{lines:#?}");
    assert!(at("t.unknown") < at("t.branch"), "{lines:#?}");
}

/// `%x` is used inside the region and by `%u` outside; once `%u` sinks
/// (its one user is inside), `%x` has no user outside and follows.
#[test]
fn a_definition_follows_its_last_outside_user_in() {
    let (lines, sunk) = sink(
        r#"
%x = "t.pure"() {name = "x"} : () -> i32
%u = "t.pure"(%x) {name = "u"} : (i32) -> i32
"t.branch"() ({
  %t = "t.pure"(%x, %u) : (i32, i32) -> i32
  "t.yield"(%t) : (i32) -> ()
}, {
  "t.yield"() : () -> ()
}) : () -> ()
"#,
    );
    assert_eq!(sunk, 2);
    let at = |text: &str| lines.iter().position(|l| l.contains(text)).expect(text);
    assert!(at("t.branch") < at("name = \"x\""), "{lines:#?}");
    assert!(at("name = \"x\"") < at("name = \"u\""), "{lines:#?}");
}

/// Malformed input where an op's result is used inside a region it
/// holds: it is not moved into itself.
#[test]
fn an_op_is_never_sunk_into_its_own_region() {
    let (lines, sunk) = sink(
        r#"
%h = "t.holder"() ({
  "t.branch"() ({
    "t.yield"(%h) : (i32) -> ()
  }, {
    "t.yield"() : () -> ()
  }) : () -> ()
  "t.yield"() : () -> ()
}) : () -> i32
"#,
    );
    assert_eq!(sunk, 0);
    assert!(lines[0].contains("t.holder"), "{lines:#?}");
}
