//! Whether an op can be erased because nothing observes it.

use ir_core::interfaces::{memory_effects, Effect};
use ir_core::{Body, Context, OpId, OpTraits, OpView};
use smallvec::{smallvec, SmallVec};

/// An op is trivially dead when its results are unused, it is not a
/// terminator, and its only memory effects are reads or the allocation of
/// its own results (and the same holds for every op nested in it when it
/// takes its effects from them).
pub(crate) fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    if body.results(op).iter().any(|&r| body.has_uses(r)) {
        return false;
    }
    would_be_trivially_dead(ctx, body, op)
}

/// Whether `op` would be trivially dead if its results had no use (MLIR's
/// `wouldOpBeTriviallyDead`, but for symbols): not a terminator, only
/// reads or the allocation of its own results, within it too where it
/// takes its effects from the ops nested in it.
pub(crate) fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    // The common case, without walking: an unused pure op.
    if let Some(definition) = ctx.op_def(body.op_name(op)) {
        if definition.has(OpTraits::PURE)
            && !definition.has(OpTraits::TERMINATOR)
            && !definition.has(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        {
            return true;
        }
    }
    let mut stack: SmallVec<[OpId; 4]> = smallvec![op];
    while let Some(current) = stack.pop() {
        let view = OpView::new(ctx, body, current);
        let Some(definition) = view.definition() else {
            return false;
        };
        if definition.has(OpTraits::TERMINATOR) && current == op {
            return false;
        }
        let Some(effects) = memory_effects(&view) else {
            return false;
        };
        let harmless = effects.iter().all(|e| match e.effect {
            Effect::Read => true,
            Effect::Allocate => e.value.is_some_and(|v| body.results(current).contains(&v)),
            Effect::Write | Effect::Free => false,
        });
        if !harmless {
            return false;
        }
        if definition.has(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
            if body.is_isolated(current) {
                return false;
            }
            for &region in body.regions(current) {
                for block in body.region_blocks(region) {
                    stack.extend(body.block_ops(block));
                }
            }
        }
    }
    true
}
