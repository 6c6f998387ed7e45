//! Joining the blocks of two regions that end with `scf.yield`s into one
//! block yielding both lists, as MLIR's `CombineIfs` does with
//! `mergeBlocks` and a new `scf.yield`.
//!
//! MLIR moves the second block's ops to the end of the first. Here the
//! smaller block's ops move into the larger one (before its ops, or after
//! them), which gives the same block: merging a chain of ops one at a time
//! then moves each op O(log n) times, not O(n).

use ir_core::interfaces::PatternRewriter;
use ir_core::ir::InsertPoint;
use ir_core::{BlockId, Body, OpId, ValueId};

/// Makes one block of `first` and `second`, each ending with an
/// `scf.yield` (and no block arguments): `first`'s other ops, then
/// `second`'s, then `second`'s `scf.yield` yielding `first`'s values
/// followed by its own. Returns the block that holds them (one of the two,
/// left where it was; the other is erased). Moved ops count as modified.
pub(super) fn join_blocks(
    rewriter: &mut PatternRewriter<'_>,
    first: BlockId,
    second: BlockId,
) -> BlockId {
    let body = rewriter.body();
    let (Some(first_yield), Some(second_yield)) = (body.last_op(first), body.last_op(second))
    else {
        unreachable!("a block of an scf region ends with its scf.yield");
    };
    let values: Vec<ValueId> = body
        .operands(first_yield)
        .chain(body.operands(second_yield))
        .collect();
    let first_smaller = no_more_ops(body, first, second);
    let (from, into) = if first_smaller {
        (first, second)
    } else {
        (second, first)
    };
    let moving: Vec<OpId> = body
        .block_ops(from)
        .filter(|&o| o != first_yield && o != second_yield)
        .collect();
    let body = rewriter.body_mut();
    // Before `second`'s first op, or before `first`'s `scf.yield`.
    let anchor = if first_smaller {
        body.first_op(second).unwrap_or(second_yield)
    } else {
        first_yield
    };
    for &op in &moving {
        body.move_op(op, InsertPoint::Before(anchor));
    }
    if !first_smaller {
        body.move_op(second_yield, InsertPoint::After(first_yield));
    }
    body.set_operands(second_yield, &values);
    // Its values move to the other `scf.yield` and lose no use: erased
    // without them, their definers are not revisited (which a chain of
    // merges would do once per value at every step).
    body.set_operands(first_yield, &[]);
    rewriter.erase_op(first_yield);
    rewriter.body_mut().erase_blocks(&[from]);
    for op in moving {
        rewriter.notify_modified(op);
    }
    rewriter.notify_modified(second_yield);
    into
}

/// Whether block `a` holds no more ops than block `b`, in time
/// proportional to the smaller.
fn no_more_ops(body: &Body, a: BlockId, b: BlockId) -> bool {
    let (mut a, mut b) = (body.block_ops(a), body.block_ops(b));
    loop {
        match (a.next(), b.next()) {
            (None, _) => return true,
            (Some(_), None) => return false,
            _ => {}
        }
    }
}
