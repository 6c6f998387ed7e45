//! Narrowing integer types (`llvm-reduce`'s operand-type reduction, which
//! `mlir-reduce` lacks): a web of ops whose operands and results all have
//! one signless integer type (`arith.addi`, constants, ...) gets a
//! narrower one together, constants truncated to it. The web stops at
//! ops of other types (a comparison, a return, a cast): their operands
//! change under them, and the variant stands only if it still verifies,
//! which is what says every use allows the narrower type. A web that
//! reaches a block argument, or a value an op of another type defines,
//! is left alone (its type cannot change with the web's).

use super::replacement::scalar_constant;
use ir_core::ir::{InsertPoint, OperationState};
use ir_core::ValueId;
use ir_core::{AttrKind, Body, Context, OpId, OpTraits, OpView, Signedness, Type, TypeKind};
use rustc_hash::{FxHashMap, FxHashSet};

/// The width of `ty` if it is a signless integer type.
fn signless_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(*width),
        _ => None,
    }
}

/// Whether `op` has no region, some result, and only operands and
/// results of type `ty`.
fn uniform(body: &Body, op: OpId, ty: Type) -> bool {
    body.regions(op).is_empty()
        && !body.results(op).is_empty()
        && body.results(op).iter().all(|&r| body.value_type(r) == ty)
        && body.operands(op).all(|v| body.value_type(v) == ty)
}

/// Whether `op` can start a web narrower than its type: uniform in a
/// signless integer type wider than `width`.
pub(super) fn may_narrow(ctx: &Context, body: &Body, op: OpId, width: u32) -> bool {
    body.results(op).first().is_some_and(|&first| {
        let ty = body.value_type(first);
        signless_width(ctx, ty).is_some_and(|w| w > width) && uniform(body, op, ty)
    })
}

/// The web of `op` (see the module doc), if `op` may narrow: its ops, in
/// no particular order, each added to `seen`, and whether it is closed
/// (only then can it change).
pub(super) fn web(
    ctx: &Context,
    body: &Body,
    op: OpId,
    width: u32,
    seen: &mut FxHashSet<OpId>,
) -> Option<(Vec<OpId>, bool)> {
    if !may_narrow(ctx, body, op, width) {
        return None;
    }
    let ty = body.value_type(body.results(op)[0]);
    let mut stack = vec![op];
    let mut ops = Vec::new();
    let mut closed = true;
    while let Some(op) = stack.pop() {
        if !seen.insert(op) {
            continue;
        }
        ops.push(op);
        for operand in body.operands(op) {
            match body.defining_op(operand) {
                Some(def) if uniform(body, def, ty) => stack.push(def),
                _ => closed = false,
            }
        }
        for &result in body.results(op) {
            stack.extend(
                body.uses(result)
                    .map(|u| u.op)
                    .filter(|&u| uniform(body, u, ty)),
            );
        }
    }
    Some((ops, closed))
}

/// Gives the web of `op` the type `i<width>`; whether it did.
pub(super) fn narrow(ctx: &Context, body: &mut Body, op: OpId, width: u32) -> bool {
    let Some((ops, true)) = web(ctx, body, op, width, &mut FxHashSet::default()) else {
        return false;
    };
    let narrow = ctx.int_type(width);
    let mut new_of: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    let mut made = Vec::with_capacity(ops.len());
    for &old in &ops {
        let Some(new) = rebuilt(ctx, body, old, narrow) else {
            // Undo: nothing was rewired yet.
            for new in made {
                body.erase_op(new);
            }
            return false;
        };
        for (&o, &n) in body.results(old).to_vec().iter().zip(body.results(new)) {
            new_of.insert(o, n);
        }
        made.push(new);
    }
    for &new in &made {
        for index in 0..body.num_operands(new) {
            let operand = body.operand(new, index);
            if let Some(&value) = new_of.get(&operand) {
                body.set_operand(new, index, value);
            }
        }
    }
    for (&old, &new) in &new_of {
        body.replace_all_uses(old, new);
    }
    for old in ops {
        body.erase_op(old);
    }
    true
}

/// A copy of `op` before it with results of type `ty`: a constant-like
/// op of an integer value a new constant of the value truncated to `ty`,
/// any other op (`ub.poison` too) the same op with the new result types
/// (the verifier then judges its attributes); `None` if no constant can
/// be made.
fn rebuilt(ctx: &Context, body: &mut Body, op: OpId, ty: Type) -> Option<OpId> {
    let at = InsertPoint::Before(op);
    let loc = body.op_loc(op);
    if let Some(value) = integer_constant_value(ctx, body, op) {
        let width = signless_width(ctx, ty)?;
        let shift = 128 - width;
        let truncated = (value << shift) >> shift;
        let constant = scalar_constant(ctx, body, (ty, truncated), at, loc)?;
        return body.defining_op(constant);
    }
    let mut state = OperationState::new(body.op_name(op), loc);
    state.operands = body.operands(op).collect();
    state.result_types = body.results(op).iter().map(|_| ty).collect();
    state.attrs = Some(body.op_attrs(op));
    state.properties = body.op_properties(op);
    let new = body.create_op(ctx, state);
    body.insert_op(new, at);
    Some(new)
}

/// The integer value of `op` if it is constant-like with one.
fn integer_constant_value(ctx: &Context, body: &Body, op: OpId) -> Option<i128> {
    if !ctx.op_has(body.op_name(op), OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let value = OpView::new(ctx, body, op).inherent_attr("value")?;
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}
