//! The reductions, each an edit of a chunk of sites in a freshly parsed
//! module: erase ops (their results replaced), inline a region op's
//! body, drop block arguments with the branch operands that feed them,
//! erase unreachable blocks, return early, decide branches, merge
//! blocks, narrow integer types; and, in `calls.rs` and `loops.rs`,
//! inline calls, drop function arguments and results, drop loop-carried
//! values (`loops.rs` names the `scf` loops). They follow `mlir-reduce`'s reduction
//! tree (op erasure) and `llvm-reduce`'s delta passes (operands to
//! arguments or constants, operands skipped, unreachable blocks, block
//! arguments, simplify-CFG, operand types),
//! over this IR's traits and interfaces only: nothing here names a
//! dialect op but the stand-ins of [`Replacement`].

use super::replacement::{scalar_constant, Replacement};
use super::sites::{resolve, resolve_ref, Site, Sites};
use super::{calls, loops, narrow};
use ir_core::interfaces::{ConstantSuccessor, PatternRewriter};
use ir_core::ir::{walk_ops_up_to_isolated, CloneMap, InsertPoint, WalkItem};
use ir_core::{Attr, BlockId, Body, Context, OpId, OpTraits, OpView, OwnedOp, RegionId};
use ir_core::{TypeKind, ValueId};
use ir_passes::greedy::PatternSet;
use rustc_hash::{FxHashMap, FxHashSet};

/// One kind of edit, applied to a chunk of sites.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Erase ops (not terminators), replacing their used results
    /// ([`Replacement::One`]: constants only).
    EraseOps(Replacement),
    /// Replace an op that has one single-block region by that block's ops,
    /// its results by what the block's terminator yields.
    InlineRegion,
    /// Drop the arguments of non-entry blocks (their uses replaced) and
    /// the operands the branches pass them.
    DropBlockArgs(Replacement),
    /// Erase the blocks of an op's regions that no path from the entry
    /// reaches.
    EraseUnreachableBlocks,
    /// Make a branch (or region op: `scf.if`) that can go several ways
    /// go one way: the operand that decides it, through its
    /// `ConstantSuccessor`, becomes this constant, the op's own
    /// canonicalization patterns fold it, and the blocks it no longer
    /// reaches go (the rest of the function is left as it is: canonicalize
    /// would erase dead code the test may need).
    DecideBranches(i128),
    /// Merge each block into its only predecessor when that ends in a
    /// branch to it alone (its arguments become what the branch passes).
    MergeBlocks,
    /// Give each web of ops of one wide signless integer type (see
    /// `narrow.rs`) the type `i<width>`; one site per web.
    NarrowTypes(u32),
    /// Replace a branch by a copy of a terminator of the same region
    /// that has no successors (the function's `return`), its operands
    /// replaced by arguments, zeros or poison, and erase the blocks no
    /// longer reached (`llvm-reduce`'s "return early").
    ReturnEarly,
    /// Inline a call of a function of the module into its caller, and
    /// erase the function if nothing refers to it any more (see
    /// `calls.rs`).
    InlineCalls,
    /// Drop the arguments a function does not use, with the operands its
    /// calls pass them, when all its references are calls.
    DropFunctionArgs,
    /// Drop the results of a function that no call uses, when all its
    /// references are calls.
    DropFunctionResults,
    /// Drop a value an `scf.for` or `scf.while` carries, its uses
    /// replaced by its initial value; one site per carried value (see
    /// `loops.rs`).
    DropLoopCarried,
}

impl Edit {
    /// Whether this edit can do anything at `site`, so that chunks hold
    /// only sites that can change.
    pub(super) fn applies(
        &self,
        ctx: &Context,
        module: &OwnedOp,
        sites: &Sites,
        site: Site,
    ) -> bool {
        let Some(body) = resolve_ref(module, &sites.scopes[site.scope]) else {
            return false;
        };
        let op = site.op;
        match self {
            Edit::EraseOps(replacement) => {
                let name = body.op_name(op);
                !ctx.op_has(name, OpTraits::TERMINATOR)
                    // A 1 stands in for constants only: for any op it
                    // would double the work of zeros for little.
                    && (*replacement != Replacement::One
                        || ctx.op_has(name, OpTraits::CONSTANT_LIKE))
                    && body.op_block(op).is_some()
                    && (body.results(op).iter().all(|&r| !body.has_uses(r))
                        || !replacement.is_already(ctx, body, op))
            }
            Edit::InlineRegion => {
                !body.is_isolated(op) && inlinable_region(ctx, body, op).is_some()
            }
            Edit::DropBlockArgs(_) => {
                let inner = body.regions_body(op);
                body.regions(op).iter().any(|&region| {
                    inner
                        .region_blocks(region)
                        .any(|b| !inner.is_entry_block(b) && !inner.block_args(b).is_empty())
                })
            }
            Edit::EraseUnreachableBlocks => {
                let inner = body.regions_body(op);
                body.regions(op)
                    .iter()
                    .any(|&region| !unreachable_blocks(inner, region).is_empty())
            }
            Edit::DecideBranches(value) => deciding_operand(ctx, body, op, *value).is_some(),
            Edit::NarrowTypes(width) => narrow::may_narrow(ctx, body, op, *width),
            Edit::ReturnEarly => exit_template(ctx, body, op).is_some(),
            Edit::InlineCalls => calls::may_inline(ctx, body, sites, site),
            Edit::DropFunctionArgs => calls::may_drop(ctx, body, sites, site, false),
            Edit::DropFunctionResults => calls::may_drop(ctx, body, sites, site, true),
            Edit::DropLoopCarried => loops::may_drop(ctx, body, op),
            Edit::MergeBlocks => {
                let inner = body.regions_body(op);
                body.regions(op).iter().any(|&region| {
                    inner
                        .region_blocks(region)
                        .any(|b| mergeable(ctx, inner, b).is_some())
                })
            }
        }
    }

    /// Of the sites `list` (in order) where the edit applies, those worth
    /// a variant: for [`Edit::NarrowTypes`], the first op of each closed
    /// web (narrowing one op narrows its whole web), found in one walk of
    /// each web; for [`Edit::DropFunctionArgs`] and
    /// [`Edit::DropFunctionResults`], the functions only calls refer to
    /// (one walk of the module); for [`Edit::DropLoopCarried`], one site
    /// per carried value; for the other edits, all.
    pub(super) fn select(
        &self,
        ctx: &Context,
        module: &OwnedOp,
        sites: &Sites,
        list: Vec<Site>,
    ) -> Vec<Site> {
        let width = match self {
            Edit::NarrowTypes(width) => width,
            Edit::DropFunctionArgs => {
                return calls::select_droppable(ctx, module, sites, list, false)
            }
            Edit::DropFunctionResults => {
                return calls::select_droppable(ctx, module, sites, list, true)
            }
            Edit::DropLoopCarried => return loops::expand(ctx, module, sites, list),
            _ => return list,
        };
        let mut seen: FxHashMap<usize, FxHashSet<OpId>> = FxHashMap::default();
        list.into_iter()
            .filter(|site| {
                let Some(body) = resolve_ref(module, &sites.scopes[site.scope]) else {
                    return false;
                };
                let seen = seen.entry(site.scope).or_default();
                !seen.contains(&site.op)
                    && narrow::web(ctx, body, site.op, *width, seen)
                        .is_some_and(|(_, closed)| closed)
            })
            .collect()
    }

    /// Applies the edit to every site of `chunk` still present; whether
    /// anything changed.
    pub(super) fn apply(
        &self,
        ctx: &Context,
        module: &mut OwnedOp,
        sites: &Sites,
        chunk: &[Site],
    ) -> bool {
        match self {
            Edit::InlineCalls => return calls::inline_calls(ctx, module, sites, chunk),
            Edit::DropFunctionArgs => {
                return calls::drop_signature_parts(ctx, module, sites, chunk, false)
            }
            Edit::DropFunctionResults => {
                return calls::drop_signature_parts(ctx, module, sites, chunk, true)
            }
            Edit::DropLoopCarried => return loops::drop_carried(ctx, module, sites, chunk),
            _ => {}
        }
        let mut changed = false;
        // Later sites first: erasing an op never moves an earlier one.
        for site in chunk.iter().rev() {
            let Some(body) = resolve(module, &sites.scopes[site.scope]) else {
                continue;
            };
            if !body.contains_op(site.op) {
                continue;
            }
            changed |= match self {
                Edit::EraseOps(replacement) => erase_op(ctx, body, site.op, *replacement),
                Edit::InlineRegion => inline_region(ctx, body, site.op),
                Edit::DropBlockArgs(replacement) => {
                    drop_block_args(ctx, body, site.op, *replacement)
                }
                Edit::EraseUnreachableBlocks => erase_unreachable(body, site.op),
                Edit::DecideBranches(value) => decide_branch(ctx, body, site.op, *value),
                Edit::MergeBlocks => merge_blocks(ctx, body, site.op),
                Edit::ReturnEarly => return_early(ctx, body, site.op),
                Edit::NarrowTypes(width) => narrow::narrow(ctx, body, site.op, *width),
                Edit::InlineCalls
                | Edit::DropFunctionArgs
                | Edit::DropFunctionResults
                | Edit::DropLoopCarried => false,
            };
        }
        changed
    }
}

/// Replaces the used results of `op` (none may be left without a
/// stand-in) and erases it.
/// stand-in) and erases it; if some result has none, the op stays with
/// the others replaced. Whether anything changed.
fn erase_op(ctx: &Context, body: &mut Body, op: OpId, replacement: Replacement) -> bool {
    let loc = body.op_loc(op);
    let mut replaced = false;
    for index in 0..body.results(op).len() {
        let result = body.results(op)[index];
        if !body.has_uses(result) {
            continue;
        }
        let ty = body.value_type(result);
        let Some(value) = replacement.value(ctx, body, ty, Some(op), InsertPoint::Before(op), loc)
        else {
            return replaced;
        };
        body.replace_all_uses(result, value);
        replaced = true;
    }
    body.erase_op(op);
    true
}

/// The index of the region of `op` whose body can replace it: one block
/// without arguments, ending in a terminator that yields values of the
/// op's result types (or, for results-free ops, in no terminator).
fn inlinable_region(ctx: &Context, body: &Body, op: OpId) -> Option<usize> {
    let results: Vec<_> = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    body.regions(op).iter().position(|&region| {
        let mut blocks = body.region_blocks(region);
        let (Some(block), None) = (blocks.next(), blocks.next()) else {
            return false;
        };
        if !body.block_args(block).is_empty() {
            return false;
        }
        match body.last_op(block) {
            Some(last) if ctx.op_has(body.op_name(last), OpTraits::TERMINATOR) => {
                let yielded: Vec<_> = body.operands(last).map(|v| body.value_type(v)).collect();
                yielded == results
            }
            _ => results.is_empty(),
        }
    })
}

/// Moves the ops of `op`'s inlinable region before it, replaces its
/// results with what the region yields, and erases it.
fn inline_region(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    if body.is_isolated(op) {
        return false;
    }
    let Some(index) = inlinable_region(ctx, body, op) else {
        return false;
    };
    let region = body.regions(op)[index];
    let Some(block) = body.entry_block(region) else {
        return false;
    };
    let terminator = body
        .last_op(block)
        .filter(|&last| ctx.op_has(body.op_name(last), OpTraits::TERMINATOR));
    let yielded: Vec<_> = terminator
        .map(|t| body.operands(t).collect())
        .unwrap_or_default();
    while let Some(first) = body.first_op(block).filter(|&f| Some(f) != terminator) {
        body.move_op(first, InsertPoint::Before(op));
    }
    for (index, value) in yielded.into_iter().enumerate() {
        let result = body.results(op)[index];
        body.replace_all_uses(result, value);
    }
    body.erase_op(op);
    true
}

/// Drops every argument of the non-entry blocks of `op`'s regions whose
/// branches can be edited, replacing its uses first.
fn drop_block_args(ctx: &Context, body: &mut Body, op: OpId, replacement: Replacement) -> bool {
    let op_loc = body.op_loc(op);
    let regions = body.regions(op).to_vec();
    let body = body.regions_body_mut(op);
    let blocks: Vec<BlockId> = regions
        .iter()
        .flat_map(|&region| body.region_blocks(region))
        .filter(|&b| !body.is_entry_block(b))
        .collect();
    let mut changed = false;
    for block in blocks {
        let args = body.block_args(block).to_vec();
        for &arg in &args {
            if !body.has_uses(arg) {
                continue;
            }
            let at = match body.first_op(block) {
                Some(first) => InsertPoint::Before(first),
                None => InsertPoint::End(block),
            };
            let loc = body.value_loc(arg).unwrap_or(op_loc);
            let ty = body.value_type(arg);
            if let Some(value) = replacement.value(ctx, body, ty, None, at, loc) {
                body.replace_all_uses(arg, value);
            }
        }
        let indices: Vec<usize> = (0..args.len()).collect();
        changed |=
            ir_passes::branch_operands::erase_replaced_arguments(ctx, body, block, &indices) > 0;
    }
    changed
}

/// The non-entry blocks of `region` that no path from its entry reaches.
fn unreachable_blocks(body: &Body, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    let mut reached = FxHashSet::default();
    let mut stack = vec![entry];
    while let Some(block) = stack.pop() {
        if reached.insert(block) {
            stack.extend(body.block_successors(block));
        }
    }
    body.region_blocks(region)
        .filter(|b| !reached.contains(b))
        .collect()
}

/// Erases the unreachable blocks of `op`'s regions whose values nothing
/// outside them uses.
fn erase_unreachable(body: &mut Body, op: OpId) -> bool {
    let regions = body.regions(op).to_vec();
    let body = body.regions_body_mut(op);
    let mut changed = false;
    for region in regions {
        changed |= erase_unreachable_in(body, region);
    }
    changed
}

/// Erases the unreachable blocks of `region` if nothing outside them uses
/// their values; whether it did.
fn erase_unreachable_in(body: &mut Body, region: RegionId) -> bool {
    let dead = unreachable_blocks(body, region);
    if dead.is_empty() || !used_only_within(body, &dead) {
        return false;
    }
    body.erase_blocks(&dead);
    true
}

/// Whether the values defined in `blocks` (arguments, results of their
/// ops at any depth) are used only by ops in them, and only they branch
/// to them.
fn used_only_within(body: &Body, blocks: &[BlockId]) -> bool {
    let set: FxHashSet<BlockId> = blocks.iter().copied().collect();
    let inside = |user: OpId| {
        let mut current = Some(user);
        while let Some(op) = current {
            match body.op_block(op) {
                Some(block) if set.contains(&block) => return true,
                _ => current = body.parent_op(op),
            }
        }
        false
    };
    blocks.iter().all(|&block| {
        let args_ok = body
            .block_args(block)
            .iter()
            .all(|&a| body.uses(a).all(|u| inside(u.op)));
        let preds_ok = body.block_uses(block).all(|u| inside(u.op));
        // Ops nested in isolated ones cannot use values from outside them.
        let mut ops = Vec::new();
        for top in body.block_ops(block) {
            walk_ops_up_to_isolated(body, top, |stored, item| match item {
                WalkItem::Enter(op) if std::ptr::eq(stored, body) => ops.push(op),
                _ => {}
            });
        }
        args_ok
            && preds_ok
            && ops.iter().all(|&op| {
                body.results(op)
                    .iter()
                    .all(|&r| body.uses(r).all(|u| inside(u.op)))
            })
    })
}

/// The first integer operand of `op` that, as the constant `value`,
/// decides where `op` goes (its `ConstantSuccessor` says), if any.
fn deciding_operand(ctx: &Context, body: &Body, op: OpId, value: i128) -> Option<usize> {
    let view = OpView::new(ctx, body, op);
    let ConstantSuccessor(decide) = view.interface::<ConstantSuccessor>()?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let mut constants: Vec<Option<Attr>> = vec![None; operands.len()];
    (0..operands.len()).find(|&i| {
        let ty = body.value_type(operands[i]);
        if !matches!(
            ctx.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Index
        ) {
            return false;
        }
        constants[i] = Some(ctx.int_attr(value, ty));
        let decided = decide(&view, &constants).is_some();
        constants[i] = None;
        decided
    })
}

/// Replaces the operand that decides `op` by the constant `value`, folds
/// `op` with its canonicalization patterns, and erases the constant if
/// that left it unused and the blocks no longer reached.
fn decide_branch(ctx: &Context, body: &mut Body, op: OpId, value: i128) -> bool {
    let Some(index) = deciding_operand(ctx, body, op, value) else {
        return false;
    };
    let ty = body.value_type(body.operand(op, index));
    let loc = body.op_loc(op);
    let Some(constant) = scalar_constant(ctx, body, (ty, value), InsertPoint::Before(op), loc)
    else {
        return false;
    };
    body.set_operand(op, index, constant);
    let region = body.op_block(op).and_then(|b| body.block_region(b));
    let patterns = PatternSet::canonicalization(ctx);
    patterns.apply(op, &mut PatternRewriter::new(ctx, body));
    if let Some(constant_op) = body
        .defining_op(constant)
        .filter(|_| !body.has_uses(constant))
    {
        body.erase_op(constant_op);
    }
    if let Some(region) = region {
        erase_unreachable_in(body, region);
    }
    true
}

/// The branch into `block` and the operands it passes, when `block` is not
/// an entry block and that branch, its only predecessor's terminator,
/// goes to `block` alone and says which operands it passes.
fn mergeable(ctx: &Context, body: &Body, block: BlockId) -> Option<(OpId, Vec<ValueId>)> {
    if body.is_entry_block(block) {
        return None;
    }
    let mut uses = body.block_uses(block);
    let (branch, None) = (uses.next()?.op, uses.next()) else {
        return None;
    };
    let from = body.op_block(branch)?;
    if from == block || body.num_successors(branch) != 1 || body.last_op(from) != Some(branch) {
        return None;
    }
    let ranges = OpView::new(ctx, body, branch).successor_ranges()?;
    let operands: Vec<ValueId> = body.operands(branch).collect();
    let passed = operands.get(ranges.first()?.clone())?.to_vec();
    (passed.len() == body.block_args(block).len()).then_some((branch, passed))
}

/// Merges every mergeable block of `op`'s regions into its predecessor.
fn merge_blocks(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let regions = body.regions(op).to_vec();
    let body = body.regions_body_mut(op);
    let blocks: Vec<BlockId> = regions
        .iter()
        .flat_map(|&region| body.region_blocks(region))
        .collect();
    let mut changed = false;
    for block in blocks {
        let Some((branch, passed)) = mergeable(ctx, body, block) else {
            continue;
        };
        let Some(into) = body.op_block(branch) else {
            continue;
        };
        body.erase_op(branch);
        body.merge_blocks(block, into, &passed);
        changed = true;
    }
    changed
}

/// For a branch `op`, the first terminator of its region that has no
/// successors and is not in `op`'s block.
fn exit_template(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    if body.num_successors(op) == 0 {
        return None;
    }
    let block = body.op_block(op)?;
    let region = body.block_region(block)?;
    body.region_blocks(region)
        .filter(|&b| b != block)
        .filter_map(|b| body.last_op(b))
        .find(|&last| {
            body.num_successors(last) == 0 && ctx.op_has(body.op_name(last), OpTraits::TERMINATOR)
        })
}

/// Replaces the branch `op` by a copy of its region's exit (see
/// [`Edit::ReturnEarly`]).
fn return_early(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let Some(template) = exit_template(ctx, body, op) else {
        return false;
    };
    let Some(region) = body.op_block(op).and_then(|b| body.block_region(b)) else {
        return false;
    };
    let exit = body.clone_op(ctx, template, &mut CloneMap::default());
    body.insert_op(exit, InsertPoint::Before(op));
    let loc = body.op_loc(op);
    for index in 0..body.num_operands(exit) {
        let ty = body.value_type(body.operand(exit, index));
        let stand_in = [
            Replacement::Argument,
            Replacement::Zero,
            Replacement::Poison,
        ]
        .into_iter()
        .find_map(|r| r.value(ctx, body, ty, Some(exit), InsertPoint::Before(exit), loc));
        let Some(value) = stand_in else {
            body.erase_op(exit);
            return false;
        };
        body.set_operand(exit, index, value);
    }
    body.erase_op(op);
    erase_unreachable_in(body, region);
    true
}
