//! [`MemoryEffects`]: what an op does to memory, and on which value;
//! [`is_memory_effect_free`], MLIR's `isMemoryEffectFree`.

use crate::context::OpTraits;
use crate::ir::{Body, OpId, OpView, ValueId};
use crate::Context;
use smallvec::{smallvec, SmallVec};

/// A kind of memory effect.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates memory (the value is the new allocation).
    Allocate,
    /// Frees memory.
    Free,
}

/// One effect, on a value (a memref operand or result) or on unknown memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct EffectInstance {
    /// What happens.
    pub effect: Effect,
    /// To which value's memory; `None` means any memory.
    pub value: Option<ValueId>,
}

/// The memory effects of an op (MLIR's `MemoryEffectOpInterface`).
pub struct MemoryEffects(pub fn(&OpView<'_>) -> Vec<EffectInstance>);

/// The effects of `view`'s op: none for `PURE` ops, the interface's list
/// if it has one, `None` (anything may happen) otherwise. Ops with
/// `RECURSIVE_MEMORY_EFFECTS` have the effects of the ops they contain
/// (the caller walks them; this returns the op's own, empty, list).
pub fn memory_effects(view: &OpView<'_>) -> Option<Vec<EffectInstance>> {
    let definition = view.definition()?;
    if definition.has(OpTraits::PURE) || definition.has(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return Some(Vec::new());
    }
    definition
        .interfaces
        .get::<MemoryEffects>()
        .map(|effects| (effects.0)(view))
}

/// Whether `op` has no memory effect, nor (for ops with
/// `RECURSIVE_MEMORY_EFFECTS`) has any op nested in it (MLIR's
/// `isMemoryEffectFree`); ops of unknown effects are not. An explicit
/// stack, however deep the nesting.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    // On the stack frame until an op with regions is met: most ops asked
    // about have none.
    let mut stack: SmallVec<[(&Body, OpId); 4]> = smallvec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        let view = OpView::new(ctx, body, op);
        if !memory_effects(&view).is_some_and(|effects| effects.is_empty()) {
            return false;
        }
        if view
            .definition()
            .is_some_and(|d| d.has(OpTraits::RECURSIVE_MEMORY_EFFECTS))
        {
            let nested = body.regions_body(op);
            for &region in body.regions(op) {
                for block in nested.region_blocks(region) {
                    stack.extend(nested.block_ops(block).map(|op| (nested, op)));
                }
            }
        }
    }
    true
}
