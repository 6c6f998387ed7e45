//! DCE on a small dialect defined here: dead chains and dead loop cycles
//! go, side effects and what they need stay, unused block arguments are
//! removed with the operands that fed them, dead region ops go whole.

use super::eliminate_dead_code;
use crate::test_support::transform_text;
use ir_core::context::same_for_every_successor;
use ir_core::interfaces::{Effect, EffectInstance, MemoryEffects};
use ir_core::{Dialect, OpDefinition, OpTraits};

fn dialect() -> Dialect {
    let terminator = OpTraits::TERMINATOR | OpTraits::PURE;
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.def", "a pure value").with_traits(OpTraits::PURE),
            OpDefinition::new("t.add", "pure").with_traits(OpTraits::PURE),
            OpDefinition::new("t.print", "a side effect").with_interface(MemoryEffects(|_| {
                vec![EffectInstance {
                    effect: Effect::Write,
                    value: None,
                }]
            })),
            OpDefinition::new("t.region", "a region op")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS),
            OpDefinition::new("t.yield", "region terminator").with_traits(terminator),
            OpDefinition::new("t.ret", "return").with_traits(terminator),
            OpDefinition::new("t.br", "branch")
                .with_traits(terminator)
                .with_successor_operands(|v| same_for_every_successor(v, 0..v.operands().len())),
        ],
    )
}

fn dce(src: &str) -> String {
    transform_text(dialect(), src, true, |ctx, body, roots| {
        eliminate_dead_code(ctx, body, roots);
    })
}

#[test]
fn dead_loop_cycles_and_unused_arguments_go() {
    let out = dce(r#"
"t.region"() ({
^bb0:
  %a = "t.def"() : () -> i32
  %c = "t.def"() : () -> i1
  "t.br"(%a, %a)[^loop] : (i32, i32) -> ()
^loop(%i: i32, %dead: i32):
  %next = "t.add"(%i) : (i32) -> i32
  %more = "t.add"(%dead) : (i32) -> i32
  "t.print"(%i) : (i32) -> ()
  "cf.cond_br"(%c, %next, %more, %more)[^loop, ^exit] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> ()
^exit(%unused: i32):
  "t.yield"() : () -> ()
}) : () -> ()
"#);
    assert!(out.contains("^bb1(%2: i32):"), "{out}");
    assert!(
        !out.contains("%more") && out.matches("t.add").count() == 1,
        "{out}"
    );
    assert!(
        out.contains("(%1, %3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}>"),
        "{out}"
    );
    assert!(out.contains("^bb2:"), "{out}");
}

#[test]
fn side_effects_keep_what_they_use_and_dead_regions_go() {
    let out = dce(r#"
%a = "t.def"() : () -> i32
%b = "t.add"(%a) : (i32) -> i32
%unused = "t.add"(%b) : (i32) -> i32
"t.region"() ({
  %x = "t.add"(%a) : (i32) -> i32
  "t.yield"() : () -> ()
}) : () -> ()
"t.region"() ({
  "t.print"(%b) : (i32) -> ()
  "t.yield"() : () -> ()
}) : () -> ()
"#);
    assert_eq!(out.matches("t.add").count(), 1, "{out}");
    assert_eq!(out.matches("t.region").count(), 1, "{out}");
    assert!(out.contains("\"t.print\"(%1)"), "{out}");
}

/// Parses `src`, removes its dead code, erases its first `t.print` while
/// recording lost uses, then removes the dead code again: with the search
/// from the recorded values (`incremental`) or with full DCE.
fn dce_after_erasing_a_print(src: &str, incremental: bool) -> String {
    transform_text(dialect(), src, true, |ctx, body, roots| {
        eliminate_dead_code(ctx, body, roots);
        body.record_lost_uses();
        let print = crate::walk::ops_in_order(body, roots, |_| true)
            .into_iter()
            .find(|&op| ctx.op_name_str(body.op_name(op)) == "t.print")
            .expect("a print");
        body.erase_op(print);
        let lost = body.take_lost_uses();
        if incremental {
            let touched = &mut crate::touched::Touched::discarding();
            super::eliminate_dead_code_after(ctx, body, roots, lost, touched)
                .expect("the search answers");
        } else {
            eliminate_dead_code(ctx, body, roots);
        }
    })
}

#[test]
fn the_search_from_lost_uses_removes_what_full_dce_removes() {
    // The print keeps the loop's argument, its increment and the value
    // entering the loop alive; once it goes they are a dead cycle, and the
    // other print keeps what it uses.
    let src = r#"
"t.region"() ({
^bb0:
  %a = "t.def"() : () -> i32
  %b = "t.def"() : () -> i32
  %c = "t.def"() : () -> i1
  "t.br"(%a, %b)[^loop] : (i32, i32) -> ()
^loop(%i: i32, %j: i32):
  %next = "t.add"(%i) : (i32) -> i32
  "t.print"(%i) : (i32) -> ()
  "t.print"(%j) : (i32) -> ()
  "cf.cond_br"(%c, %next, %j)[^loop, ^exit] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^exit:
  "t.yield"() : () -> ()
}) : () -> ()
"#;
    let incremental = dce_after_erasing_a_print(src, true);
    assert_eq!(incremental, dce_after_erasing_a_print(src, false));
    assert!(!incremental.contains("t.add"), "{incremental}");
    assert_eq!(incremental.matches("t.def").count(), 2, "{incremental}");
    assert!(incremental.contains("^bb1(%2: i32):"), "{incremental}");
}
