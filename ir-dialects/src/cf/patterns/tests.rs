//! Unit tests of the `cf` canonicalization patterns: each builds IR from
//! text, applies one pattern to one op of the first function, and checks
//! the printed result (or that nothing changed).

use super::block_merging::{BypassForwardingBlocks, MergeSinglePredecessor};
use super::constant_branches::{AssertTrue, BranchOnConstant, CondBrSameTargets};
use super::known_condition::{CondBrOnDecidedCondition, CondBrTruthPropagation};
use crate::test_support::{context_with_constants, parse, print};
use ir_core::interfaces::{PatternRewriter, RewritePattern};

/// Applies `pattern` to the `index`-th op named `name` of the first
/// function of `src`; returns whether it changed anything and the module
/// printed afterwards.
fn apply(src: &str, name: &str, index: usize, pattern: &dyn RewritePattern) -> (bool, String) {
    let ctx = context_with_constants();
    let mut module = parse(&ctx, src);
    let module_region = module.body.regions(module.op)[0];
    let module_body = module.body.regions_body_mut(module.op);
    let module_block = module_body.entry_block(module_region).expect("block");
    let function = module_body.first_op(module_block).expect("function");
    let region = module_body.regions(function)[0];
    let body = module_body.regions_body_mut(function);
    let wanted = ctx.op_name(name);
    let op = body
        .region_blocks(region)
        .flat_map(|block| body.block_ops(block))
        .filter(|&op| body.op_name(op) == wanted)
        .nth(index)
        .expect("op to rewrite");
    let changed = pattern.match_and_rewrite(op, &mut PatternRewriter::new(&ctx, body));
    (changed, print(&ctx, &module))
}

/// The body lines of the printed first function, trimmed.
fn body_lines(printed: &str) -> Vec<&str> {
    printed
        .lines()
        .skip(2)
        .take_while(|line| *line != "  }")
        .map(str::trim)
        .collect()
}

const COND_BR_ON_CONSTANT: &str = r#"
func.func @f(%a: i32, %b: i64) {
  %c = "tc.constant"() <{value = true}> : () -> i1
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i64)
^bb1(%x: i32):
  return
^bb2(%y: i64):
  return
}
"#;

#[test]
fn cond_br_on_true_branches_to_the_true_target() {
    let (changed, printed) = apply(COND_BR_ON_CONSTANT, "cf.cond_br", 0, &BranchOnConstant);
    assert!(changed);
    assert_eq!(body_lines(&printed)[1], "cf.br ^bb1(%arg0 : i32)");
}

#[test]
fn cond_br_on_false_branches_to_the_false_target() {
    let src = COND_BR_ON_CONSTANT.replace("true", "false");
    let (changed, printed) = apply(&src, "cf.cond_br", 0, &BranchOnConstant);
    assert!(changed);
    assert_eq!(body_lines(&printed)[1], "cf.br ^bb2(%arg1 : i64)");
}

#[test]
fn cond_br_on_an_argument_is_left_alone() {
    let src = r#"
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
"#;
    assert!(!apply(src, "cf.cond_br", 0, &BranchOnConstant).0);
}

#[test]
fn cond_br_with_equal_targets_becomes_br() {
    let src = r#"
func.func @f(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  return
}
"#;
    let (changed, printed) = apply(src, "cf.cond_br", 0, &CondBrSameTargets);
    assert!(changed);
    assert_eq!(
        body_lines(&printed)[0],
        "cf.br ^bb1(%arg1, %arg2 : i32, i32)"
    );
}

#[test]
fn cond_br_with_equal_targets_selects_the_differing_operands() {
    let src = r#"
func.func @f(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%b, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  return
}
"#;
    let (changed, printed) = apply(src, "cf.cond_br", 0, &CondBrSameTargets);
    assert!(changed);
    assert_eq!(
        body_lines(&printed)[..2],
        [
            "%0 = arith.select %arg0, %arg1, %arg2 : i32",
            "cf.br ^bb1(%0, %arg2 : i32, i32)"
        ]
    );
}

#[test]
fn cond_br_with_equal_targets_of_several_predecessors_keeps_differing_operands() {
    let src = r#"
func.func @f(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return
}
"#;
    assert!(!apply(src, "cf.cond_br", 1, &CondBrSameTargets).0);
}

const SWITCH: &str = r#"
func.func @f(%a: i32) {
  %c = "tc.constant"() <{value = 43 : i32}> : () -> i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2(%a : i32),
    43: ^bb3
  ]
^bb1:
  return
^bb2(%x: i32):
  return
^bb3:
  return
}
"#;

#[test]
fn switch_on_a_constant_takes_the_matching_case() {
    let (changed, printed) = apply(SWITCH, "cf.switch", 0, &BranchOnConstant);
    assert!(changed);
    assert_eq!(body_lines(&printed)[1], "cf.br ^bb3");
    let to_42 = SWITCH.replace("43 : i32}", "42 : i32}");
    let (_, printed) = apply(&to_42, "cf.switch", 0, &BranchOnConstant);
    assert_eq!(body_lines(&printed)[1], "cf.br ^bb2(%arg0 : i32)");
}

#[test]
fn switch_on_an_unmatched_constant_takes_the_default() {
    let src = SWITCH.replace("43 : i32}", "-7 : i32}");
    let (changed, printed) = apply(&src, "cf.switch", 0, &BranchOnConstant);
    assert!(changed);
    assert_eq!(body_lines(&printed)[1], "cf.br ^bb1");
}

#[test]
fn switch_with_only_a_default_becomes_br() {
    let src = r#"
func.func @f(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return
}
"#;
    let (changed, printed) = apply(src, "cf.switch", 0, &BranchOnConstant);
    assert!(changed);
    assert_eq!(body_lines(&printed)[0], "cf.br ^bb1(%arg1 : i32)");
    let with_case = src.replace(
        "default: ^bb1(%a : i32)",
        "default: ^bb1(%a : i32), 1: ^bb1(%a : i32)",
    );
    assert!(!apply(&with_case, "cf.switch", 0, &BranchOnConstant).0);
}

#[test]
fn br_to_a_single_predecessor_block_merges_it() {
    let src = r#"
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
"#;
    let (changed, printed) = apply(src, "cf.br", 0, &MergeSinglePredecessor);
    assert!(changed);
    assert_eq!(body_lines(&printed), ["return %arg0 : i32"]);
}

#[test]
fn br_to_a_block_with_other_predecessors_is_not_merged() {
    let src = r#"
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}
"#;
    assert!(!apply(src, "cf.br", 0, &MergeSinglePredecessor).0);
    let self_loop = "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n}\n";
    assert!(!apply(self_loop, "cf.br", 1, &MergeSinglePredecessor).0);
}

#[test]
fn branches_bypass_forwarding_blocks() {
    let src = r#"
func.func @f(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  return
}
"#;
    let (changed, printed) = apply(src, "cf.cond_br", 0, &BypassForwardingBlocks);
    assert!(changed);
    assert_eq!(
        body_lines(&printed)[0],
        "cf.cond_br %arg0, ^bb3(%arg1, %arg2 : i32, i32), ^bb3(%arg2, %arg1 : i32, i32)"
    );
}

#[test]
fn switch_cases_bypass_forwarding_blocks() {
    let src = r#"
func.func @f(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    5: ^bb2(%a : i32)
  ]
^bb1:
  return
^bb2(%x: i32):
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  return
}
"#;
    let (changed, printed) = apply(src, "cf.switch", 0, &BypassForwardingBlocks);
    assert!(changed);
    assert_eq!(body_lines(&printed)[2], "5: ^bb3(%arg1 : i32)");
}

#[test]
fn blocks_that_do_more_than_forward_are_kept() {
    let src = r#"
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "test.op"(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}
"#;
    assert!(!apply(src, "cf.br", 0, &BypassForwardingBlocks).0);
    let infinite = "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n}\n";
    assert!(!apply(infinite, "cf.br", 0, &BypassForwardingBlocks).0);
}

#[test]
fn asserts_of_true_are_erased() {
    let src = r#"
func.func @f(%c: i1) {
  %t = "tc.constant"() <{value = true}> : () -> i1
  cf.assert %t, "never fails"
  cf.assert %c, "may fail"
  return
}
"#;
    let (changed, printed) = apply(src, "cf.assert", 0, &AssertTrue);
    assert!(changed);
    assert!(!printed.contains("never fails"), "{printed}");
    assert!(!apply(src, "cf.assert", 1, &AssertTrue).0);
}

/// A branch on `%c` whose true successor branches on `%c` again (and
/// uses it); the false successor is also entered from the true one.
const KNOWN_CONDITION: &str = r#"
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.assert %c, "one"
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  cf.assert %c, "two"
  cf.cond_br %c, ^bb3, ^bb3
^bb3:
  return
}
"#;

#[test]
fn branch_on_a_decided_condition_becomes_br() {
    let (changed, printed) = apply(KNOWN_CONDITION, "cf.cond_br", 1, &CondBrOnDecidedCondition);
    assert!(changed);
    assert_eq!(body_lines(&printed)[3], "cf.br ^bb3");
}

#[test]
fn condition_is_not_decided_in_a_block_with_two_edges_in() {
    assert!(!apply(KNOWN_CONDITION, "cf.cond_br", 2, &CondBrOnDecidedCondition).0);
}

#[test]
fn condition_becomes_true_only_where_its_branch_alone_enters() {
    let (changed, printed) = apply(KNOWN_CONDITION, "cf.cond_br", 0, &CondBrTruthPropagation);
    assert!(changed);
    let lines = body_lines(&printed);
    assert_eq!(lines[0], "%true = arith.constant true");
    assert_eq!(lines[3], "cf.assert %true, \"one\"");
    assert_eq!(lines[4], "cf.cond_br %true, ^bb3, ^bb2");
    assert_eq!(lines[6], "cf.assert %arg0, \"two\"");
}

#[test]
fn condition_becomes_false_in_a_long_successor_using_it_once() {
    let src = r#"
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  %x = arith.addi %a, %a : i32
  %y = arith.addi %x, %a : i32
  cf.assert %c, "late"
  %z = arith.addi %y, %a : i32
  return
}
"#;
    let (changed, printed) = apply(src, "cf.cond_br", 0, &CondBrTruthPropagation);
    assert!(changed);
    let lines = body_lines(&printed);
    assert_eq!(lines[0], "%false = arith.constant false");
    assert_eq!(lines[7], "cf.assert %false, \"late\"");
}

#[test]
fn merge_refuses_a_branch_passing_the_targets_own_argument() {
    // An unreachable loop (its entry edge folded away) whose latch passes
    // the header's argument back to it: merging would replace the argument
    // by itself and erase it while it is still used.
    let src = r#"
func.func @f(%a: i32) -> i32 {
  return %a : i32
^bb1(%x: i32, %c: i1):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1(%x, %c : i32, i1)
^bb3:
  return %x : i32
}
"#;
    let (changed, printed) = apply(src, "cf.br", 0, &MergeSinglePredecessor);
    assert!(!changed);
    assert!(
        printed.contains("cf.br ^bb1(%0, %1 : i32, i1)"),
        "{printed}"
    );
}
