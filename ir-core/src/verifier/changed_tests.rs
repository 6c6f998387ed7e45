//! Verification limited to what a pass changed gives the full verifier's
//! verdict on IR that was valid before the change, and skips what did not
//! change.

use super::tests::parse;
use super::{verify_changed, verify_on_threads, Revisions};
use crate::context::{Dialect, OpDefinition};
use crate::ir::{Body, InsertPoint, OperationState};
use crate::pass::test_support::context;
use crate::BlockId;
use crate::{Context, NamedAttr, OpId, OwnedOp};

/// A function whose second op uses the first's result.
const FUNCTION: &str = r#""t.func"() ({
  %0 = "t.op"() : () -> i32
  "t.op"(%0) : (i32) -> ()
}) : () -> ()
"#;

/// A module of three such functions, parsed.
fn three_functions(ctx: &mut Context) -> OwnedOp {
    parse(ctx, &FUNCTION.repeat(3))
}

/// The functions of `module`, in order.
fn functions(module: &OwnedOp) -> Vec<OpId> {
    let inner = module.body.regions_body(module.op);
    let region = module.body.regions(module.op)[0];
    inner
        .region_blocks(region)
        .flat_map(|b| inner.block_ops(b))
        .collect()
}

/// The body holding the contents of function `index` of `module`, and
/// the function's block.
fn function_block(module: &mut OwnedOp, index: usize) -> (&mut Body, BlockId) {
    let function = functions(module)[index];
    let inner = module.body.regions_body_mut(module.op);
    let region = inner.regions(function)[0];
    let body = inner.regions_body_mut(function);
    let block = body.entry_block(region).expect("a block");
    (body, block)
}

/// Moves the first op of function `index` after the second: a use before
/// its definition.
fn break_dominance(module: &mut OwnedOp, index: usize) {
    let (body, block) = function_block(module, index);
    let ops: Vec<OpId> = body.block_ops(block).collect();
    body.move_op(ops[0], InsertPoint::After(ops[1]));
}

/// Adds an unregistered op to function `index`: a structure error.
fn add_unregistered(ctx: &Context, module: &mut OwnedOp, index: usize) {
    let (body, block) = function_block(module, index);
    let op = body.create_op(
        ctx,
        OperationState::new(ctx.op_name("u.op"), ctx.unknown_loc()),
    );
    body.insert_op(op, InsertPoint::Start(block));
}

/// The verdicts of the limited and the full verifier on `module`, with
/// and without threads (which must agree), as messages.
fn verdicts(
    ctx: &Context,
    module: &OwnedOp,
    before: &Revisions,
) -> (Option<String>, Option<String>) {
    verdicts_on(ctx, &module.body, module.op, before)
}

/// [`verdicts`] on `op`, stored in `body`.
fn verdicts_on(
    ctx: &Context,
    body: &Body,
    op: OpId,
    before: &Revisions,
) -> (Option<String>, Option<String>) {
    let message = |r: Result<(), crate::Diagnostic>| r.err().map(|d| d.message);
    let limited = message(verify_changed(ctx, body, op, before, false));
    let threaded = message(verify_changed(ctx, body, op, before, true));
    assert_eq!(limited, threaded, "with threads");
    (limited, message(verify_on_threads(ctx, body, op, false)))
}

#[test]
fn an_unchanged_module_needs_no_check() {
    let mut ctx = context();
    let module = three_functions(&mut ctx);
    let before = Revisions::of(&module.body, module.op);
    assert_eq!(verdicts(&ctx, &module, &before), (None, None));
}

#[test]
fn an_error_in_a_changed_function_is_found() {
    let mut ctx = context();
    for (index, structure) in [(0, false), (1, true), (2, false), (2, true)] {
        let mut module = three_functions(&mut ctx);
        let before = Revisions::of(&module.body, module.op);
        if structure {
            add_unregistered(&ctx, &mut module, index);
        } else {
            break_dominance(&mut module, index);
        }
        let (limited, full) = verdicts(&ctx, &module, &before);
        assert!(full.is_some(), "the change breaks the IR");
        assert_eq!(limited, full, "function {index}, structure {structure}");
    }
}

#[test]
fn of_errors_in_two_changed_functions_the_first_wins() {
    let mut ctx = context();
    let mut module = three_functions(&mut ctx);
    let before = Revisions::of(&module.body, module.op);
    break_dominance(&mut module, 0);
    add_unregistered(&ctx, &mut module, 2);
    let (limited, full) = verdicts(&ctx, &module, &before);
    // Structure errors come first, wherever they are, as in a full run.
    assert!(
        full.as_deref()
            .is_some_and(|m| m.contains("not registered")),
        "{full:?}"
    );
    assert_eq!(limited, full);
}

#[test]
fn locations_are_no_change_and_unchanged_functions_are_taken_as_verified() {
    let mut ctx = context();
    let mut module = three_functions(&mut ctx);
    // Broken before the snapshot: the limited check trusts it was valid.
    break_dominance(&mut module, 1);
    let before = Revisions::of(&module.body, module.op);
    let function = functions(&module)[1];
    let loc = ctx.unknown_loc();
    module
        .body
        .regions_body_mut(module.op)
        .set_op_loc(function, loc);
    let (limited, full) = verdicts(&ctx, &module, &before);
    assert_eq!(limited, None, "nothing changed");
    assert!(full.is_some());
}

#[test]
fn a_change_around_the_functions_verifies_everything() {
    let mut ctx = context();
    let mut module = three_functions(&mut ctx);
    break_dominance(&mut module, 1);
    let before = Revisions::of(&module.body, module.op);
    // An attribute of function 0 changes: its own checks, and those of the
    // contents of every function, may read what changed.
    let function = functions(&module)[0];
    let attrs = ctx.dictionary_attr(Vec::new());
    module
        .body
        .regions_body_mut(module.op)
        .set_op_attrs(function, attrs);
    let (limited, full) = verdicts(&ctx, &module, &before);
    assert!(full.is_some());
    assert_eq!(limited, full);
}

/// [`context`] with `s.checked`, whose signature verifier refuses an op
/// with a `bad` attribute.
fn checked_context() -> Context {
    let mut ctx = context();
    let checked = OpDefinition::new("s.checked", "refuses a bad attribute")
        .with_signature_verifier(|view| match view.attr("bad") {
            Some(_) => Err(view.error("has a bad attribute")),
            None => Ok(()),
        });
    ctx.register_dialect(Dialect::new("s", vec![checked]));
    ctx
}

/// A function defining a value with `s.checked` and using it after.
const CHECKED: &str = r#""t.func"() ({
  "t.op"() : () -> ()
  %0 = "s.checked"() : () -> i32
  "t.op"(%0) : (i32) -> ()
}) : () -> ()
"#;

/// The body of the function of `module` (parsed from [`CHECKED`]), its
/// block and its `s.checked` op.
fn checked_op(module: &mut OwnedOp) -> (&mut Body, BlockId, OpId) {
    let (body, block) = function_block(module, 0);
    let second = body.block_ops(block).nth(1).expect("three ops");
    (body, block, second)
}

/// Gives the `s.checked` op of `module` a `bad` attribute.
fn make_bad(ctx: &Context, module: &mut OwnedOp) {
    let bad = ctx.dictionary_attr(vec![NamedAttr {
        name: "bad".into(),
        value: ctx.empty_dictionary(),
    }]);
    let (body, _, checked) = checked_op(module);
    body.set_op_attrs(checked, bad);
}

#[test]
fn an_op_changed_after_the_journals_opened_is_checked_again() {
    let mut ctx = checked_context();
    let mut module = parse(&mut ctx, CHECKED);
    let before = Revisions::take(&mut module.body, module.op);
    make_bad(&ctx, &mut module);
    let (limited, full) = verdicts(&ctx, &module, &before);
    assert!(full.as_deref().is_some_and(|m| m.contains("bad attribute")));
    assert_eq!(limited, full);
}

#[test]
fn ops_kept_since_the_journals_opened_are_vouched_for_wherever_they_move() {
    // With the journal's detail, and without (a new block, even detached,
    // is beyond it: the whole function is walked).
    for whole in [false, true] {
        let mut ctx = checked_context();
        let mut module = parse(&mut ctx, CHECKED);
        // Broken before the snapshot (the fast path trusts what was
        // verified then): moving the op does not make its checks run again.
        make_bad(&ctx, &mut module);
        let before = Revisions::take(&mut module.body, module.op);
        let (body, block, checked) = checked_op(&mut module);
        body.move_op(checked, InsertPoint::Start(block));
        if whole {
            body.create_block();
        }
        let (limited, full) = verdicts(&ctx, &module, &before);
        assert_eq!(
            limited, None,
            "the moved op is vouched for (whole: {whole})"
        );
        assert!(full.is_some());
        // Inserted again after being detached, it is checked again.
        reinsert_at_start(&mut module, checked);
        let (limited, full) = verdicts(&ctx, &module, &before);
        assert!(full.is_some());
        assert_eq!(limited, full, "whole: {whole}");
    }
}

/// The verdicts of the limited and the full verifier on function 0 of
/// `module` verified alone (as a nested pipeline verifies it).
fn function_verdicts(
    ctx: &Context,
    module: &OwnedOp,
    before: &Revisions,
) -> (Option<String>, Option<String>) {
    let function = functions(module)[0];
    verdicts_on(ctx, module.body.regions_body(module.op), function, before)
}

/// [`Revisions::take`] of function 0 of `module`.
fn take_function(module: &mut OwnedOp) -> Revisions {
    let function = functions(module)[0];
    Revisions::take(module.body.regions_body_mut(module.op), function)
}

#[test]
fn a_function_verified_alone_vouches_for_kept_ops_when_its_journal_gives_up() {
    let mut ctx = checked_context();
    let mut module = parse(&mut ctx, CHECKED);
    // Broken before the snapshot: only the full verifier sees it.
    make_bad(&ctx, &mut module);
    let before = take_function(&mut module);
    let (body, block, checked) = checked_op(&mut module);
    body.move_op(checked, InsertPoint::Start(block));
    body.create_block();
    assert!(body.journal().is_some_and(|j| j.whole()));
    let (limited, full) = function_verdicts(&ctx, &module, &before);
    assert_eq!(limited, None, "the moved op is vouched for");
    assert!(full.is_some());
    // Inserted again, it is checked again.
    reinsert_at_start(&mut module, checked);
    let (limited, full) = function_verdicts(&ctx, &module, &before);
    assert!(full.is_some());
    assert_eq!(limited, full);
}

#[test]
fn a_function_verified_alone_finds_errors_when_its_journal_gives_up() {
    let mut ctx = context();
    for structure in [false, true] {
        let mut module = parse(&mut ctx, FUNCTION);
        let before = take_function(&mut module);
        if structure {
            add_unregistered(&ctx, &mut module, 0);
        } else {
            break_dominance(&mut module, 0);
        }
        let (body, _) = function_block(&mut module, 0);
        body.create_block();
        let (limited, full) = function_verdicts(&ctx, &module, &before);
        assert!(full.is_some(), "the change breaks the IR");
        assert_eq!(limited, full, "structure {structure}");
    }
}

/// Unlinks `op` of function 0 of `module` and inserts it again at the
/// start of its block: a change its stamp records.
fn reinsert_at_start(module: &mut OwnedOp, op: OpId) {
    let (body, block) = function_block(module, 0);
    body.unlink_op(op);
    body.insert_op(op, InsertPoint::Start(block));
}

/// A function with the `s.checked` op second, then a value used by
/// `users` ops after it.
fn widely_used(users: usize) -> String {
    let uses = r#"  "t.op"(%1) : (i32) -> ()
"#
    .repeat(users);
    format!(
        r#""t.func"() ({{
  "t.op"() : () -> ()
  %0 = "s.checked"() : () -> i32
  %1 = "t.op"() : () -> i32
{uses}}}) : () -> ()
"#
    )
}

#[test]
fn a_function_whose_journal_costs_more_than_a_walk_is_walked_alone() {
    let mut ctx = checked_context();
    let mut module = parse(&mut ctx, &(widely_used(200) + FUNCTION));
    // Broken before the snapshot: only the full verifier sees it.
    make_bad(&ctx, &mut module);
    let before = Revisions::take(&mut module.body, module.op);
    // Moving the definition puts its 200 uses in the journal's account:
    // more work than the 2 x 203 + 64 a walk of the function costs.
    let (body, block) = function_block(&mut module, 0);
    let definition = body.block_ops(block).nth(2).expect("a definition");
    body.move_op(definition, InsertPoint::Start(block));
    let (limited, full) = verdicts(&ctx, &module, &before);
    assert_eq!(limited, None, "the function alone is walked, trusting");
    assert!(full.is_some());
    // A use moved before its definition: the walk finds it.
    let (body, block) = function_block(&mut module, 0);
    let last_use = body.last_op(block).expect("a use");
    body.move_op(last_use, InsertPoint::Start(block));
    let (limited, full) = verdicts(&ctx, &module, &before);
    assert!(full.is_some());
    assert_eq!(limited, full);
}
