//! Loop-invariant code motion on a small dialect defined here, through
//! the interfaces alone: a loop (`LoopLike`), pure ops, an op free of
//! memory effects that may trap (not speculatable), an op of unknown
//! effects, and a region op that is speculatable only if its contents are.

use super::hoist_loop_invariant_code;
use crate::test_support::{body_lines, transform_text};
use ir_core::interfaces::{LoopLike, MemoryEffects, Speculatability, Speculation};
use ir_core::{Dialect, OpDefinition, OpTraits};

fn dialect() -> Dialect {
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.loop", "a loop over its one region")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
                .with_interface(LoopLike {
                    loop_regions: |view| view.regions().to_vec(),
                }),
            OpDefinition::new("t.pure", "pure").with_traits(OpTraits::PURE),
            OpDefinition::new("t.traps", "no memory effect, may trap")
                .with_interface(MemoryEffects(|_| Vec::new())),
            OpDefinition::new("t.unknown", "unknown effects"),
            OpDefinition::new("t.wrap", "as speculatable as its contents")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
                .with_interface(Speculation(|_| Speculatability::RecursivelySpeculatable)),
            OpDefinition::new("t.yield", "terminator")
                .with_traits(OpTraits::TERMINATOR | OpTraits::PURE),
        ],
    )
}

/// The printed body after the pass, and how many ops it hoisted.
fn licm(src: &str) -> (Vec<String>, u64) {
    let mut hoisted = 0;
    let out = transform_text(dialect(), src, true, |ctx, body, roots| {
        hoisted = hoist_loop_invariant_code(ctx, body, roots);
    });
    (body_lines(&out), hoisted)
}

#[test]
fn only_speculatable_effect_free_ops_leave() {
    let (lines, hoisted) = licm(
        r#"
%a = "t.pure"() : () -> i32
"t.loop"() ({
^bb0(%i: i32):
  %p = "t.pure"(%a) : (i32) -> i32
  %t = "t.traps"(%a) : (i32) -> i32
  %u = "t.unknown"(%a) : (i32) -> i32
  %q = "t.pure"(%p, %i) : (i32, i32) -> i32
  "t.yield"(%a) : (i32) -> ()
}) : () -> ()
"#,
    );
    assert_eq!(hoisted, 1);
    let at = |text: &str| lines.iter().position(|l| l.contains(text)).expect(text);
    assert!(at("\"t.pure\"(%0)") < at("t.loop"), "{lines:#?}");
    for stays in ["t.traps", "t.unknown", "\"t.pure\"(%1, %arg0)", "t.yield"] {
        assert!(at(stays) > at("t.loop"), "{stays}: {lines:#?}");
    }
}

#[test]
fn region_ops_leave_only_when_their_contents_may() {
    let (lines, hoisted) = licm(
        r#"
%a = "t.pure"() : () -> i32
"t.loop"() ({
^bb0(%i: i32):
  %ok = "t.wrap"() ({
    %x = "t.pure"(%a) : (i32) -> i32
    "t.yield"(%x) : (i32) -> ()
  }) {name = "ok"} : () -> i32
  %trap = "t.wrap"() ({
    %y = "t.traps"(%a) : (i32) -> i32
    "t.yield"(%y) : (i32) -> ()
  }) {name = "trap"} : () -> i32
  %iv = "t.wrap"() ({
    %z = "t.pure"(%i) : (i32) -> i32
    "t.yield"(%z) : (i32) -> ()
  }) {name = "iv"} : () -> i32
  "t.yield"() : () -> ()
}) : () -> ()
"#,
    );
    assert_eq!(hoisted, 1);
    let at = |text: &str| lines.iter().position(|l| l.contains(text)).expect(text);
    assert!(at("name = \"ok\"") < at("t.loop"), "{lines:#?}");
    assert!(at("name = \"trap\"") > at("t.loop"), "{lines:#?}");
    assert!(at("name = \"iv\"") > at("t.loop"), "{lines:#?}");
}

#[test]
fn no_loop_no_change() {
    let src = r#"
%a = "t.pure"() : () -> i32
%b = "t.pure"(%a) : (i32) -> i32
"#;
    let (lines, hoisted) = licm(src);
    assert_eq!(hoisted, 0);
    assert_eq!(lines.len(), 2);
}
