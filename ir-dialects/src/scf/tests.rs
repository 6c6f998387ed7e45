//! Unit tests of the scf ops' interfaces: region-branch successors and
//! forwarded operands, memory-effect traits.

use super::{ConditionOp, ForOp, IfOp, WhileOp};
use crate::test_support::{context, find_op, parse, IsOp};
use ir_core::interfaces::{memory_effects, RegionBranch, RegionBranchTerminator, RegionPoint};
use ir_core::ods::Op;
use ir_core::OpView;

const SRC: &str = r#"
%c = "test.op"() : () -> i1
%x = "test.op"() : () -> i32
%n = "test.op"() : () -> index
%f = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i32) {
  scf.yield %a : i32
}
%w = scf.while (%b = %x) : (i32) -> i32 {
  scf.condition(%c) %b : i32
} do {
^bb0(%d: i32):
  scf.yield %d : i32
}
scf.if %c {
}
"#;

fn with_op<R>(is: IsOp, check: impl FnOnce(&OpView<'_>) -> R) -> R {
    let mut ctx = context();
    ctx.set_allow_unregistered(true);
    let module = parse(&ctx, SRC);
    let (body, op) = find_op(&ctx, &module, is);
    check(&OpView::new(&ctx, body, op))
}

#[test]
fn for_forwards_inits_to_iter_args_and_loops() {
    with_op(ForOp::matches, |view| {
        let branch = view.interface::<RegionBranch>().expect("region branch");
        let into = (branch.successors)(view, RegionPoint::Parent);
        assert_eq!(into, vec![RegionPoint::Region(0), RegionPoint::Parent]);
        assert_eq!((branch.entry_operands)(view, 0), 3..4);
        assert_eq!((branch.region_inputs)(view, 0), 1..2);
        assert_eq!(memory_effects(view), Some(Vec::new()));
    });
}

#[test]
fn while_alternates_between_its_regions() {
    with_op(WhileOp::matches, |view| {
        let branch = view.interface::<RegionBranch>().expect("region branch");
        let from = |point| (branch.successors)(view, point);
        assert_eq!(from(RegionPoint::Parent), vec![RegionPoint::Region(0)]);
        assert_eq!(
            from(RegionPoint::Region(0)),
            vec![RegionPoint::Parent, RegionPoint::Region(1)]
        );
        assert_eq!(from(RegionPoint::Region(1)), vec![RegionPoint::Region(0)]);
    });
}

#[test]
fn condition_forwards_all_but_the_condition() {
    with_op(ConditionOp::matches, |view| {
        let terminator = view
            .interface::<RegionBranchTerminator>()
            .expect("terminator");
        assert_eq!((terminator.forwarded)(view, RegionPoint::Parent), 1..2);
    });
}

#[test]
fn if_without_else_may_skip_its_region() {
    with_op(IfOp::matches, |view| {
        let branch = view.interface::<RegionBranch>().expect("region branch");
        let into = (branch.successors)(view, RegionPoint::Parent);
        assert_eq!(into, vec![RegionPoint::Region(0), RegionPoint::Parent]);
    });
}

/// `scf.for` of a non-constant step may not terminate: not speculatable;
/// of constant step 1 it is as speculatable as its body. `scf.if` always
/// is, as its contents; `scf.while` never.
#[test]
fn loops_and_branches_speculate_as_mlir() {
    use ir_core::interfaces::{is_speculatable, speculatability, Speculatability};
    let src = r#"
%c = "test.op"() : () -> i1
%x = "test.op"() : () -> i32
%one = arith.constant 1 : index
%n = "test.op"() : () -> index
%f1 = scf.for %i = %n to %n step %one iter_args(%a = %x) -> (i32) {
  %y = arith.addi %a, %a : i32
  scf.yield %y : i32
}
%fd = scf.for %i = %n to %n step %one iter_args(%a = %x) -> (i32) {
  %y = arith.divsi %a, %a : i32
  scf.yield %y : i32
}
%w = scf.while (%b = %x) : (i32) -> i32 {
  scf.condition(%c) %b : i32
} do {
^bb0(%d: i32):
  scf.yield %d : i32
}
"#;
    let mut ctx = context();
    ctx.set_allow_unregistered(true);
    let module = parse(&ctx, src);
    let body = module.body.regions_body(module.op);
    let entry = body
        .root_regions()
        .next()
        .and_then(|r| body.entry_block(r))
        .expect("entry");
    let ops: Vec<_> = body.block_ops(entry).collect();
    let own = |at: usize| speculatability(&OpView::new(&ctx, body, ops[at]));
    assert_eq!(own(4), Speculatability::RecursivelySpeculatable);
    assert!(is_speculatable(&ctx, body, ops[4]));
    assert!(
        !is_speculatable(&ctx, body, ops[5]),
        "a division by a variable inside"
    );
    assert_eq!(own(6), Speculatability::NotSpeculatable);
    with_op(ForOp::matches, |view| {
        assert_eq!(speculatability(view), Speculatability::NotSpeculatable);
    });
    with_op(IfOp::matches, |view| {
        assert_eq!(
            speculatability(view),
            Speculatability::RecursivelySpeculatable
        );
    });
}
