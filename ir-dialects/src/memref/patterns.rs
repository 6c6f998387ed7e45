//! Canonicalization of `memref.alloc` and `memref.alloca`: an allocation
//! nothing reads is erased with the stores into it and its deallocations
//! (MLIR's `SimplifyDeadAlloc`).

use super::access::StoreOp;
use super::alloc::DeallocOp;
use ir_core::interfaces::{PatternRewriter, RewritePattern};
use ir_core::ods::Op;
use ir_core::{OpId, OpView};

/// An allocation used only as the memref of `memref.store`s and by
/// `memref.dealloc`s goes, with those users.
pub(super) struct EraseDeadAllocation;

impl RewritePattern for EraseDeadAllocation {
    fn name(&self) -> &'static str {
        "memref-erase-dead-allocation"
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let (ctx, body) = (rewriter.ctx(), rewriter.body());
        let [memref] = body.results(op) else {
            return false;
        };
        let memref = *memref;
        let only_written = body.uses(memref).all(|u| {
            let user = OpView::new(ctx, body, u.op);
            // Operand 0 is the stored value: storing the memref itself
            // lets it escape.
            StoreOp::matches(&user) && u.index == 1 || DeallocOp::matches(&user)
        });
        if !only_written {
            return false;
        }
        let mut users: Vec<OpId> = body.uses(memref).map(|u| u.op).collect();
        users.dedup();
        for user in users {
            rewriter.erase_op(user);
        }
        rewriter.erase_op(op);
        true
    }
}

/// The patterns of `memref.alloc` and `memref.alloca`.
pub(super) fn allocation() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(EraseDeadAllocation)]
}
