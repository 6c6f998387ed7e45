//! Structural verification: registration, terminators, successors and
//! their operands, region shapes, then each op's own verifier.

use super::{has_ssa_regions, is_op, Part};
use crate::context::{Context, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::ir::{
    walk_ops, walk_ops_each, walk_ops_up_to_isolated, BlockId, Body, OpId, OpView, RegionId,
    WalkItem,
};
use crate::syntax::printer::print_type;
use std::ops::ControlFlow;

/// Checks the `part` of `root` (stored in `body`); stops at the first
/// error. As in MLIR, an op is checked before the ops nested in it, and its
/// region verifier runs after them.
pub(super) fn verify_structure(
    ctx: &Context,
    root_body: &Body,
    root: OpId,
    part: Part<'_>,
) -> Result<(), Diagnostic> {
    let mut result = Ok(());
    let visit = |body: &Body, item: WalkItem| {
        if result.is_err() {
            return;
        }
        let (WalkItem::Enter(op) | WalkItem::Leave(op)) = item;
        let is_root = is_op(body, op, root_body, root);
        result = match (item, part) {
            (_, Part::Contents) if is_root => Ok(()),
            // The op's own checks on entry come with its contents.
            (WalkItem::Enter(_), Part::UpToIsolated(contents))
                if !is_root && body.is_isolated(op) =>
            {
                contents(body, op)
            }
            _ => check(ctx, body, item),
        };
    };
    match part {
        Part::UpToIsolated(_) => walk_ops_up_to_isolated(root_body, root, visit),
        Part::Whole | Part::Contents => walk_ops(root_body, root, visit),
    }
    result
}

/// Checks `ops` (consecutive ops stored in `body`) and everything nested in
/// them, as the walk of their parent does; stops at the first error.
pub(super) fn verify_ops(
    ctx: &Context,
    body: &Body,
    ops: impl Iterator<Item = OpId>,
) -> Result<(), Diagnostic> {
    let mut result = Ok(());
    walk_ops_each(body, ops, |body, item| {
        result = check(ctx, body, item);
        match result {
            Ok(()) => ControlFlow::Continue(()),
            Err(_) => ControlFlow::Break(()),
        }
    });
    result
}

/// The checks of one step of a walk: an op's own on entry, its region
/// verifier on leaving.
fn check(ctx: &Context, body: &Body, item: WalkItem) -> Result<(), Diagnostic> {
    match item {
        WalkItem::Enter(op) => verify_op(ctx, body, op),
        WalkItem::Leave(op) => verify_op_regions(ctx, body, op),
    }
}

/// The op's region verifier, if it is registered with one.
pub(super) fn verify_op_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let view = OpView::new(ctx, body, op);
    match view.definition().and_then(|d| d.verify_regions) {
        Some(verify) => verify(&view),
        None => Ok(()),
    }
}

/// The op's own checks, done on entering it: registration, terminator and
/// successors, region shapes and terminators, its spec and verifier.
pub(super) fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let view = OpView::new(ctx, body, op);
    let Some(def) = view.definition() else {
        if ctx.allows_unregistered() {
            return verify_regions(ctx, body, op);
        }
        return Err(view.error("is not registered (pass -allow-unregistered-dialect to accept unregistered operations)"));
    };
    if def.has(OpTraits::TERMINATOR) && body.next_op(op).is_some() {
        return Err(view.error("must be the last operation in the parent block"));
    }
    if body.num_successors(op) > 0 && !def.has(OpTraits::TERMINATOR) {
        return Err(view.error("has successors but is not a terminator"));
    }
    if def.has(OpTraits::SINGLE_BLOCK) {
        let inner = body.regions_body(op);
        for (i, &region) in body.regions(op).iter().enumerate() {
            if inner.region_blocks(region).nth(1).is_some() {
                return Err(view.error(format!("expects region #{i} to have 0 or 1 blocks")));
            }
        }
    }
    if let Some(spec) = &def.spec {
        crate::ods::verify_spec(spec, &view)?;
    }
    verify_successors(&view)?;
    verify_regions(ctx, body, op)?;
    match def.verify {
        Some(verify) => verify(&view),
        None => Ok(()),
    }
}

/// Successors are in the op's region and receive as many values, of the
/// right types, as they have arguments.
fn verify_successors(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let (body, op) = (view.body, view.op);
    let region = body.op_block(op).and_then(|b| body.block_region(b));
    for (i, target) in body.successors(op).enumerate() {
        if body.block_region(target) != region {
            return Err(view.error(format!(
                "successor #{i} is not in the same region as the branch"
            )));
        }
        let Some(operands) = view.definition().and_then(|d| d.successor_operands) else {
            continue;
        };
        let range = operands(view, i);
        let args = body.block_args(target);
        if range.len() != args.len() {
            return Err(view
                .error(format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    range.len(),
                    args.len()
                ))
                .with_note(block_loc(view, target), "target block is here"));
        }
        let passed = body.operands(op).skip(range.start).take(range.len());
        for (k, (value, &arg)) in passed.zip(args).enumerate() {
            let (have, want) = (body.value_type(value), body.value_type(arg));
            if have != want {
                let (mut h, mut w) = (String::new(), String::new());
                print_type(view.ctx, have, &mut h);
                print_type(view.ctx, want, &mut w);
                return Err(view.error(format!("type mismatch for bb argument #{k} of successor #{i}: passing '{h}' to an argument of type '{w}'")));
            }
        }
    }
    Ok(())
}

fn block_loc(view: &OpView<'_>, block: BlockId) -> crate::Attr {
    let body = view.body;
    body.block_args(block)
        .first()
        .and_then(|&a| body.value_loc(a))
        .or_else(|| body.first_op(block).map(|o| body.op_loc(o)))
        .unwrap_or_else(|| view.loc())
}

/// Blocks of SSACFG regions end in a terminator; entry blocks have no predecessor.
fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let view = OpView::new(ctx, body, op);
    let needs_terminator = view
        .definition()
        .is_some_and(|d| !d.has(OpTraits::NO_TERMINATOR) && !d.has(OpTraits::GRAPH_REGIONS));
    let inner = body.regions_body(op);
    for (i, &region) in body.regions(op).iter().enumerate() {
        if let Some(entry) = inner.entry_block(region) {
            if has_ssa_regions(ctx, body, op) && inner.block_uses(entry).next().is_some() {
                return Err(view.error(format!(
                    "entry block of region #{i} may not have predecessors"
                )));
            }
        }
        if needs_terminator {
            check_terminators(ctx, inner, region, &view)?;
        } else if view.definition().is_none() {
            check_no_empty_successor_blocks(inner, region, &view)?;
        }
    }
    Ok(())
}

/// In a region of an unregistered op (which might need terminators), only
/// the entry block may be empty, as in MLIR.
fn check_no_empty_successor_blocks(
    body: &Body,
    region: RegionId,
    parent: &OpView<'_>,
) -> Result<(), Diagnostic> {
    if body
        .region_blocks(region)
        .skip(1)
        .any(|b| body.first_op(b).is_none())
    {
        return Err(Diagnostic::error(
            parent.loc(),
            "empty block: expect at least a terminator",
        ));
    }
    Ok(())
}

fn check_terminators(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    parent: &OpView<'_>,
) -> Result<(), Diagnostic> {
    for block in body.region_blocks(region) {
        let misplaced = body.block_ops(block).find(|&op| {
            body.next_op(op).is_some()
                && ctx
                    .op_def(body.op_name(op))
                    .is_some_and(|d| d.has(OpTraits::TERMINATOR))
        });
        if let Some(op) = misplaced {
            return Err(
                OpView::new(ctx, body, op).error("must be the last operation in the parent block")
            );
        }
        let Some(last) = body.last_op(block) else {
            return Err(parent.error("has an empty block in a region that needs terminators: expected at least a terminator"));
        };
        let last_view = OpView::new(ctx, body, last);
        let is_terminator = match last_view.definition() {
            Some(def) => def.has(OpTraits::TERMINATOR),
            None => true, // an unregistered op might be a terminator
        };
        if !is_terminator {
            return Err(last_view
                .error("is the last op of a block but is not a terminator (blocks in this region must end with a terminator)")
                .with_note(parent.loc(), format!("in a region of '{}'", parent.name())));
        }
    }
    Ok(())
}
