//! IR storage and its mutation API.
//!
//! Ops, blocks, regions and values live in the `slotmap`s of a [`Body`] and
//! are named by small copyable ids. A `Body` holds everything reachable from
//! one isolated-from-above op without crossing another one: the regions of an
//! isolated op (`func.func`, `builtin.module`) live in a `Body` that the op
//! owns, so sibling functions are disjoint `&mut` borrows and can be
//! transformed on different threads. Ids are meaningful only in their `Body`.
//!
//! Ops of a block and blocks of a region are doubly linked lists (O(1)
//! insertion, erasure and moves); every value and every block keeps the list
//! of its uses, threaded through the operands and successors of ops. The
//! operands of a body's ops live in one arena of the body (see `operands`).

mod block_moves;
mod body;
mod clone;
pub use clone::CloneMap;
mod compact;
mod integrity;
mod journal;
pub use journal::Journal;
mod mutate;
mod operands;
mod pass_access;
mod preorder;
mod rewrite;
mod view;
mod walk;

pub use body::{
    BlockData, BlockOps, Body, BodyStamp, OpData, OwnedOp, RegionData, UseRef, Uses, ValueData,
    ValueDef,
};
pub use mutate::{InsertPoint, OperationState, StateOperands, StateSuccessors, StateTypes};
pub use pass_access::DetachError;
pub use preorder::Preorder;
pub use rewrite::Builder;
pub use view::OpView;
pub use walk::{operands_within, walk_ops, walk_ops_up_to_isolated, WalkItem};

slotmap::new_key_type! {
    /// An operation in a [`Body`].
    pub struct OpId;
    /// A block in a [`Body`].
    pub struct BlockId;
    /// A region in a [`Body`].
    pub struct RegionId;
    /// An SSA value (op result or block argument) in a [`Body`].
    pub struct ValueId;
}

impl OpId {
    /// The index of the op's slot in its body's storage: dense, and reused
    /// by a later op once this one is erased.
    pub(crate) fn slot(self) -> usize {
        self.0.as_ffi() as u32 as usize
    }
}

#[cfg(test)]
mod tests;
