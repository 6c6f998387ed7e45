//! The value of a variable read before any store: `ub.poison` of its type
//! (as MLIR's mem2reg), one per allocation, created right before the
//! allocation (which dominates every read of it) when first needed.

use ir_core::ir::InsertPoint;
use ir_core::{Body, Context, OpId, Type, ValueId};
use ir_dialects::ub;
use rustc_hash::FxHashMap;

/// The poison values created so far, by allocation.
#[derive(Debug, Default)]
pub(super) struct Poison {
    by_allocation: FxHashMap<u32, ValueId>,
}

impl Poison {
    /// The poison value of `allocation` (op `op`, values of type `ty`).
    pub fn of_allocation(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        allocation: u32,
        op: OpId,
        ty: Type,
    ) -> ValueId {
        *self
            .by_allocation
            .entry(allocation)
            .or_insert_with(|| poison_before(ctx, body, op, ty))
    }
}

/// A new `ub.poison : ty` right before `op`.
pub(super) fn poison_before(ctx: &Context, body: &mut Body, op: OpId, ty: Type) -> ValueId {
    let value = Some(ub::poison_attr(ctx));
    let poison = body.create_op(ctx, ub::PoisonOp::state(ctx, body.op_loc(op), ty, value));
    body.insert_op(poison, InsertPoint::Before(op));
    body.results(poison)[0]
}
