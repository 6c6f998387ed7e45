//! Structural verification: registration, terminators, successors and
//! their operands, region shapes, then each op's own verifier.

use super::blocks::Holder;
use super::signature::SignatureMemo;
use super::{is_op, Part};
use crate::context::{Context, OpTraits};
use crate::diagnostics::Diagnostic;
use crate::dialect::registry::VerifyFn;
use crate::ir::{walk_ops, walk_ops_up_to_isolated, Body, OpId, OpView, WalkItem};
use crate::syntax::printer::print_type;

/// Checks the `part` of `root` (stored in `body`), with `memo` of the
/// signatures that passed their checks; stops at the first error. As in
/// MLIR, an op is checked before the ops nested in it, and its region
/// verifier runs after them.
pub(super) fn verify_structure(
    ctx: &Context,
    root_body: &Body,
    root: OpId,
    part: Part<'_>,
    memo: &mut SignatureMemo,
) -> Result<(), Diagnostic> {
    let mut walk = Walk::new(ctx, memo, None);
    let mut result = Ok(());
    let visit = |body, item: WalkItem| {
        if result.is_err() {
            return;
        }
        let (WalkItem::Enter(op) | WalkItem::Leave(op)) = item;
        let is_root = is_op(body, op, root_body, root);
        result = match (item, part) {
            // The op's own checks on entry come with its contents.
            (WalkItem::Enter(_), Part::UpToIsolated(contents))
                if !is_root && body.is_isolated(op) =>
            {
                walk.step(body, item, false)
                    .and_then(|()| contents(body, op))
            }
            _ => walk.step(body, item, true),
        };
    };
    match part {
        Part::UpToIsolated(_) => walk_ops_up_to_isolated(root_body, root, visit),
        Part::Whole => walk_ops(root_body, root, visit),
    }
    result
}

/// A structure walk: the signatures that passed, and the ops whose
/// regions it is in.
struct Walk<'a, 'm> {
    ctx: &'a Context,
    memo: &'m mut SignatureMemo,
    holders: Vec<Holder<'a>>,
    /// The op without regions just entered and its region verifier: the
    /// walk leaves it next, and need not look its definition up again.
    leaf: Option<(*const Body, OpId, Option<VerifyFn>)>,
}

impl<'a, 'm> Walk<'a, 'm> {
    /// A walk inside the regions of `holder`, if any.
    fn new(ctx: &'a Context, memo: &'m mut SignatureMemo, holder: Option<Holder<'a>>) -> Self {
        Self {
            ctx,
            memo,
            holders: holder.into_iter().collect(),
            leaf: None,
        }
    }

    /// One step: with `check`, an op's own checks on entry, its region
    /// verifier on leaving; either way, the end of its block on leaving.
    fn step(&mut self, body: &'a Body, item: WalkItem, check: bool) -> Result<(), Diagnostic> {
        match item {
            WalkItem::Enter(op) => {
                let region_verifier = match check {
                    true => check_op(self.ctx, body, op, self.memo)?,
                    false => None,
                };
                if body.regions(op).is_empty() {
                    self.leaf = Some((body, op, region_verifier));
                } else {
                    self.holders.push(Holder::new(self.ctx, body, op));
                }
                Ok(())
            }
            WalkItem::Leave(op) => {
                let leaf = self.leaf.take();
                if !body.regions(op).is_empty() {
                    self.holders.pop();
                }
                if check {
                    match leaf {
                        Some((b, o, verify)) if std::ptr::eq(b, body) && o == op => {
                            if let Some(verify) = verify {
                                verify(&OpView::new(self.ctx, body, op))?;
                            }
                        }
                        _ => verify_op_regions(self.ctx, body, op)?,
                    }
                }
                match self.holders.last() {
                    Some(holder) => holder.check_block_end(self.ctx, body, op),
                    None => Ok(()),
                }
            }
        }
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

/// The op's own checks, done on entering it (unless `memo` vouches for
/// them): registration, terminator and successors, its signature's checks
/// (unless an op of the same signature in `memo` passed them), single-block
/// regions, entry blocks and the blocks at the start of its regions, and
/// its verifier.
pub(super) fn verify_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memo: &mut SignatureMemo,
) -> Result<(), Diagnostic> {
    check_op(ctx, body, op, memo).map(|_| ())
}

/// [`verify_op`], answering the op's region verifier (for the walk to run
/// when it leaves the op).
pub(super) fn check_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    memo: &mut SignatureMemo,
) -> Result<Option<VerifyFn>, Diagnostic> {
    let view = OpView::new(ctx, body, op);
    let Some(def) = view.definition() else {
        let name = view.name();
        let dialect = name.split('.').next().unwrap_or(name);
        if name.contains('.') && ctx.refuses_unknown_ops(dialect) {
            return Err(view.plain_error(format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations")));
        }
        // A registered dialect here accepts unknown ops.
        if ctx.allows_unregistered() || ctx.is_dialect_registered(dialect) {
            return verify_regions(ctx, body, op).map(|()| None);
        }
        return Err(view.error("is not registered (pass -allow-unregistered-dialect to accept unregistered operations)"));
    };
    if memo.vouches_for(def, body, op) {
        return Ok(def.verify_regions);
    }
    if body.num_successors(op) > 0 && body.next_op(op).is_some() {
        return Err(
            view.plain_error("operation with block successors must terminate its parent block")
        );
    }
    if def.has(OpTraits::TERMINATOR) && body.next_op(op).is_some() {
        return Err(view.error("must be the last operation in the parent block"));
    }
    if body.num_successors(op) > 0 && !def.has(OpTraits::TERMINATOR) {
        return Err(view.error("has successors but is not a terminator"));
    }
    if def.has(OpTraits::SINGLE_BLOCK) {
        let inner = body.regions_body(op);
        for (i, &region) in body.regions(op).iter().enumerate() {
            let mut blocks = inner.region_blocks(region);
            let first = blocks.next();
            if blocks.next().is_some() {
                return Err(view.error(format!("expects region #{i} to have 0 or 1 blocks")));
            }
            let needs_terminator = !def.has(OpTraits::NO_TERMINATOR);
            if needs_terminator && first.is_some_and(|block| inner.first_op(block).is_none()) {
                return Err(view.error("expects a non-empty block"));
            }
        }
    }
    memo.verify(def, &view)?;
    verify_successors(&view)?;
    verify_regions(ctx, body, op)?;
    if let Some(verify) = def.verify {
        verify(&view)?;
    }
    Ok(def.verify_regions)
}

/// Successors are in the op's region and receive as many values, of the
/// right types, as they have arguments.
fn verify_successors(view: &OpView<'_>) -> Result<(), Diagnostic> {
    let (body, op) = (view.body, view.op);
    let region = body.op_block(op).and_then(|b| body.block_region(b));
    let ranges = view.successor_ranges();
    for (i, target) in body.successors(op).enumerate() {
        if body.block_region(target) != region {
            return Err(view.error(format!(
                "successor #{i} is not in the same region as the branch"
            )));
        }
        let Some(range) = ranges.as_ref().map(|r| r.get(i).cloned().unwrap_or(0..0)) else {
            continue;
        };
        let args = body.block_args(target);
        if range.len() != args.len() {
            return Err(view.plain_error(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                range.len(),
                args.len()
            )));
        }
        if range.end > body.num_operands(op) {
            return Err(view.error(format!(
                "successor #{i} receives operands past the op's last"
            )));
        }
        for (k, (position, &arg)) in range.zip(args).enumerate() {
            let (have, want) = (
                body.value_type(body.operand(op, position)),
                body.value_type(arg),
            );
            if have != want {
                let (mut h, mut w) = (String::new(), String::new());
                print_type(view.ctx, have, &mut h);
                print_type(view.ctx, want, &mut w);
                return Err(view.plain_error(format!("type mismatch for bb argument #{k} of successor #{i}: passing '{h}' to an argument of type '{w}'")));
            }
        }
    }
    Ok(())
}

/// Entry blocks have no predecessor (in the regions of every op, graph
/// regions and unregistered ops' included, as MLIR's), and the blocks at the start of the
/// op's regions are not empty if they may not be (the rest of the blocks'
/// shape is checked as the walk goes through them: `blocks.rs`).
fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.regions(op).is_empty() {
        return Ok(());
    }
    let inner = body.regions_body(op);
    for &region in body.regions(op) {
        if let Some(entry) = inner.entry_block(region) {
            if inner.block_uses(entry).next().is_some() {
                return Err(OpView::new(ctx, body, op)
                    .plain_error("entry block of region may not have predecessors"));
            }
        }
    }
    Holder::new(ctx, body, op).check_empty_blocks(ctx, None)
}
