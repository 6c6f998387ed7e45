//! [`LoopLike`]: an op whose regions run repeatedly, as MLIR's
//! `LoopLikeOpInterface` (`mlir/Interfaces/LoopLikeInterface.td`): which
//! of its regions form the loop's body, so that code motion knows where
//! loop-invariant ops can be hoisted from. As in MLIR's defaults, a value
//! is defined outside the loop when the loop op is not an ancestor of its
//! definition ([`is_defined_outside`]), and an op moved out of the loop is
//! placed right before the loop op.

use crate::ir::{Body, OpId, OpView, RegionId, ValueDef, ValueId};

/// The loop regions of an op (MLIR's `getLoopRegions`): `scf.for`'s body,
/// both regions of `scf.while`.
pub struct LoopLike {
    /// The regions executed on every iteration.
    pub loop_regions: fn(&OpView<'_>) -> Vec<RegionId>,
}

/// Whether `value` is defined outside `loop_op` (MLIR's default
/// `isDefinedOutsideOfLoop`): `loop_op` is not an ancestor of the op (or
/// block) that defines it. Both are in `body`; O(nesting depth).
pub fn is_defined_outside(body: &Body, loop_op: OpId, value: ValueId) -> bool {
    let mut parent = match body.value_def(value) {
        ValueDef::Result { op, .. } => body.parent_op(op),
        ValueDef::Argument { block, .. } => body
            .block_region(block)
            .and_then(|region| body.region_parent(region)),
        ValueDef::Placeholder => None,
    };
    while let Some(op) = parent {
        if op == loop_op {
            return false;
        }
        parent = body.parent_op(op);
    }
    true
}
