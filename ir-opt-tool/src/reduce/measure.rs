//! How big a variant is, so that every accepted variant is strictly
//! smaller and the reduction ends: first its complexity (ops, operands,
//! blocks and block arguments: replacing an op by a constant removes its
//! operands), then the length of its text (a smaller constant prints
//! shorter). `llvm-reduce` orders variants by a like complexity score.

use ir_core::ir::{walk_ops, WalkItem};
use ir_core::OwnedOp;

/// A variant's size; variants compare by it, complexity first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Size {
    /// Ops, operands, blocks and block arguments.
    pub complexity: usize,
    /// Bytes of its text.
    pub bytes: usize,
}

/// The number of ops of `module` (the module's own op included).
pub fn count_ops(module: &OwnedOp) -> usize {
    let mut ops = 0;
    walk_ops(&module.body, module.op, |_, item| {
        ops += usize::from(matches!(item, WalkItem::Enter(_)));
    });
    ops
}

/// The complexity of `module` (see [`Size::complexity`]).
pub fn complexity(module: &OwnedOp) -> usize {
    let mut total = 0;
    walk_ops(&module.body, module.op, |body, item| {
        let WalkItem::Enter(op) = item else { return };
        total += 1 + body.num_operands(op);
        let regions = body.regions_body(op);
        for &region in body.regions(op) {
            for block in regions.region_blocks(region) {
                total += 1 + regions.block_args(block).len();
            }
        }
    });
    total
}
