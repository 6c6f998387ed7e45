//! Op interfaces: typed hooks an op definition carries and passes query
//! (MLIR's op interfaces). An interface is any `'static` type; a
//! definition holds at most one value of each, found by its type:
//! `def.with_interface(MemoryEffects(...))`, then
//! `view.interface::<MemoryEffects>()`. Downstream crates define their own
//! interfaces the same way.
//!
//! The framework's interfaces: [`Fold`] (constant folding), [`Canonicalize`]
//! (rewrite patterns), [`MemoryEffects`], [`RegionBranch`] and
//! [`RegionBranchTerminator`] (structured control flow),
//! [`RegionInvocationBounds`], [`LoopLike`], [`Speculation`], [`ConstantSuccessor`],
//! [`SuccessorOperandErased`] (branches), [`CallOp`] and
//! [`Callable`], [`SignatureEraser`], [`DialectInliner`] (a dialect interface), [`PromotableAllocation`], [`DestructurableAllocation`] and
//! [`PromotableMemOp`] (mem2reg), and of types [`MemRefElementType`].

mod call;
mod control_flow;
mod effects;
mod fold;
mod inline;
mod loop_like;
mod map;
mod patterns;
mod promotable;
mod speculation;
mod type_interfaces;

pub use call::{CallOp, Callable, Callee, EraseSignatureFn, Signature, SignatureEraser};
pub use control_flow::{
    AppendOperandsFn, ConstantSuccessor, InvocationBounds, RegionBranch, RegionBranchTerminator,
    RegionInvocationBounds, RegionPoint, SuccessorOperandErased, SuccessorOperandsAppend,
};
pub use effects::{is_memory_effect_free, memory_effects, Effect, EffectInstance, MemoryEffects};
pub use fold::{constant_int, constant_value, Fold, FoldInPlace, FoldResult, Folded};
pub use inline::{BranchToContinuation, DialectInliner};
pub use loop_like::{is_defined_outside, LoopLike};
pub use map::InterfaceMap;
pub use patterns::{Canonicalize, PatternRewriter, RewriteChanges, RewritePattern};
pub use promotable::{
    ArraySlot, DestructurableAllocation, MemAccess, PromotableAllocation, PromotableMemOp,
};
pub use speculation::{is_speculatable, speculatability, Speculatability, Speculation};
pub use type_interfaces::MemRefElementType;
