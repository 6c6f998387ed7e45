//! Carrying out a [`Plan`] in MLIR's order: block arguments (with the
//! operands branches pass them), function signatures (with the operands
//! and results of every call and the returned values), operands replaced
//! with `ub.poison`, then ops. A value that goes while something still
//! uses it (only code that never runs can) is replaced with `ub.poison`,
//! and the `ub.poison` ops made here that end up unused are erased again.

use super::plan::Plan;
use super::program::{call_arguments, Program};
use crate::branch_operands::remove_operands_per_successor;
use ir_core::interfaces::SignatureEraser;
use ir_core::ir::ValueDef;
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::{Body, Context, OpId, OpTraits, OpView, ValueId};
use ir_dialects::ub;
use rustc_hash::FxHashMap;

/// Applies `plan` to the functions of `module`.
pub(super) fn apply(ctx: &Context, module: &mut Body, program: &Program, plan: Plan) {
    let mut poisons: Vec<(usize, OpId)> = Vec::new();
    // 1. Block arguments, and what branches pass them: each branch is
    // rewritten once for all its successors (a switch to many blocks).
    let mut by_branch: FxHashMap<(usize, OpId), Vec<(usize, usize)>> = FxHashMap::default();
    let mut branches: Vec<(usize, OpId)> = Vec::new();
    let mut indices_of: Vec<Vec<usize>> = Vec::with_capacity(plan.blocks.len());
    for (at, (f, block, args)) in plan.blocks.iter().enumerate() {
        let body = module.regions_body_mut(program.functions[*f].op);
        indices_of.push((0..args.len()).filter(|&i| args[i]).collect());
        for &i in indices_of[at].iter().rev() {
            let arg = body.block_args(*block)[i];
            poison_uses(ctx, body, arg, *f, &mut poisons);
        }
        for u in body.block_uses(*block) {
            let key = (*f, u.op);
            by_branch
                .entry(key)
                .or_insert_with(|| {
                    branches.push(key);
                    Vec::new()
                })
                .push((u.index as usize, at));
        }
    }
    for key in branches {
        let (f, branch) = key;
        let body = module.regions_body_mut(program.functions[f].op);
        let each: Vec<(usize, &[usize])> = by_branch[&key]
            .iter()
            .map(|&(successor, at)| (successor, indices_of[at].as_slice()))
            .collect();
        remove_operands_per_successor(ctx, body, branch, &each);
    }
    for (at, (f, block, _)) in plan.blocks.iter().enumerate() {
        let body = module.regions_body_mut(program.functions[*f].op);
        for &i in indices_of[at].iter().rev() {
            body.erase_block_arg(*block, i);
        }
    }
    // 2. Function signatures, calls and returns.
    for change in &plan.functions {
        let function = &program.functions[change.f];
        let (op, region) = (function.op, function.region);
        if let Some(eraser) = OpView::new(ctx, module, op).interface::<SignatureEraser>() {
            (eraser.0)(ctx, module, op, &change.args, &change.results);
        } else {
            continue;
        }
        let body = module.regions_body_mut(op);
        if let Some(entry) = body.entry_block(region) {
            for i in (0..change.args.len()).rev().filter(|&i| change.args[i]) {
                let arg = body.block_args(entry)[i];
                poison_uses(ctx, body, arg, change.f, &mut poisons);
                body.erase_block_arg(entry, i);
            }
        }
        let returns: Vec<OpId> = body
            .region_blocks(region)
            .filter_map(|b| body.last_op(b))
            .filter(|&t| ctx.op_has(body.op_name(t), OpTraits::RETURN_LIKE))
            .filter(|&t| body.num_operands(t) == change.results.len())
            .collect();
        for ret in returns {
            erase_operands(body, ret, 0, &change.results);
        }
        for site in &program.calls[change.f] {
            let caller = module.regions_body_mut(program.functions[site.caller].op);
            let start = call_arguments(ctx, caller, site.op).start;
            erase_operands(caller, site.op, start, &change.args);
            if change.results.iter().any(|&r| r) {
                erase_results(
                    ctx,
                    caller,
                    site.op,
                    &change.results,
                    site.caller,
                    &mut poisons,
                );
            }
        }
    }
    // 3. Forwarded operands that become `ub.poison`.
    for (f, owner, operands) in &plan.poisoned {
        let body = module.regions_body_mut(program.functions[*f].op);
        for &i in operands {
            let ty = body.value_type(body.operand(*owner, i));
            let poison = poison_before(ctx, body, *owner, ty);
            poisons.push((*f, body.defining_op(poison).expect("a poison op")));
            body.set_operand(*owner, i, poison);
        }
    }
    // 4. Ops.
    for &(f, op) in &plan.ops {
        let body = module.regions_body_mut(program.functions[f].op);
        if !body.contains_op(op) {
            continue;
        }
        if ctx.op_has(body.op_name(op), OpTraits::TERMINATOR) {
            let unreachable = OperationState::new(ctx.op_name("ub.unreachable"), body.op_loc(op));
            let new = body.create_op(ctx, unreachable);
            body.insert_op(new, InsertPoint::Before(op));
        }
        for result in body.results(op).to_vec() {
            poison_uses(ctx, body, result, f, &mut poisons);
        }
        body.erase_op(op);
    }
    // 5. The `ub.poison` ops made here that nothing uses.
    for (f, poison) in poisons {
        let body = module.regions_body_mut(program.functions[f].op);
        if body.contains_op(poison) && !body.has_uses(body.results(poison)[0]) {
            body.erase_op(poison);
        }
    }
}

/// A new `ub.poison : ty` right before `op`.
fn poison_before(ctx: &Context, body: &mut Body, op: OpId, ty: ir_core::Type) -> ValueId {
    let value = Some(ub::poison_attr(ctx));
    let poison = body.create_op(ctx, ub::PoisonOp::state(ctx, body.op_loc(op), ty, value));
    body.insert_op(poison, InsertPoint::Before(op));
    body.results(poison)[0]
}

/// Replaces the uses left of `value`, which goes, with a `ub.poison` made
/// where it is defined.
fn poison_uses(
    ctx: &Context,
    body: &mut Body,
    value: ValueId,
    f: usize,
    poisons: &mut Vec<(usize, OpId)>,
) {
    if !body.has_uses(value) {
        return;
    }
    let ty = body.value_type(value);
    let at = match body.value_def(value) {
        ValueDef::Result { op, .. } => InsertPoint::Before(op),
        ValueDef::Argument { block, .. } => match body.first_op(block) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::End(block),
        },
        ValueDef::Placeholder => return,
    };
    let value_attr = Some(ub::poison_attr(ctx));
    let loc = body.value_loc(value).unwrap_or_else(|| ctx.unknown_loc());
    let poison = body.create_op(ctx, ub::PoisonOp::state(ctx, loc, ty, value_attr));
    body.insert_op(poison, at);
    poisons.push((f, poison));
    let new = body.results(poison)[0];
    body.replace_all_uses(value, new);
}

/// Erases operands `start + i` of `op` for each `erased[i]`.
fn erase_operands(body: &mut Body, op: OpId, start: usize, erased: &[bool]) {
    let kept: Vec<ValueId> = body
        .operands(op)
        .enumerate()
        .filter(|&(i, _)| i < start || !erased.get(i - start).copied().unwrap_or(false))
        .map(|(_, v)| v)
        .collect();
    if kept.len() != body.num_operands(op) {
        body.set_operands(op, &kept);
    }
}

/// Rebuilds call `op` without the results `erased` marks; the uses left
/// of those become `ub.poison`.
fn erase_results(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    erased: &[bool],
    f: usize,
    poisons: &mut Vec<(usize, OpId)>,
) {
    if !body.regions(op).is_empty() {
        return;
    }
    let results = body.results(op).to_vec();
    for (i, &r) in results.iter().enumerate() {
        if erased.get(i).copied().unwrap_or(false) {
            poison_uses(ctx, body, r, f, poisons);
        }
    }
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands = body.operands(op).collect();
    state.successors = body.successors(op).collect();
    state.attrs = Some(body.op_attrs(op));
    state.properties = body.op_properties(op);
    let kept: Vec<ValueId> = results
        .iter()
        .enumerate()
        .filter(|&(i, _)| !erased.get(i).copied().unwrap_or(false))
        .map(|(_, &r)| r)
        .collect();
    state.result_types = kept.iter().map(|&r| body.value_type(r)).collect();
    let new = body.create_op(ctx, state);
    body.insert_op(new, InsertPoint::Before(op));
    let new_results = body.results(new).to_vec();
    for (old, new) in kept.into_iter().zip(new_results) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(op);
}
