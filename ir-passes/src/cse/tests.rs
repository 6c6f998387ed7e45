//! CSE on a small dialect defined here: pure and commutative ops,
//! dominance scoping across blocks and into nested regions, reads with
//! and without an intervening write.

use super::eliminate_common_subexpressions;
use crate::test_support::{body_lines, first_operand_effect, transform_text};
use ir_core::context::same_for_every_successor;
use ir_core::graph::dominance_analysis::Dominance;
use ir_core::interfaces::{Effect, MemoryEffects};
use ir_core::{Dialect, OpDefinition, OpTraits};

fn dialect() -> Dialect {
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.add", "commutative")
                .with_traits(OpTraits::PURE | OpTraits::COMMUTATIVE),
            OpDefinition::new("t.sub", "not commutative").with_traits(OpTraits::PURE),
            OpDefinition::new("t.load", "read")
                .with_interface(MemoryEffects(|v| first_operand_effect(v, Effect::Read))),
            OpDefinition::new("t.store", "write")
                .with_interface(MemoryEffects(|v| first_operand_effect(v, Effect::Write))),
            OpDefinition::new("t.region", "a region op")
                .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS),
            OpDefinition::new("t.end", "terminator")
                .with_traits(OpTraits::TERMINATOR | OpTraits::PURE),
            OpDefinition::new("t.br", "branch")
                .with_traits(OpTraits::TERMINATOR | OpTraits::PURE)
                .with_successor_operands(|v| same_for_every_successor(v, 0..v.operands().len())),
        ],
    )
}

/// Runs CSE over the top level of `src` and prints the result's lines.
fn cse(src: &str) -> Vec<String> {
    body_lines(&transform_text(
        dialect(),
        src,
        false,
        |ctx, body, roots| {
            let dominance = Dominance::of_regions(body, roots);
            eliminate_common_subexpressions(ctx, body, roots, true, &dominance);
        },
    ))
}

const DEFS: &str = "%a, %b, %m = \"test.def\"() : () -> (i32, i32, memref<i32>)\n";

#[test]
fn commutative_operands_match_in_any_order() {
    let out = cse(&format!(
        "{DEFS}%0 = \"t.add\"(%a, %b) : (i32, i32) -> i32\n\
         %1 = \"t.add\"(%b, %a) : (i32, i32) -> i32\n\
         %2 = \"t.sub\"(%a, %b) : (i32, i32) -> i32\n\
         %3 = \"t.sub\"(%b, %a) : (i32, i32) -> i32\n\
         \"test.use\"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()"
    ));
    assert_eq!(
        out.last().unwrap(),
        "\"test.use\"(%1, %1, %2, %3) : (i32, i32, i32, i32) -> ()",
        "{out:?}"
    );
}

#[test]
fn reads_merge_only_without_a_write_between() {
    let out = cse(&format!(
        "{DEFS}%0 = \"t.load\"(%m) : (memref<i32>) -> i32\n\
         %1 = \"t.load\"(%m) : (memref<i32>) -> i32\n\
         \"t.store\"(%m, %a) : (memref<i32>, i32) -> ()\n\
         %2 = \"t.load\"(%m) : (memref<i32>) -> i32\n\
         \"test.use\"(%0, %1, %2) : (i32, i32, i32) -> ()"
    ));
    assert_eq!(
        out.last().unwrap(),
        "\"test.use\"(%1, %1, %2) : (i32, i32, i32) -> ()",
        "{out:?}"
    );
}

#[test]
fn nested_regions_see_dominating_ops_but_not_later_ones() {
    let out = cse(&format!(
        "{DEFS}%0 = \"t.add\"(%a, %b) : (i32, i32) -> i32\n\
         \"t.region\"() ({{\n\
           %1 = \"t.add\"(%a, %b) : (i32, i32) -> i32\n\
           %2 = \"t.sub\"(%a, %b) : (i32, i32) -> i32\n\
           \"test.use\"(%1, %2) : (i32, i32) -> ()\n\
           \"t.end\"() : () -> ()\n\
         }}) : () -> ()\n\
         %3 = \"t.sub\"(%a, %b) : (i32, i32) -> i32\n\
         \"test.use\"(%0, %3) : (i32, i32) -> ()"
    ));
    assert!(
        out.contains(&"\"test.use\"(%1, %2) : (i32, i32) -> ()".to_string()),
        "{out:?}"
    );
    assert!(
        out.contains(&"\"test.use\"(%1, %3) : (i32, i32) -> ()".to_string()),
        "{out:?}"
    );
}

#[test]
fn blocks_see_only_their_dominators() {
    let out = cse(&format!(
        "\"test.region\"() ({{\n\
         ^bb0:\n\
           {DEFS}\
           \"test.cond_br\"(%a)[^bb1, ^bb2] : (i32) -> ()\n\
         ^bb1:\n\
           %0 = \"t.sub\"(%a, %b) : (i32, i32) -> i32\n\
           \"t.br\"(%0)[^bb3] : (i32) -> ()\n\
         ^bb2:\n\
           %1 = \"t.sub\"(%a, %b) : (i32, i32) -> i32\n\
           \"t.br\"(%1)[^bb3] : (i32) -> ()\n\
         ^bb3(%x: i32):\n\
           %2 = \"t.sub\"(%a, %b) : (i32, i32) -> i32\n\
           \"test.use\"(%2) : (i32) -> ()\n\
           \"t.end\"() : () -> ()\n\
         }}) : () -> ()"
    ));
    let subs = out.iter().filter(|l| l.contains("t.sub")).count();
    assert_eq!(subs, 3, "siblings and the join do not share: {out:?}");
}
