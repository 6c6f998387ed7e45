//! SCCP on a small dialect defined here: constants through a loop's block
//! argument, a branch decided by a constant, never-executed code; values
//! are replaced and control flow is left alone, as MLIR's SCCP does.

use super::propagate_constants;
use crate::test_support::{int_value, materialize_t_const, transform_text};
use ir_core::context::same_for_every_successor;
use ir_core::interfaces::{
    ConstantSuccessor, Fold, FoldResult, RegionBranch, RegionBranchTerminator,
};
use ir_core::{Dialect, OpDefinition, OpTraits};

fn dialect() -> Dialect {
    let pure = OpTraits::PURE;
    Dialect::new(
        "t",
        vec![
            OpDefinition::new("t.const", "constant")
                .with_traits(pure | OpTraits::CONSTANT_LIKE)
                .with_interface(Fold(|v, _| {
                    Some(vec![FoldResult::Attr(v.inherent_attr("value")?)])
                })),
            OpDefinition::new("t.add", "add")
                .with_traits(pure)
                .with_interface(Fold(|v, c| {
                    let ty = v.result_types()[0];
                    let sum = int_value(v.ctx, c[0])? + int_value(v.ctx, c[1])?;
                    Some(vec![FoldResult::Attr(v.ctx.int_attr(sum, ty))])
                })),
            OpDefinition::new("t.eq", "equality")
                .with_traits(pure)
                .with_interface(Fold(|v, c| {
                    let equal = int_value(v.ctx, c[0])? == int_value(v.ctx, c[1])?;
                    let i1 = v.ctx.int_type(1);
                    Some(vec![FoldResult::Attr(
                        v.ctx.int_attr(i128::from(equal), i1),
                    )])
                })),
            OpDefinition::new("t.pair", "two values in one").with_traits(pure),
            OpDefinition::new("t.second", "the second value of a t.pair")
                .with_traits(pure)
                .with_interface(Fold(|v, _| {
                    let pair = v.body.defining_op(v.operands().next()?)?;
                    let second = (v.ctx.op_name_str(v.body.op_name(pair)) == "t.pair")
                        .then(|| v.body.operand(pair, 1))?;
                    Some(vec![FoldResult::Value(second)])
                })),
            OpDefinition::new("t.br", "branch")
                .with_traits(OpTraits::TERMINATOR | pure)
                .with_successor_operands(|v| same_for_every_successor(v, 0..v.operands().len())),
            OpDefinition::new("t.cond_br", "branch on operand 0, no forwarded values")
                .with_traits(OpTraits::TERMINATOR | pure)
                .with_successor_operands(|v| same_for_every_successor(v, 1..1))
                .with_interface(ConstantSuccessor(|v, c| {
                    Some(usize::from(int_value(v.ctx, c[0])? == 0))
                })),
            OpDefinition::new("t.ret", "return").with_traits(OpTraits::TERMINATOR | pure),
            OpDefinition::new(
                "t.once",
                "runs its region once; results from its terminator",
            )
            .with_traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .with_interface(RegionBranch::run_once()),
            OpDefinition::new("t.yield", "ends t.once's region, forwarding its operands")
                .with_traits(OpTraits::TERMINATOR | pure)
                .with_interface(RegionBranchTerminator {
                    forwarded: |v, _| 0..v.operands().len(),
                }),
            OpDefinition::new(
                "t.end",
                "ends t.once's region, saying nothing of its operands",
            )
            .with_traits(OpTraits::TERMINATOR | pure),
        ],
    )
    .with_constant_materializer(materialize_t_const)
}

fn sccp(src: &str) -> String {
    transform_text(dialect(), src, false, |ctx, body, roots| {
        propagate_constants(ctx, body, roots);
    })
}

#[test]
fn a_loop_that_never_changes_its_variable_folds_away() {
    let out = sccp(
        r#"
"test.region"() ({
^bb0:
  %one = "t.const"() <{value = 1 : i32}> : () -> i32
  "t.br"(%one)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %c = "t.eq"(%x, %one) : (i32, i32) -> i1
  "t.cond_br"(%c)[^bb2, ^bb3] : (i1) -> ()
^bb2:
  "t.ret"(%x) : (i32) -> ()
^bb3:
  %z = "t.add"(%x, %one) : (i32, i32) -> i32
  "t.br"(%z)[^bb1] : (i32) -> ()
}) : () -> ()
"#,
    );
    // %x is 1 and the comparison true: both replaced by constants, the
    // branch and the never-run block left as they are.
    assert!(!out.contains("t.eq"), "{out}");
    assert!(out.contains("t.cond_br") && out.contains("t.add"), "{out}");
    assert!(out.contains("^bb1(%"), "the loop argument stays: {out}");
    assert!(
        out.contains("\"t.ret\"(%1) : (i32) -> ()"),
        "the return takes the constant 1: {out}"
    );
    assert_eq!(out.matches("t.const").count(), 2, "1 and true: {out}");
}

#[test]
fn values_that_differ_on_two_paths_stay() {
    let out = sccp(
        r#"
"test.region"() ({
^bb0:
  %c = "test.unknown"() : () -> i1
  %one = "t.const"() <{value = 1 : i32}> : () -> i32
  %two = "t.const"() <{value = 2 : i32}> : () -> i32
  "t.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "t.br"(%one)[^bb3] : (i32) -> ()
^bb2:
  "t.br"(%two)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %y = "t.add"(%x, %one) : (i32, i32) -> i32
  "t.ret"(%y) : (i32) -> ()
}) : () -> ()
"#,
    );
    assert!(out.contains("\"t.add\""), "{out}");
    assert!(out.contains("^bb3(%"), "{out}");
}

/// `t.once` whose region ends in `terminator`, its result compared with 1
/// to decide a branch: the output of sccp.
fn once_then_branch(terminator: &str) -> String {
    sccp(&format!(
        r#"
"test.region"() ({{
^bb0:
  %one = "t.const"() <{{value = 1 : i32}}> : () -> i32
  %r = "t.once"() ({{
    %k = "t.const"() <{{value = 1 : i32}}> : () -> i32
    "{terminator}"(%k) : (i32) -> ()
  }}) : () -> i32
  %c = "t.eq"(%r, %one) : (i32, i32) -> i1
  "t.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "t.ret"(%one) : (i32) -> ()
^bb2:
  "t.ret"(%r) : (i32) -> ()
}}) : () -> ()
"#
    ))
}

#[test]
fn a_region_op_result_is_what_its_terminator_forwards() {
    let out = once_then_branch("t.yield");
    // The result is 1: `t.once` and the comparison are replaced and go;
    // the branch stays.
    assert!(!out.contains("t.once") && !out.contains("t.eq"), "{out}");
    assert!(out.contains("t.cond_br"), "{out}");
}

/// The output of sccp on a loop whose argument %x is 1 on entry and 2 on
/// the back edge, taken while `%c`, computed by `header` from %x and %one,
/// holds; the exit returns `exit`.
fn loop_from_one_then_two(header: &str, exit: &str) -> String {
    sccp(&format!(
        r#"
"test.region"() ({{
^bb0:
  %one = "t.const"() <{{value = 1 : i32}}> : () -> i32
  %two = "t.const"() <{{value = 2 : i32}}> : () -> i32
  "t.br"(%one)[^bb1] : (i32) -> ()
^bb1(%x: i32):
{header}
  "t.cond_br"(%c)[^bb2, ^bb3] : (i1) -> ()
^bb2:
  "t.br"(%two)[^bb1] : (i32) -> ()
^bb3:
  "t.ret"({exit}) : (i32) -> ()
}}) : () -> ()
"#
    ))
}

#[test]
fn a_terminator_that_does_not_say_what_it_forwards_makes_results_unknowable() {
    // Were the result left unknown, the branch would never be evaluated,
    // its back edge never run, and %x taken for the constant 1.
    let out = loop_from_one_then_two(
        r#"  %r = "t.once"() ({
    "t.end"(%x) : (i32) -> ()
  }) : () -> i32
  %c = "t.eq"(%r, %one) : (i32, i32) -> i1"#,
        "%x",
    );
    assert!(out.contains("^bb1(%"), "the loop argument stays: {out}");
    assert!(out.contains("t.cond_br"), "{out}");
}

#[test]
fn a_use_before_its_definition_in_a_graph_region_still_sees_the_constant() {
    // The block is swept in order: `t.add` reads %k before `t.const`
    // defines it, and must be visited again once it does.
    let out = sccp(
        r#"
"test.region"() ({
^bb0:
  "test.graph"() ({
    %sum = "t.add"(%k, %k) : (i32, i32) -> i32
    %k = "t.const"() <{value = 1 : i32}> : () -> i32
    "test.sink"(%sum) : (i32) -> ()
  }) : () -> ()
  "t.ret"() : () -> ()
}) : () -> ()
"#,
    );
    assert!(!out.contains("t.add"), "{out}");
    assert!(out.contains("<{value = 2 : i32}>"), "{out}");
}

#[test]
fn a_fold_that_looks_through_an_operand_is_revisited_when_what_it_saw_changes() {
    // `t.second` folds to %x, which is not its operand: on the first trip
    // %x is 1 and the branch goes back; then %x is 2 too, and the exit
    // must be reached.
    let out = loop_from_one_then_two(
        r#"  %u = "test.unknown"() : () -> i32
  %p = "t.pair"(%u, %x) : (i32, i32) -> i32
  %s = "t.second"(%p) : (i32) -> i32
  %c = "t.eq"(%s, %one) : (i32, i32) -> i1"#,
        "%s",
    );
    assert!(out.contains("t.cond_br"), "{out}");
    assert!(out.contains("\"t.ret\""), "the exit stays: {out}");
}
