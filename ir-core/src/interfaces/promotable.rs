//! [`PromotableAllocation`], [`DestructurableAllocation`] and
//! [`PromotableMemOp`]: what mem2reg needs to turn a memory slot into SSA
//! values.

use crate::context::types::Type;
use crate::ir::{OpView, OperationState, ValueId};
use std::ops::Range;

/// An allocation whose memory may become SSA values.
pub struct PromotableAllocation {
    /// The slot's pointer (the op's result) and the type of the value it
    /// holds, when the allocation holds a single promotable value.
    pub slot: fn(&OpView<'_>) -> Option<(ValueId, Type)>,
}

/// An allocation of a static array of values of one type that mem2reg may
/// split into one promotable value per element (what MLIR's `sroa` does
/// before `mem2reg`), when every access addresses it with constant indices.
pub struct DestructurableAllocation {
    /// The array the allocation holds, if it can be split.
    pub elements: fn(&OpView<'_>) -> Option<ArraySlot>,
    /// For the `sroa` pass (MLIR's `DestructurableAllocationOpInterface::
    /// destructure`): an allocation of a single element of the array, to
    /// replace it by one per accessed element; `None` when the dialect does
    /// not split this allocation (MLIR's memref: more than 16 elements).
    pub element_allocation: fn(&OpView<'_>) -> Option<OperationState>,
}

/// A static array of values in memory.
pub struct ArraySlot {
    /// The pointer (the allocation's result).
    pub slot: ValueId,
    /// The type of each element.
    pub element: Type,
    /// The static shape, which the operands of [`PromotableMemOp::indices`]
    /// index in row-major order.
    pub shape: Vec<u64>,
}

/// How an op uses a slot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MemAccess {
    /// Reads the slot into result `0`.
    Load,
    /// Writes operand `stored` into the slot.
    Store {
        /// Position of the stored operand.
        stored: usize,
    },
}

/// A memory op mem2reg can rewrite.
pub struct PromotableMemOp {
    /// How the op uses `slot` (its pointer operand), if it only loads or
    /// stores it; `None` blocks promotion.
    pub access: fn(&OpView<'_>, ValueId) -> Option<MemAccess>,
    /// Operands that index into the slot (must be constant for promotion).
    pub indices: fn(&OpView<'_>) -> Range<usize>,
}
