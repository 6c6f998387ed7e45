//! GVN on `cf` branches and a small dialect defined here: congruent
//! loop-carried arguments, an argument with one incoming value, loads made
//! redundant by a dominating load, and a write that keeps a load.

use super::{number_values, GvnConfig};
use crate::test_support::{first_operand_effect, transform_text};
use ir_core::graph::dominance_analysis::Dominance;
use ir_core::interfaces::{Effect, MemoryEffects};
use ir_core::{Dialect, OpDefinition, OpTraits};

fn dialect() -> Dialect {
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.inc", "pure").with_traits(OpTraits::PURE),
            OpDefinition::new("t.load", "read")
                .with_interface(MemoryEffects(|v| first_operand_effect(v, Effect::Read))),
            OpDefinition::new("t.store", "write")
                .with_interface(MemoryEffects(|v| first_operand_effect(v, Effect::Write))),
        ],
    )
}

fn gvn(src: &str) -> String {
    let config = GvnConfig {
        commutative: true,
        max_iterations: 10,
    };
    transform_text(dialect(), src, true, |ctx, body, roots| {
        let dominance = Dominance::of_regions(body, roots);
        number_values(ctx, body, roots, &config, &dominance);
    })
}

#[test]
fn loop_carried_arguments_that_stay_equal_merge() {
    let out = gvn(r#"
"test.region"() ({
^bb0:
  %x, %c = "test.def"() : () -> (i32, i1)
  "cf.br"(%x, %x)[^bb1] : (i32, i32) -> ()
^bb1(%a: i32, %b: i32):
  %a2 = "t.inc"(%a) : (i32) -> i32
  %b2 = "t.inc"(%b) : (i32) -> i32
  "cf.cond_br"(%c, %a2, %b2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
^bb2:
  "test.use"(%a, %b) : (i32, i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#);
    assert_eq!(out.matches("\"t.inc\"").count(), 1, "{out}");
    assert!(out.contains("^bb1(%1: i32):"), "one argument left: {out}");
    assert!(out.contains("\"test.use\"(%1, %1)"), "{out}");
}

#[test]
fn an_argument_with_one_incoming_value_becomes_it() {
    let out = gvn(r#"
"test.region"() ({
^bb0:
  %x, %c = "test.def"() : () -> (i32, i1)
  "cf.cond_br"(%c, %x, %x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%a: i32):
  "test.use"(%a) : (i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#);
    assert!(out.contains("\"test.use\"(%0#0)"), "{out}");
    assert!(!out.contains("^bb1(%"), "{out}");
}

#[test]
fn a_dominating_load_makes_later_loads_redundant_unless_a_write_intervenes() {
    let out = gvn(r#"
"test.region"() ({
^bb0:
  %m, %c, %v = "test.def"() : () -> (memref<i32>, i1, i32)
  %l0 = "t.load"(%m) : (memref<i32>) -> i32
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.br"()[^bb3] : () -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  %l1 = "t.load"(%m) : (memref<i32>) -> i32
  "cf.cond_br"(%c)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb4:
  "t.store"(%m, %v) : (memref<i32>, i32) -> ()
  "cf.br"()[^bb5] : () -> ()
^bb5:
  %l2 = "t.load"(%m) : (memref<i32>) -> i32
  "test.use"(%l0, %l1, %l2) : (i32, i32, i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#);
    assert_eq!(out.matches("\"t.load\"").count(), 2, "{out}");
    assert!(out.contains("\"test.use\"(%1, %1, %2)"), "{out}");
}

#[test]
fn a_value_from_an_enclosing_region_is_a_value_not_unknown() {
    let out = gvn(r#"
%x, %c = "test.def"() : () -> (i32, i1)
"test.region"() ({
^bb0:
  %y = "t.inc"(%x) : (i32) -> i32
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.br"(%y)[^bb3] : (i32) -> ()
^bb2:
  "cf.br"(%x)[^bb3] : (i32) -> ()
^bb3(%a: i32):
  "test.use"(%a) : (i32) -> ()
  "test.end"() : () -> ()
}) : () -> ()
"#);
    assert!(out.contains("^bb3(%2: i32)"), "the merge stays: {out}");
    assert!(out.contains("\"test.use\"(%2)"), "{out}");
}
