//! [`MemoryEffects`]: what an op does to memory, and on which value.

use crate::context::OpTraits;
use crate::ir::{OpView, ValueId};

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
