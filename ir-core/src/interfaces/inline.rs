//! [`DialectInliner`]: what a dialect lets the inliner do, as MLIR's
//! `DialectInlinerInterface` (`mlir/Transforms/InliningUtils.h`). It is a
//! dialect interface (`Dialect::with_interface`), asked about the dialect
//! of each op involved: the call's dialect about the call, the dialect of
//! the op owning the region inlined into about that region, each callee
//! op's dialect about that op, and a return-like terminator's dialect
//! about rewriting it into a branch. An op whose dialect has no
//! `DialectInliner` is never inlined, nor inlined into.

use crate::ir::{BlockId, Body, OpId};
use crate::{Context, OpView};

/// Rewrites the return-like terminator `op` (in `body`) of an inlined
/// callee block into a branch to `continuation`, passing its operands.
pub type BranchToContinuation = fn(ctx: &Context, body: &mut Body, op: OpId, continuation: BlockId);

/// A dialect's answers to the inliner.
#[derive(Copy, Clone)]
pub struct DialectInliner {
    /// Whether `call` (an op of this dialect) may be replaced by the body
    /// of `callable`.
    pub call: fn(call: &OpView<'_>, callable: &OpView<'_>) -> bool,
    /// Whether a callee's ops may be inlined into a region of `parent` (an
    /// op of this dialect).
    pub into_region_of: fn(parent: &OpView<'_>) -> bool,
    /// Whether `op` (of this dialect) may be inlined.
    pub op: fn(op: &OpView<'_>) -> bool,
    /// How this dialect's return-like terminators become branches when a
    /// callee of several blocks is inlined; `None` if it has none.
    pub branch_to_continuation: Option<BranchToContinuation>,
}

impl DialectInliner {
    /// A dialect all of whose ops may be inlined, and inlined into, and
    /// which has no return-like terminator.
    pub const ALWAYS: DialectInliner = DialectInliner {
        call: |_, _| true,
        into_region_of: |_| true,
        op: |_| true,
        branch_to_continuation: None,
    };
}
