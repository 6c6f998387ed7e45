//! What a reduced op's results (or a dropped block argument) are
//! replaced with, as `mlir-reduce`'s patterns and `llvm-reduce`'s
//! operand reductions do: an operand of the op, a block argument or an
//! earlier op's result that dominates the use, a zero or one constant
//! (so a constant is simplified to 0, else to 1), or `ub.poison`.

use ir_core::ir::InsertPoint;
use ir_core::{Attr, AttrKind, Body, Context, FloatKind, OpId, Type, TypeKind, ValueId};
use ir_dialects::arith::ConstantOp;
use ir_dialects::ub::{self, PoisonOp};

/// The kind of value that stands in for a removed one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replacement {
    /// The operand of the op that is the n-th of the result's type (it
    /// dominates the op, so every use of its results): the op is skipped.
    Operand(usize),
    /// An argument of the block holding the op or of a block enclosing
    /// it (these dominate the op, so every use of its results).
    Argument,
    /// The result of the nearest earlier op, in the op's block or a block
    /// enclosing it, of the type (it dominates the op): a value a loop
    /// only carries can stand in for the loop.
    Earlier,
    /// `arith.constant 0` of the type (integers, `index`, `f16`, `bf16`,
    /// `f32`, `f64`).
    Zero,
    /// `arith.constant 1` of the type (the same types): where a constant
    /// cannot be 0, the next simplest value.
    One,
    /// `ub.poison` of the type.
    Poison,
}

impl Replacement {
    /// A value of type `ty` to use instead of a value defined at `op`
    /// (or, for a block argument, at the start of its block: `at`), or
    /// `None` when there is none of this kind (an unregistered dialect,
    /// a type with no constant, no argument of the type).
    pub fn value(
        self,
        ctx: &Context,
        body: &mut Body,
        ty: Type,
        op: Option<OpId>,
        at: InsertPoint,
        loc: Attr,
    ) -> Option<ValueId> {
        match self {
            Replacement::Operand(n) => op.and_then(|op| {
                body.operands(op)
                    .filter(|&v| body.value_type(v) == ty)
                    .nth(n)
            }),
            Replacement::Argument => op.and_then(|op| dominating_argument(body, op, ty)),
            Replacement::Earlier => op.and_then(|op| dominating_result(body, op, ty)),
            Replacement::Zero => scalar_constant(ctx, body, (ty, 0), at, loc),
            Replacement::One => scalar_constant(ctx, body, (ty, 1), at, loc),
            Replacement::Poison => {
                if !ctx.is_dialect_registered("ub") {
                    return None;
                }
                let state = PoisonOp::state(ctx, loc, ty, Some(ub::poison_attr(ctx)));
                let new = body.create_op(ctx, state);
                body.insert_op(new, at);
                Some(body.results(new)[0])
            }
        }
    }

    /// Whether `op` is already what this kind would put in its place (a
    /// zero constant, a poison), so replacing it gains nothing.
    pub fn is_already(self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let view = ir_core::OpView::new(ctx, body, op);
        match self {
            Replacement::Operand(_) | Replacement::Argument | Replacement::Earlier => false,
            Replacement::Zero | Replacement::One => view.as_op::<ConstantOp>().is_some_and(|c| {
                let ty = body.value_type(body.results(op)[0]);
                let value = i128::from(self == Replacement::One);
                c.value().is_some() && c.value() == scalar_attr(ctx, ty, value)
            }),
            Replacement::Poison => view.as_op::<PoisonOp>().is_some(),
        }
    }
}

/// `value` as an attribute of type `ty`: an integer of an integer or
/// `index` type, a float of `f16`, `bf16`, `f32` or `f64` (formats that
/// hold small integers exactly); `None` for other types.
pub fn scalar_attr(ctx: &Context, ty: Type, value: i128) -> Option<Attr> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. } | TypeKind::Index => Some(ctx.int_attr(value, ty)),
        TypeKind::Float(FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64) => {
            let bits = (value as f64).to_bits();
            Some(ctx.intern_attr(AttrKind::Float { bits, ty }))
        }
        _ => None,
    }
}

/// A new `arith.constant` of `value` as a `ty` (see [`scalar_attr`]) at
/// `at`; `None` for other types or without the arith dialect.
pub fn scalar_constant(
    ctx: &Context,
    body: &mut Body,
    (ty, value): (Type, i128),
    at: InsertPoint,
    loc: Attr,
) -> Option<ValueId> {
    let attr = scalar_attr(ctx, ty, value).filter(|_| ctx.is_dialect_registered("arith"))?;
    let new = body.create_op(ctx, ConstantOp::state(ctx, loc, ty, attr));
    body.insert_op(new, at);
    Some(body.results(new)[0])
}

/// The nearest argument of type `ty` of the block holding `op`, of its
/// region's entry block (which dominates every block of the region), or
/// of the blocks enclosing them, within `body`.
fn dominating_argument(body: &Body, op: OpId, ty: Type) -> Option<ValueId> {
    let mut current = Some(op);
    while let Some(op) = current {
        let block = body.op_block(op)?;
        let region = body.block_region(block)?;
        let entry = body.entry_block(region);
        let found = [Some(block), entry]
            .into_iter()
            .flatten()
            .flat_map(|b| body.block_args(b).iter().copied())
            .find(|&a| body.value_type(a) == ty);
        if found.is_some() {
            return found;
        }
        // A root region's parent is the op owning this body, stored in another.
        let root = body.root_regions().any(|r| r == region);
        current = if root { None } else { body.parent_op(op) };
    }
    None
}

/// The result of type `ty` of the nearest op before `op` in its block, or
/// before the ops enclosing it in theirs, within `body`.
fn dominating_result(body: &Body, op: OpId, ty: Type) -> Option<ValueId> {
    let mut current = Some(op);
    while let Some(op) = current {
        let mut earlier = body.prev_op(op);
        while let Some(candidate) = earlier {
            let found = body
                .results(candidate)
                .iter()
                .copied()
                .find(|&r| body.value_type(r) == ty);
            if found.is_some() {
                return found;
            }
            earlier = body.prev_op(candidate);
        }
        let region = body.op_block(op).and_then(|b| body.block_region(b))?;
        let root = body.root_regions().any(|r| r == region);
        current = if root { None } else { body.parent_op(op) };
    }
    None
}
